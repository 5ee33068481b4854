import type { GameResult } from '../../tracker/entities/match.js';

/** Counts of game results; win rates are computed per game, never per match (a 2–1 win is 2 wins, 1 loss). */
export interface GameTally {
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
}

export const EMPTY_TALLY: GameTally = { wins: 0, losses: 0, draws: 0 };

/** Tallies the recorded games; a null game was not played and counts nowhere. */
export function tallyGames(games: readonly (GameResult | null)[]): GameTally {
  let wins = 0;
  let losses = 0;
  let draws = 0;
  for (const game of games) {
    if (game === 'win') wins += 1;
    else if (game === 'loss') losses += 1;
    else if (game === 'draw') draws += 1;
  }
  return { wins, losses, draws };
}

/** Pools tallies: all games of all matches of a matchup are aggregated before any rate is taken. */
export function addTallies(...tallies: readonly GameTally[]): GameTally {
  return tallies.reduce<GameTally>(
    (sum, t) => ({ wins: sum.wins + t.wins, losses: sum.losses + t.losses, draws: sum.draws + t.draws }),
    EMPTY_TALLY,
  );
}

/** Games with a winner; draws are excluded from the win-rate denominator. */
export const decidedGames = (tally: GameTally): number => tally.wins + tally.losses;
