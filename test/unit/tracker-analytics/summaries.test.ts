import { describe, expect, it } from 'vitest';
import {
  buildArchetypeSummary,
  buildMatchupSummary,
  countMatches,
  countMulligans,
  playOrder,
  type MatchGames,
  type OpponentDeck,
} from '@metagame/core';

const deck = (id: string, name: string, category: OpponentDeck['category'], archived = false): OpponentDeck => ({
  id,
  name,
  category,
  archived,
});
const match = (
  opponentDeckId: string,
  onPlay: boolean,
  game1: MatchGames['game1'],
  game2: MatchGames['game2'],
  game3: MatchGames['game3'],
): MatchGames => ({
  opponentDeckId,
  playerId: 'p-ann',
  onPlay,
  game1,
  game2,
  game3,
  decklistVersionId: null,
  ...playOrder({ onPlay, game1, game2, game3, game2OnPlay: null, game3OnPlay: null }),
  game1Mulligans: null,
  game2Mulligans: null,
  game3Mulligans: null,
  game2PlanUsed: null,
  game3PlanUsed: null,
});
const summary = (matches: MatchGames[], roster: OpponentDeck[]) =>
  buildMatchupSummary(countMatches(matches, 'opponent'), countMulligans(matches, 'opponent'), roster);
const archetypes = (matches: MatchGames[], roster: OpponentDeck[]) =>
  buildArchetypeSummary(countMatches(matches, 'opponent'), countMulligans(matches, 'opponent'), roster);

const burn = deck('d-burn', 'Burn', 'aggro');
const control = deck('d-uw', 'UW Control', 'control');
const oldAggro = deck('d-old', 'Affinity', 'aggro', true);
const drawsOnly = deck('d-draw', 'Lantern', 'combo');
const ROSTER = [burn, control, oldAggro, drawsOnly];

const MATCHES: MatchGames[] = [
  match('d-burn', true, 'win', 'loss', 'win'), // 2-1 on the play
  match('d-burn', true, 'win', 'win', null), // 2-0 on the play
  match('d-burn', false, 'loss', 'win', 'draw'), // 1-1-1 on the draw
  match('d-uw', false, 'loss', 'loss', null),
  match('d-old', true, 'win', 'win', null),
  match('d-old', false, 'win', 'loss', 'win'),
  match('d-old', true, 'loss', 'win', 'win'),
  match('d-draw', true, 'draw', 'draw', null),
];

describe('buildMatchupSummary', () => {
  const rows = summary(MATCHES, ROSTER);

  it('gives one row per roster deck faced, archived ones included, sorted by matches then name', () => {
    expect(rows.map((r) => [r.opponent.name, r.matches])).toEqual([
      ['Affinity', 3],
      ['Burn', 3],
      ['Lantern', 1],
      ['UW Control', 1],
    ]);
  });

  it('pools every game: 2-1, 2-0 and 1-1-1 are 5 wins, 2 losses, 1 draw', () => {
    const row = rows.find((r) => r.opponent.id === 'd-burn')!;
    expect(row.games).toMatchObject({ wins: 5, losses: 2, draws: 1, ratio: '5-2' });
    expect(row.games.winRate).toBeCloseTo(5 / 7, 12);
    expect(row.games.interval!.low).toBeLessThan(5 / 7);
  });

  it('splits on the play and on the draw with their own counts', () => {
    const row = rows.find((r) => r.opponent.id === 'd-burn')!;
    expect([row.matchesOnPlay, row.matchesOnDraw]).toEqual([2, 1]);
    expect(row.onPlay).toMatchObject({ wins: 4, losses: 1, draws: 0, ratio: '4-1', winRate: 0.8 });
    expect(row.onDraw).toMatchObject({ wins: 1, losses: 1, draws: 1, ratio: '1-1', winRate: 0.5 });
  });

  it('splits game 1 (pre-board) from games 2 and 3 (post-board)', () => {
    const row = rows.find((r) => r.opponent.id === 'd-burn')!;
    expect(row.preBoard).toMatchObject({ wins: 2, losses: 1, draws: 0, ratio: '2-1' });
    expect(row.postBoard).toMatchObject({ wins: 3, losses: 1, draws: 1, ratio: '3-1', winRate: 0.75 });
  });

  it('gives a null rate and interval for an all-draw matchup', () => {
    const row = rows.find((r) => r.opponent.id === 'd-draw')!;
    expect(row.games).toMatchObject({ wins: 0, losses: 0, draws: 2, winRate: null, interval: null, ratio: '0-0' });
    expect(row.onDraw.winRate).toBeNull();
  });

  it('gives 0 (not null) when every decided game was lost', () => {
    expect(rows.find((r) => r.opponent.id === 'd-uw')!.games.winRate).toBe(0);
  });

  it('leaves out decks never faced and is empty without matches', () => {
    expect(buildMatchupSummary([], [], ROSTER)).toEqual([]);
  });
});

