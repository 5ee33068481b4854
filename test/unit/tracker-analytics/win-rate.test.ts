import { describe, expect, it } from 'vitest';
import { addTallies, tallyGames, winLossRatio, winRate, wilsonInterval, winRateFigures } from '@metagame/core';

describe('per-game win rate', () => {
  it('counts a match won 2-1 as 2 wins and 1 loss', () => {
    const tally = tallyGames(['win', 'loss', 'win']);
    expect(tally).toEqual({ wins: 2, losses: 1, draws: 0 });
    expect(winRate(tally)).toBeCloseTo(2 / 3, 12);
  });

  it('excludes draws from the denominator', () => {
    const tally = tallyGames(['win', 'draw', 'loss']);
    expect(tally).toEqual({ wins: 1, losses: 1, draws: 1 });
    expect(winRate(tally)).toBe(0.5);
  });

  it('ignores games that were not played', () => {
    expect(tallyGames(['win', 'win', null])).toEqual({ wins: 2, losses: 0, draws: 0 });
    expect(tallyGames([null, null, null])).toEqual({ wins: 0, losses: 0, draws: 0 });
  });

  it('is null, not 0, when no game was decided (all draws or nothing played)', () => {
    expect(winRate(tallyGames(['draw', 'draw', 'draw']))).toBeNull();
    expect(winRate(tallyGames([]))).toBeNull();
  });

  it('is 0 when every decided game was lost', () => {
    expect(winRate(tallyGames(['loss', 'draw', 'loss']))).toBe(0);
  });

  it('pools all games of all matches rather than averaging per match', () => {
    const pooled = addTallies(
      tallyGames(['win', 'win', null]),
      tallyGames(['loss', 'win', 'loss']),
      tallyGames(['loss', 'loss', null]),
    );
    expect(pooled).toEqual({ wins: 3, losses: 4, draws: 0 });
    expect(winRate(pooled)).toBeCloseTo(3 / 7, 12);
  });

  it('writes the win/loss ratio as "7-5", draws left out', () => {
    expect(winLossRatio({ wins: 7, losses: 5, draws: 3 })).toBe('7-5');
    expect(winLossRatio({ wins: 0, losses: 0, draws: 0 })).toBe('0-0');
  });
});

describe('Wilson 95% score interval', () => {
  it('is null without trials', () => {
    expect(wilsonInterval(0, 0)).toBeNull();
  });

  it('matches the textbook value for 7 of 12', () => {
    const interval = wilsonInterval(7, 12);
    expect(interval?.low).toBeCloseTo(0.3195, 4);
    expect(interval?.high).toBeCloseTo(0.8067, 4);
  });

  it('stays inside [0, 1] at the extremes', () => {
    expect(wilsonInterval(0, 5)).toEqual({ low: 0, high: expect.closeTo(0.4345, 4) });
    const all = wilsonInterval(5, 5);
    expect(all?.low).toBeCloseTo(0.5655, 4);
    expect(all?.high).toBe(1);
  });

  it('narrows as the sample grows at the same rate', () => {
    const small = wilsonInterval(7, 12)!;
    const large = wilsonInterval(700, 1200)!;
    expect(large.high - large.low).toBeLessThan(small.high - small.low);
    expect(large.low).toBeLessThan(7 / 12);
    expect(large.high).toBeGreaterThan(7 / 12);
  });

  it('is bundled with counts, rate and ratio in winRateFigures', () => {
    expect(winRateFigures({ wins: 0, losses: 0, draws: 2 })).toEqual({
      wins: 0,
      losses: 0,
      draws: 2,
      winRate: null,
      ratio: '0-0',
      interval: null,
    });
    expect(winRateFigures({ wins: 3, losses: 1, draws: 0 })).toMatchObject({ winRate: 0.75, ratio: '3-1' });
  });
});
