import { decidedGames, type GameTally } from '../../tracker-analytics/entities/game-tally.js';
import type { ProportionInterval } from '../../tracker-analytics/entities/wilson-interval.js';
import { bestOfThree, betaMoments, expectedBestOfThree, type BetaParameters } from './best-of-three.js';
import { SeededRandom } from './seeded-random.js';
import { atLeastWins, winsDistribution } from './swiss-record.js';

/**
 * The prior of every game win rate: Beta(1, 1), uniform on [0, 1] (mean 50%). A matchup without a
 * decided game is that prior alone; one with data is Beta(1 + wins, 1 + losses), draws left out.
 */
export const MATCHUP_PRIOR: BetaParameters = { alpha: 1, beta: 1 };

/** One roster deck of the field, with its share and the candidate deck's games against it. */
export interface FieldMatchup {
  readonly opponentDeckId: string;
  /** Weight in the field; shares are normalised to sum to 1. */
  readonly share: number;
  /** Games the candidate deck played against it on the play / on the draw (every game by its own side). */
  readonly onPlay: GameTally;
  readonly onDraw: GameTally;
  /** The prior of this matchup's rates; absent = MATCHUP_PRIOR. */
  readonly prior?: BetaParameters;
}

export interface SimulationSettings {
  /** Monte Carlo draws of every posterior, for the intervals. */
  readonly draws: number;
  readonly seed: number;
  /** Swiss rounds to forecast, or null for none. */
  readonly rounds: number | null;
  /** Wins whose chance of reaching is asked ("6–2 in 8 rounds" = 6). */
  readonly minWins: number | null;
}

export interface MatchupEstimate extends FieldMatchup {
  /** Normalised share. */
  readonly share: number;
  /** No decided game: the prior stood in. */
  readonly noData: boolean;
  /** Separate rates on the play and on the draw (both sides have decided games); otherwise one pooled rate. */
  readonly sidesSplit: boolean;
  /** Posterior of the rate on the play, or of the pooled rate. */
  readonly playPosterior: BetaParameters;
  /** Posterior of the rate on the draw; null when pooled. */
  readonly drawPosterior: BetaParameters | null;
  /** Posterior mean of a game's win chance, with a fair die roll for the side. */
  readonly gameWinRate: number;
  /** Posterior expectation of the best-of-three match win chance (exact). */
  readonly matchWinRate: number;
}

export interface SwissOutlook {
  readonly rounds: number;
  readonly expectedWins: number;
  readonly expectedLosses: number;
  /** P(k wins) for k = 0..rounds, at the expected match win rate. */
  readonly distribution: readonly number[];
  readonly minWins: number | null;
  /** P(at least minWins wins) at the expected match win rate; its interval over the posterior draws. */
  readonly atLeast: number | null;
  readonly atLeastInterval: ProportionInterval | null;
}

export interface DeckSimulation {
  readonly matchups: readonly MatchupEstimate[];
  readonly gameWinRate: number;
  readonly gameWinRateInterval: ProportionInterval;
  readonly matchWinRate: number;
  readonly matchWinRateInterval: ProportionInterval;
  readonly swiss: SwissOutlook | null;
}

/** Posterior(s) of one matchup: split by side only when both sides have decided games. */
export function estimateMatchup(m: FieldMatchup, share: number): MatchupEstimate {
  const prior = m.prior ?? MATCHUP_PRIOR;
  const posterior = (t: GameTally): BetaParameters => ({
    alpha: prior.alpha + t.wins,
    beta: prior.beta + t.losses,
  });
  const sidesSplit = decidedGames(m.onPlay) > 0 && decidedGames(m.onDraw) > 0;
  const pooled: GameTally = {
    wins: m.onPlay.wins + m.onDraw.wins,
    losses: m.onPlay.losses + m.onDraw.losses,
    draws: m.onPlay.draws + m.onDraw.draws,
  };
  const playPosterior = posterior(sidesSplit ? m.onPlay : pooled);
  const drawPosterior = sidesSplit ? posterior(m.onDraw) : null;
  const meanPlay = betaMoments(playPosterior.alpha, playPosterior.beta)[0];
  const meanDraw = drawPosterior === null ? meanPlay : betaMoments(drawPosterior.alpha, drawPosterior.beta)[0];
  return {
    ...m,
    share,
    noData: decidedGames(pooled) === 0,
    sidesSplit,
    playPosterior,
    drawPosterior,
    gameWinRate: (meanPlay + meanDraw) / 2,
    matchWinRate: expectedBestOfThree(playPosterior, drawPosterior),
  };
}

/**
 * One candidate deck against a field. Point figures are exact posterior expectations, mixed linearly
 * by share. The 95% intervals are the 2.5th and 97.5th percentiles of a seeded Monte Carlo: each draw
 * samples every matchup's posterior(s) and mixes the resulting game and match win chances by share,
 * so every matchup's sample size shows in the width. The same seed and deck id give the same draws.
 */
export function simulateDeck(
  deckId: string,
  field: readonly FieldMatchup[],
  settings: SimulationSettings,
): DeckSimulation {
  const total = field.reduce((sum, m) => sum + m.share, 0);
  const matchups = field.map((m) => estimateMatchup(m, total > 0 ? m.share / total : 0));
  const rng = new SeededRandom((settings.seed ^ hash32(deckId)) >>> 0);
  const gameDraws = new Float64Array(settings.draws);
  const matchDraws = new Float64Array(settings.draws);
  for (let i = 0; i < settings.draws; i++) {
    let game = 0;
    let match = 0;
    for (const m of matchups) {
      const a = rng.beta(m.playPosterior.alpha, m.playPosterior.beta);
      const b = m.drawPosterior === null ? a : rng.beta(m.drawPosterior.alpha, m.drawPosterior.beta);
      game += m.share * ((a + b) / 2);
      match += m.share * bestOfThree(a, b);
    }
    gameDraws[i] = game;
    matchDraws[i] = match;
  }
  const matchWinRate = matchups.reduce((sum, m) => sum + m.share * m.matchWinRate, 0);
  return {
    matchups,
    gameWinRate: matchups.reduce((sum, m) => sum + m.share * m.gameWinRate, 0),
    gameWinRateInterval: interval95(gameDraws),
    matchWinRate,
    matchWinRateInterval: interval95(matchDraws),
    swiss: settings.rounds === null ? null : swissOutlook(settings.rounds, settings.minWins, matchWinRate, matchDraws),
  };
}

function swissOutlook(rounds: number, minWins: number | null, q: number, matchDraws: Float64Array): SwissOutlook {
  const atLeastDraws = minWins === null ? null : matchDraws.map((p) => atLeastWins(rounds, p, minWins));
  return {
    rounds,
    expectedWins: rounds * q,
    expectedLosses: rounds * (1 - q),
    distribution: winsDistribution(rounds, q),
    minWins,
    atLeast: minWins === null ? null : atLeastWins(rounds, q, minWins),
    atLeastInterval: atLeastDraws === null ? null : interval95(atLeastDraws),
  };
}

/** 2.5th and 97.5th percentiles (linear interpolation between order statistics). */
export function interval95(values: Float64Array): ProportionInterval {
  const sorted = Float64Array.from(values).sort();
  return { low: quantile(sorted, 0.025), high: quantile(sorted, 0.975) };
}

function quantile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const at = q * (sorted.length - 1);
  const below = Math.floor(at);
  const above = Math.min(sorted.length - 1, below + 1);
  return sorted[below]! + (at - below) * (sorted[above]! - sorted[below]!);
}

/** FNV-1a over the id's UTF-16 units: a deck's draws do not depend on which other decks are simulated. */
function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}
