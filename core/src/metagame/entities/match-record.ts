import { wilsonInterval, type ProportionInterval } from '../../tracker-analytics/entities/wilson-interval.js';

/** Matches won, lost and drawn, from one side. */
export interface MatchTally {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

export const NO_MATCHES: MatchTally = { wins: 0, losses: 0, draws: 0 };

/**
 * A record as a reader judges it: draws are reported apart and leave the win rate's denominator
 * (wins / (wins + losses), null with no decided match), with the 95% Wilson interval of that rate.
 */
export interface MatchRecord extends MatchTally {
  readonly matches: number;
  readonly winRate: number | null;
  readonly interval: ProportionInterval | null;
}

export function matchRecord(tally: MatchTally): MatchRecord {
  const decided = tally.wins + tally.losses;
  return {
    wins: tally.wins,
    losses: tally.losses,
    draws: tally.draws,
    matches: decided + tally.draws,
    winRate: decided === 0 ? null : tally.wins / decided,
    interval: wilsonInterval(tally.wins, decided),
  };
}

/** The same matches seen from the other side. */
export const reversed = (t: MatchTally): MatchTally => ({ wins: t.losses, losses: t.wins, draws: t.draws });

export const added = (a: MatchTally, b: MatchTally): MatchTally => ({
  wins: a.wins + b.wins,
  losses: a.losses + b.losses,
  draws: a.draws + b.draws,
});

/** Who won a pairing from its games: more games won wins it; level (2-2-0, 1-1-1, 0-0-3) is a drawn match. */
export function pairingOutcome(wins1: number, wins2: number): 'win' | 'loss' | 'draw' {
  if (wins1 > wins2) return 'win';
  return wins1 < wins2 ? 'loss' : 'draw';
}
