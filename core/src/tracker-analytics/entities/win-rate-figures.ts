import type { GameTally } from './game-tally.js';
import { wilsonInterval, type ProportionInterval } from './wilson-interval.js';
import { winLossRatio, winRate } from './win-rate.js';

/** Everything a reader needs to judge one win rate: the counts, the rate, "7-5", and its 95% interval. */
export interface WinRateFigures extends GameTally {
  readonly winRate: number | null;
  readonly ratio: string;
  readonly interval: ProportionInterval | null;
}

export function winRateFigures(tally: GameTally): WinRateFigures {
  return {
    wins: tally.wins,
    losses: tally.losses,
    draws: tally.draws,
    winRate: winRate(tally),
    ratio: winLossRatio(tally),
    interval: wilsonInterval(tally.wins, tally.wins + tally.losses),
  };
}
