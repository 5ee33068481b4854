import { describe, expect, it } from 'vitest';
import { bothSides, matchRecord, pairingOutcome } from '@metagame/core';

describe('match record', () => {
  it('gives 7 wins in 12 decided matches the Wilson 95% interval 0.3195–0.8067 (computed by hand)', () => {
    const record = matchRecord({ wins: 7, losses: 5, draws: 0 });
    expect(record.winRate).toBeCloseTo(7 / 12, 12);
    expect(record.interval?.low).toBeCloseTo(0.31951, 5);
    expect(record.interval?.high).toBeCloseTo(0.80674, 5);
  });

  it('keeps draws apart: reported and counted as matches, out of the win rate and its interval', () => {
    const record = matchRecord({ wins: 3, losses: 2, draws: 4 });
    expect(record).toMatchObject({ wins: 3, losses: 2, draws: 4, matches: 9, winRate: 0.6 });
    expect(record.interval?.low).toBeCloseTo(0.23072, 5);
    expect(record.interval?.high).toBeCloseTo(0.88238, 5);
  });

  it('bounds a perfect record at 1 with n / (n + z²) below: 5-0 gives 5 / 8.8416 = 0.5655', () => {
    const record = matchRecord({ wins: 5, losses: 0, draws: 0 });
    expect(record.interval?.high).toBe(1);
    expect(record.interval?.low).toBeCloseTo(5 / (5 + 1.96 * 1.96), 10);
  });

  it('has no rate and no interval when no match was decided', () => {
    expect(matchRecord({ wins: 0, losses: 0, draws: 2 })).toEqual({
      wins: 0,
      losses: 0,
      draws: 2,
      matches: 2,
      winRate: null,
      interval: null,
    });
  });

  it('decides a pairing by games won: 2-1 and 1-0 win, 1-2 loses, level is a draw', () => {
    expect(pairingOutcome(2, 1)).toBe('win');
    expect(pairingOutcome(1, 0)).toBe('win');
    expect(pairingOutcome(1, 2)).toBe('loss');
    expect(pairingOutcome(1, 1)).toBe('draw');
    expect(pairingOutcome(0, 0)).toBe('draw');
  });
});

describe('pairings from both sides', () => {
  const counts = [
    { archetype: 'Burn', opponent: 'Tron', wins: 3, losses: 1, draws: 1 },
    { archetype: 'Tron', opponent: 'Burn', wins: 1, losses: 0, draws: 0 },
    { archetype: 'Burn', opponent: 'Burn', wins: 2, losses: 0, draws: 0 },
    { archetype: 'Burn', opponent: null, wins: 1, losses: 0, draws: 0 },
    { archetype: null, opponent: 'Tron', wins: 0, losses: 1, draws: 0 },
  ];

  it('adds the pairings listed either way round into one matchup, each side the mirror image of the other', () => {
    const pairs = bothSides(counts);
    expect(pairs).toHaveLength(2);
    expect(pairs).toContainEqual({ archetype: 'Burn', opponent: 'Tron', wins: 3, losses: 2, draws: 1 });
    expect(pairs).toContainEqual({ archetype: 'Tron', opponent: 'Burn', wins: 2, losses: 3, draws: 1 });
  });

  it('drops mirrors and matches against decks not classified yet', () => {
    const pairs = bothSides(counts);
    expect(pairs.some((p) => p.archetype === p.opponent)).toBe(false);
    expect(pairs.every((p) => p.archetype !== null && p.opponent !== null)).toBe(true);
  });
});
