import { decidedGames, type GameTally } from './game-tally.js';

/**
 * Share of decided games won, per game: draws leave the denominator, and a 2–1 match is
 * 2 wins and 1 loss. No decided game means "unknown", which is null — not 0 and not an error.
 */
export function winRate(tally: GameTally): number | null {
  const decided = decidedGames(tally);
  return decided === 0 ? null : tally.wins / decided;
}

/** The win/loss ratio as players write it: "7-5" (draws are not part of it). */
export const winLossRatio = (tally: GameTally): string => `${tally.wins}-${tally.losses}`;
