import type { MetaDeckCategory } from '../../tracker/entities/meta-deck.js';
import type { MatchCounts, MulliganCounts } from './matchup-counts.js';
import { playerFigures, tallyPlayers, type PlayerFigures } from './player-breakdown.js';
import { sliceFigures, tallySlices, type SliceFigures } from './slice-figures.js';

/** The roster-deck fields a summary shows; archived decks stay in the matchup summary (their games happened). */
export interface OpponentDeck {
  readonly id: string;
  readonly name: string;
  readonly category: MetaDeckCategory;
  readonly archived: boolean;
}

/**
 * One matchup: game and match results overall, by die roll, by side per game, by board state and by
 * mulligans, and each player's part of the headline figures.
 */
export interface MatchupSummaryRow extends SliceFigures {
  readonly opponent: OpponentDeck;
  readonly byPlayer: readonly PlayerFigures[];
}

/**
 * Builds one row per roster deck faced, sorted by matches played (most first), then name, then id
 * so the order is total. Counts grouped by opponent; a deck missing from `opponents` is dropped.
 */
export function buildMatchupSummary(
  counts: readonly MatchCounts[],
  mulligans: readonly MulliganCounts[],
  opponents: readonly OpponentDeck[],
): MatchupSummaryRow[] {
  const slices = tallySlices(counts, mulligans);
  const players = tallyPlayers(counts);
  const rows: MatchupSummaryRow[] = [];
  for (const opponent of opponents) {
    const slice = slices.get(opponent.id);
    if (slice)
      rows.push({ opponent, ...sliceFigures(slice), byPlayer: playerFigures(players.get(opponent.id) ?? new Map()) });
  }
  return rows.sort(
    (a, b) =>
      b.matches - a.matches ||
      compareText(a.opponent.name, b.opponent.name) ||
      compareText(a.opponent.id, b.opponent.id),
  );
}

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
