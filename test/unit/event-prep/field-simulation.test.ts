import { describe, expect, it } from 'vitest';
import {
  atLeastWins,
  bestOfThree,
  expectedBestOfThree,
  SeededRandom,
  simulateDeck,
  type FieldMatchup,
  type SimulationSettings,
} from '@metagame/core';

// Everything expected here is computed independently of the core: game trees walked by hand, integrals
// by Simpson's rule, binomial terms from factorials.

/** BO3 by walking every game: coin flip for game 1, the loser of a game plays the next. */
function walkBestOfThree(a: number, b: number): number {
  const play = (onPlay: boolean, wins: number, losses: number): number => {
    if (wins === 2) return 1;
    if (losses === 2) return 0;
    const p = onPlay ? a : b;
    return p * play(false, wins + 1, losses) + (1 - p) * play(true, wins, losses + 1);
  };
  return 0.5 * play(true, 0, 0) + 0.5 * play(false, 0, 0);
}

/** ∫ f(p) Beta(p; α, β) dp by Simpson's rule on 2,000 intervals. */
function betaExpectation(f: (p: number) => number, alpha: number, beta: number): number {
  const n = 2000;
  const density = (p: number) => p ** (alpha - 1) * (1 - p) ** (beta - 1);
  let norm = 0;
  let total = 0;
  for (let i = 0; i <= n; i++) {
    const p = i / n;
    const w = i === 0 || i === n ? 1 : i % 2 === 1 ? 4 : 2;
    norm += w * density(p);
    total += w * density(p) * f(p);
  }
  return total / norm;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));
const binomialAtLeast = (n: number, q: number, k: number) => {
  let sum = 0;
  for (let j = k; j <= n; j++) sum += (factorial(n) / (factorial(j) * factorial(n - j))) * q ** j * (1 - q) ** (n - j);
  return sum;
};

const tally = (wins: number, losses: number, draws = 0) => ({ wins, losses, draws });
const none = tally(0, 0);
const matchup = (id: string, share: number, onPlay = none, onDraw = none): FieldMatchup => ({
  opponentDeckId: id,
  share,
  onPlay,
  onDraw,
});
const settings = (over: Partial<SimulationSettings> = {}): SimulationSettings => ({
  draws: 2000,
  seed: 7,
  rounds: null,
  minWins: null,
  ...over,
});

describe('best of three', () => {
  it.each([0, 0.2, 0.5, 0.55, 0.8, 1])('gives p²(3 − 2p) for equal, independent games (p = %s)', (p) => {
    expect(bestOfThree(p, p)).toBeCloseTo(p * p * (3 - 2 * p), 12);
    expect(bestOfThree(p, p)).toBeCloseTo(walkBestOfThree(p, p), 12);
  });

  it.each([
    [0.6, 0.4],
    [0.9, 0.3],
    [0.35, 0.7],
  ])('follows the play/draw alternation of the game tree (play %s, draw %s)', (a, b) => {
    expect(bestOfThree(a, b)).toBeCloseTo(walkBestOfThree(a, b), 12);
  });

  it('a 50% game gives a 50% match', () => {
    expect(bestOfThree(0.5, 0.5)).toBe(0.5);
  });
});

describe('posterior expectation of the match win chance', () => {
  it.each([
    [1, 1],
    [8, 4],
    [3, 12],
    [41, 21],
  ])('of one pooled rate equals the Beta integral of p²(3 − 2p) (Beta(%s, %s))', (alpha, beta) => {
    const integral = betaExpectation((p) => p * p * (3 - 2 * p), alpha, beta);
    expect(expectedBestOfThree({ alpha, beta }, null)).toBeCloseTo(integral, 8);
  });

  it('of separate play/draw rates equals the double integral of the game tree', () => {
    const play = { alpha: 7, beta: 3 };
    const draw = { alpha: 4, beta: 6 };
    // E over independent a, b of the walked tree: integrate b inside a.
    const expected = betaExpectation(
      (a) => betaExpectation((b) => walkBestOfThree(a, b), draw.alpha, draw.beta),
      play.alpha,
      play.beta,
    );
    expect(expectedBestOfThree(play, draw)).toBeCloseTo(expected, 6);
  });
});

