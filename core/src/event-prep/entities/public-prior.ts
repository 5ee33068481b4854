import type { ArchetypePair } from '../../metagame/entities/archetype-pairs.js';
import type { MetaDeck } from '../../tracker/entities/meta-deck.js';
import { bestOfThree, type BetaParameters } from './best-of-three.js';

/** What the simulator asks of the public matchup matrix. */
export interface PublicPriorRequest {
  /** The public archetype the candidate decks play, in `format`. */
  readonly archetype: string;
  readonly format: string;
  readonly from: string | null;
  readonly to: string | null;
  /** The most effective games the public record may weigh (default 20). */
  readonly maxGames: number;
}

/** The default cap on a public prior's effective games. */
export const PUBLIC_PRIOR_GAMES_DEFAULT = 20;

/** One matchup's prior: the public one, or the uniform Beta(1, 1) when the public record has nothing. */
export interface MatchupPrior {
  readonly source: 'public' | 'uniform';
  readonly prior: BetaParameters;
  /** Decided public matches (wins and losses) of the candidate's archetype against the opponent's. */
  readonly publicMatches: number;
  /** The effective games the prior weighs: the decided matches, at most the cap (0 when uniform). */
  readonly publicGames: number;
}

const UNIFORM: BetaParameters = { alpha: 1, beta: 1 };

/**
 * The game win rate p whose best-of-three match win rate (the same rate on either side) is `m`, by
 * bisection on `bestOfThree`: the public record counts matches, the simulator's rates are of games.
 */
export function gameRateOfMatchRate(m: number): number {
  if (m <= 0) return 0;
  if (m >= 1) return 1;
  let low = 0;
  let high = 1;
  for (let i = 0; i < 60; i++) {
    const mid = (low + high) / 2;
    if (bestOfThree(mid, mid) < m) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}

/**
 * Each opponent roster deck's prior from the public matrix. An opponent naming a public archetype of
 * the request's format takes the candidate archetype's record against it: its decided matches give
 * a match win rate, turned into a game win rate p, weighed as n = min(decided matches, maxGames)
 * effective games on top of the uniform prior: Beta(1 + p·n, 1 + (1 − p)·n). Draws are left out, as
 * in the simulator's own rates. An opponent with no link, another format's link, the candidate's own
 * archetype (mirrors are not in the matrix) or no decided public match keeps the uniform prior.
 */
export function publicPriors(
  pairs: readonly ArchetypePair[],
  request: PublicPriorRequest,
  opponents: readonly MetaDeck[],
): Map<string, MatchupPrior> {
  const row = new Map(pairs.filter((p) => p.archetype === request.archetype).map((p) => [p.opponent, p]));
  const priors = new Map<string, MatchupPrior>();
  for (const deck of opponents) {
    const link = deck.publicArchetype;
    const pair = link !== null && link.format === request.format ? row.get(link.name) : undefined;
    const decided = pair ? pair.wins + pair.losses : 0;
    if (!pair || decided === 0) {
      priors.set(deck.id, { source: 'uniform', prior: UNIFORM, publicMatches: 0, publicGames: 0 });
      continue;
    }
    const p = gameRateOfMatchRate(pair.wins / decided);
    const n = Math.min(decided, request.maxGames);
    priors.set(deck.id, {
      source: 'public',
      prior: { alpha: UNIFORM.alpha + p * n, beta: UNIFORM.beta + (1 - p) * n },
      publicMatches: decided,
      publicGames: n,
    });
  }
  return priors;
}
