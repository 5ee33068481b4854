import { describe, expect, it } from 'vitest';
import { matchIssues, matchOutcome, playOrder, type MatchDraft } from '@metagame/core';

const draft = (overrides: Partial<MatchDraft>): MatchDraft => ({
  date: '2026-03-01',
  personalDeckId: 'd',
  opponentDeckId: 'o',
  onPlay: true,
  game1: 'win',
  game2: 'loss',
  game3: 'win',
  openingHand: '',
  turningPoint: '',
  finalTurn: '',
  eventId: null,
  round: null,
  game2OnPlay: null,
  game3OnPlay: null,
  game1Mulligans: null,
  game2Mulligans: null,
  game3Mulligans: null,
  ...overrides,
});

describe('playOrder', () => {
  it.each([
    [true, 'win', 'loss', 'win', false, true],
    [true, 'loss', 'loss', null, true, null],
    [false, 'loss', 'win', 'loss', true, false],
    [false, 'draw', 'loss', 'win', false, true],
    [true, 'draw', 'draw', 'win', true, true],
    [true, 'win', null, null, null, null],
  ] as const)(
    'on the play %s, %s %s %s → game 2 %s, game 3 %s (the loser plays; a draw keeps the side)',
    (onPlay, game1, game2, game3, side2, side3) => {
      expect(playOrder(draft({ onPlay, game1, game2, game3 }))).toEqual({ game2OnPlay: side2, game3OnPlay: side3 });
    },
  );

  it('keeps a side the player gave, and follows it for the next default', () => {
    expect(playOrder(draft({ game1: 'win', game2: 'draw', game3: 'win', game2OnPlay: true }))).toEqual({
      game2OnPlay: true,
      game3OnPlay: true,
    });
  });
});

describe('matchIssues', () => {
  it('refuses details of games not played and a round without an event', () => {
    expect(
      matchIssues(draft({ game3: null, game3OnPlay: false, game3Mulligans: 0, round: 1 })).map((i) => i.field),
    ).toEqual(['game3OnPlay', 'game3Mulligans', 'round']);
    expect(matchIssues(draft({ eventId: 'e', round: 1, game1Mulligans: 0, game2OnPlay: true }))).toEqual([]);
  });
});

describe('matchOutcome', () => {
  it.each([
    [['win', 'loss', 'win'], 'win'],
    [['win', 'draw', null], 'win'],
    [['loss', 'win', 'draw'], 'draw'],
    [['draw', null, null], 'draw'],
    [['loss', 'loss', null], 'loss'],
    [[null, null, null], null],
  ] as const)('%j → %s', (games, outcome) => {
    expect(matchOutcome(games)).toBe(outcome);
  });
});
