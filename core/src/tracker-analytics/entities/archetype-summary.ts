import { META_DECK_CATEGORIES, type MetaDeckCategory } from '../../tracker/entities/meta-deck.js';
import { addTallies, decidedGames, EMPTY_TALLY, type GameTally } from './game-tally.js';
import type { MatchupCounts } from './matchup-counts.js';
import type { OpponentDeck } from './matchup-summary.js';
import { winLossRatio, winRate } from './win-rate.js';


export interface ArchetypeSummaryRow extends GameTally {
  readonly category: MetaDeckCategory;
  /** Non-archived roster decks of the category. */
  readonly rosterDecks: number;
  /** Of those, the decks with at least one decided game: the ones the average is taken over. */
  readonly decksWithResults: number;
  /** Games recorded against the category (draws included). */
  readonly games: number;
  /** Mean of the per-deck win rates; each deck weighs the same whatever its sample size. Null without results. */
  readonly averageWinRate: number | null;
  /** All games of the category pooled, for comparison with the average. */
  readonly pooledWinRate: number | null;
  readonly ratio: string;
}

/**
 * Per-archetype figures over non-archived roster decks only (spec 4.6.5); archived decks and their
 * games are left out entirely. Every category gets a row, even with no deck.
 */
export function buildArchetypeSummary(counts: readonly MatchupCounts[], opponents: readonly OpponentDeck[]): ArchetypeSummaryRow[] {
  const perDeck = new Map<string, GameTally>();
  for (const c of counts) perDeck.set(c.opponentDeckId, addTallies(perDeck.get(c.opponentDeckId) ?? EMPTY_TALLY, c.preBoard, c.postBoard));
  return META_DECK_CATEGORIES.map((category) => {
    const decks = opponents.filter((d) => d.category === category && !d.archived);
    const tallies = decks.map((d) => perDeck.get(d.id) ?? EMPTY_TALLY);
    const rates = tallies.map(winRate).filter((rate): rate is number => rate !== null);
    const pooled = addTallies(...tallies);
    return {
      category,
      rosterDecks: decks.length,
      decksWithResults: rates.length,
      ...pooled,
      games: decidedGames(pooled) + pooled.draws,
      averageWinRate: rates.length === 0 ? null : rates.reduce((sum, rate) => sum + rate, 0) / rates.length,
      pooledWinRate: winRate(pooled),
      ratio: winLossRatio(pooled),
    };
  });
}