describe('buildArchetypeSummary', () => {
  const rows = archetypes(MATCHES, ROSTER);

  it('lists the four categories in a fixed order', () => {
    expect(rows.map((r) => r.category)).toEqual(['aggro', 'midrange', 'control', 'combo']);
  });

  it('excludes archived roster decks and their games', () => {
    const aggro = rows[0]!;
    expect(aggro).toMatchObject({
      rosterDecks: 1,
      decksWithResults: 1,
      pooled: { matches: 3, games: { wins: 5, losses: 2, draws: 1, ratio: '5-2' } },
    });
    expect(aggro.averageWinRate).toBeCloseTo(5 / 7, 12);
  });

  it('averages per-deck rates (each deck weighs the same) next to the pooled rate', () => {
    const roster = [deck('a', 'A', 'midrange'), deck('b', 'B', 'midrange'), deck('c', 'C', 'midrange')];
    const matches = [
      match('a', true, 'win', 'win', null), // 2-0 → 1.0
      match('b', true, 'win', 'loss', 'loss'), // 1-2
      match('b', false, 'loss', 'loss', null), // 0-2 → b is 1-4 → 0.2
    ];
    const midrange = archetypes(matches, roster)[1]!;
    expect(midrange).toMatchObject({
      rosterDecks: 3,
      decksWithResults: 2,
      pooled: { games: { wins: 3, losses: 4, draws: 0 } },
    });
    expect(midrange.averageWinRate).toBeCloseTo(0.6, 12);
    expect(midrange.pooled.games.winRate).toBeCloseTo(3 / 7, 12);
  });

  it('gives null averages for a category whose decks only drew or have no deck', () => {
    expect(rows[3]).toMatchObject({
      rosterDecks: 1,
      decksWithResults: 0,
      averageWinRate: null,
      pooled: { games: { draws: 2, winRate: null, ratio: '0-0' } },
    });
    expect(rows[1]).toMatchObject({
      rosterDecks: 0,
      averageWinRate: null,
      pooled: { matches: 0, games: { wins: 0, losses: 0, draws: 0 } },
    });
  });

  it('counts a deck with only losses as a 0 in the average', () => {
    expect(rows[2]).toMatchObject({
      rosterDecks: 1,
      decksWithResults: 1,
      averageWinRate: 0,
      pooled: { games: { winRate: 0 } },
    });
  });
});

describe('per-player parts', () => {
  const by = (playerId: string | null, m: MatchGames): MatchGames => ({ ...m, playerId });
  const TEAM: MatchGames[] = [
    by('p-bo', match('d-burn', true, 'win', 'loss', 'win')),
    by('p-al', match('d-burn', false, 'loss', 'loss', null)),
    by(null, match('d-burn', true, 'win', 'win', null)),
    by('p-al', match('d-burn', true, 'draw', 'win', null)),
    by('p-bo', match('d-uw', false, 'loss', 'win', 'win')),
  ];

  it('lists each player of a matchup by id, former members (null) last, each with their own rates', () => {
    const burn = summary(TEAM, ROSTER).find((r) => r.opponent.id === 'd-burn')!;
    expect(burn.byPlayer.map((p) => [p.playerId, p.matches, p.games.ratio, p.matchResults.ratio])).toEqual([
      ['p-al', 2, '1-2', '1-1'],
      ['p-bo', 1, '2-1', '1-0'],
      [null, 1, '2-0', '1-0'],
    ]);
    expect(burn.byPlayer[0]!.games.winRate).toBeCloseTo(1 / 3, 12);
  });

  it('pools a player’s matchups into their part of the archetype row', () => {
    const aggro = archetypes(TEAM, ROSTER)[0]!;
    expect(aggro.byPlayer.map((p) => [p.playerId, p.matches])).toEqual([
      ['p-al', 2],
      ['p-bo', 1],
      [null, 1],
    ]);
    const control = archetypes(TEAM, ROSTER)[2]!;
    expect(control.byPlayer.map((p) => [p.playerId, p.games.ratio])).toEqual([['p-bo', '2-1']]);
    expect(archetypes(TEAM, ROSTER)[1]!.byPlayer).toEqual([]);
  });
});
