import { META_DECK_CATEGORIES, type MetaDeckCategory } from '../../tracker/entities/meta-deck.js';
import { addTallies } from './game-tally.js';
import type { MatchCounts, MulliganCounts } from './matchup-counts.js';
import type { OpponentDeck } from './matchup-summary.js';
import { addPlayerTallies, playerFigures, tallyPlayers, type PlayerFigures } from './player-breakdown.js';
import { addSlices, EMPTY_SLICE, sliceFigures, tallySlices, type SliceFigures } from './slice-figures.js';
import { winRate } from './win-rate.js';

export interface ArchetypeSummaryRow {
  readonly category: MetaDeckCategory;
  /** Non-archived roster decks of the category. */
  readonly rosterDecks: number;
  /** Of those, the decks with at least one decided game: the ones the average is taken over. */
  readonly decksWithResults: number;
  /** Mean of the per-deck game win rates; each deck weighs the same whatever its sample size. Null without results. */
  readonly averageWinRate: number | null;
  /** All matches against the category pooled: its `games` figures are the pooled game win rate. */
  readonly pooled: SliceFigures;
  /** Each player's part of the pooled figures. */
  readonly byPlayer: readonly PlayerFigures[];
}

/**
 * Per-archetype figures over non-archived roster decks only; archived decks and their games are
 * left out entirely. Every category gets a row, even with no deck. Counts grouped by opponent.
 */
export function buildArchetypeSummary(
  counts: readonly MatchCounts[],
  mulligans: readonly MulliganCounts[],
  opponents: readonly OpponentDeck[],
): ArchetypeSummaryRow[] {
  const perDeck = tallySlices(counts, mulligans);
  const playersPerDeck = tallyPlayers(counts);
  return META_DECK_CATEGORIES.map((category) => {
    const decks = opponents.filter((d) => d.category === category && !d.archived);
    const slices = decks.map((d) => perDeck.get(d.id) ?? EMPTY_SLICE);
    const rates = slices
      .map((s) => winRate(addTallies(s.play, s.draw)))
      .filter((rate): rate is number => rate !== null);
    return {
      category,
      rosterDecks: slices.length,
      decksWithResults: rates.length,
      averageWinRate: rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length,
      pooled: sliceFigures(addSlices(...slices)),
      byPlayer: playerFigures(addPlayerTallies(...decks.map((d) => playersPerDeck.get(d.id) ?? new Map()))),
    };
  });
}