describe('field simulator', () => {
  it('gives 50% against a field of even matchups and of matchups without data', () => {
    const result = simulateDeck(
      'deck',
      [matchup('even', 2, tally(6, 3), tally(3, 6)), matchup('unknown', 1)],
      settings(),
    );
    expect(result.matchWinRate).toBeCloseTo(0.5, 12);
    expect(result.gameWinRate).toBeCloseTo(0.5, 12);
  });

  it('of a single matchup with a known p (a huge sample) gives about p²(3 − 2p)', () => {
    const p = 0.6;
    const result = simulateDeck('deck', [matchup('x', 1, tally(600_000, 400_000))], settings({ draws: 500 }));
    expect(result.matchWinRate).toBeCloseTo(p * p * (3 - 2 * p), 4);
    expect(result.gameWinRate).toBeCloseTo(p, 4);
  });

  it('mixes a field of two decks linearly by share', () => {
    const a = matchup('a', 1, tally(7, 3), tally(5, 5));
    const b = matchup('b', 1, tally(2, 6));
    const alone = (m: FieldMatchup) => simulateDeck('deck', [m], settings());
    const mixed = simulateDeck(
      'deck',
      [
        { ...a, share: 3 },
        { ...b, share: 7 },
      ],
      settings(),
    );
    expect(mixed.matchWinRate).toBeCloseTo(0.3 * alone(a).matchWinRate + 0.7 * alone(b).matchWinRate, 12);
    expect(mixed.gameWinRate).toBeCloseTo(0.3 * alone(a).gameWinRate + 0.7 * alone(b).gameWinRate, 12);
  });

  it('keeps play and draw apart only when both sides have decided games', () => {
    const [split, pooled] = simulateDeck(
      'deck',
      [matchup('s', 1, tally(5, 1), tally(1, 3)), matchup('p', 1, tally(5, 1), tally(0, 0, 2))],
      settings(),
    ).matchups;
    expect([split!.sidesSplit, split!.playPosterior, split!.drawPosterior]).toEqual([
      true,
      { alpha: 6, beta: 2 },
      { alpha: 2, beta: 4 },
    ]);
    expect([pooled!.sidesSplit, pooled!.playPosterior, pooled!.drawPosterior]).toEqual([
      false,
      { alpha: 6, beta: 2 },
      null,
    ]);
  });

  it('flags matchups without data and puts the Beta(1, 1) prior in their place', () => {
    const [known, unknown] = simulateDeck(
      'deck',
      [matchup('k', 1, tally(3, 1)), matchup('u', 1, none, tally(0, 0, 3))],
      settings(),
    ).matchups;
    expect(known!.noData).toBe(false);
    expect([
      unknown!.noData,
      unknown!.playPosterior,
      unknown!.drawPosterior,
      unknown!.gameWinRate,
      unknown!.matchWinRate,
    ]).toEqual([true, { alpha: 1, beta: 1 }, null, 0.5, 0.5]);
  });

  it('gives the same answer for the same seed, and other draws for another seed', () => {
    const field = [matchup('a', 2, tally(4, 2), tally(1, 3)), matchup('b', 1, tally(2, 2))];
    const once = simulateDeck('deck', field, settings({ rounds: 8, minWins: 6 }));
    expect(simulateDeck('deck', field, settings({ rounds: 8, minWins: 6 }))).toEqual(once);
    const other = simulateDeck('deck', field, settings({ seed: 8, rounds: 8, minWins: 6 }));
    expect(other.matchWinRate).toBe(once.matchWinRate);
    expect(other.matchWinRateInterval).not.toEqual(once.matchWinRateInterval);
  });

  it('narrows its 95% interval as games are added', () => {
    const width = (n: number) => {
      const r = simulateDeck('deck', [matchup('a', 1, tally(3 * n, 2 * n))], settings());
      return r.matchWinRateInterval.high - r.matchWinRateInterval.low;
    };
    const widths = [1, 4, 16, 64].map(width);
    for (let i = 1; i < widths.length; i++) expect(widths[i]!).toBeLessThan(widths[i - 1]!);
  });

  it('puts its interval around the exact expectation, with about 95% of the posterior inside', () => {
    const r = simulateDeck('deck', [matchup('a', 1, tally(12, 8))], settings({ draws: 20_000 }));
    // The 2.5th and 97.5th percentiles of p²(3 − 2p) under Beta(13, 9): M is increasing in p, so they are M of the Beta's percentiles.
    const cdf = (x: number) => betaExpectation((p) => (p <= x ? 1 : 0), 13, 9);
    const percentile = (q: number) => {
      let lo = 0;
      let hi = 1;
      for (let i = 0; i < 40; i++) {
        const mid = (lo + hi) / 2;
        if (cdf(mid) < q) lo = mid;
        else hi = mid;
      }
      return lo;
    };
    const m = (p: number) => p * p * (3 - 2 * p);
    expect(r.matchWinRateInterval.low).toBeCloseTo(m(percentile(0.025)), 2);
    expect(r.matchWinRateInterval.high).toBeCloseTo(m(percentile(0.975)), 2);
  });
});

describe('Swiss rounds', () => {
  it.each([
    [8, 0.55, 6],
    [5, 0.5, 4],
    [9, 0.62, 7],
    [3, 0.3, 0],
  ])('P(at least k wins) is the binomial tail (%s rounds, q = %s, k = %s)', (rounds, q, k) => {
    expect(atLeastWins(rounds, q, k)).toBeCloseTo(binomialAtLeast(rounds, q, k), 12);
  });

  it('forecasts the expected record and the chance of 6–2 at the expected match win rate', () => {
    const r = simulateDeck('deck', [matchup('a', 1, tally(30, 20))], settings({ rounds: 8, minWins: 6 }));
    const q = r.matchWinRate;
    expect(r.swiss!.expectedWins).toBeCloseTo(8 * q, 12);
    expect(r.swiss!.expectedLosses).toBeCloseTo(8 * (1 - q), 12);
    expect(r.swiss!.atLeast).toBeCloseTo(binomialAtLeast(8, q, 6), 12);
    expect(r.swiss!.distribution.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(r.swiss!.atLeastInterval!.low).toBeLessThan(r.swiss!.atLeast!);
    expect(r.swiss!.atLeastInterval!.high).toBeGreaterThan(r.swiss!.atLeast!);
  });
});

describe('seeded Beta draws', () => {
  it('have the Beta mean and variance', () => {
    const rng = new SeededRandom(42);
    const [alpha, beta] = [3, 5];
    const n = 40_000;
    let sum = 0;
    let squares = 0;
    for (let i = 0; i < n; i++) {
      const x = rng.beta(alpha, beta);
      sum += x;
      squares += x * x;
    }
    const mean = sum / n;
    const variance = squares / n - mean * mean;
    expect(mean).toBeCloseTo(alpha / (alpha + beta), 2);
    expect(variance).toBeCloseTo((alpha * beta) / ((alpha + beta) ** 2 * (alpha + beta + 1)), 3);
  });
});
