import type { MatchupCounts } from '../entities/matchup-counts.js';
import type { OpponentDeck } from '../entities/matchup-summary.js';

export interface MatchStatsFilter {
  readonly personalDeckId?: string | undefined;
}

/** Lean reads for the summaries: aggregates over the match log, computed in SQL, and the roster they label. */
export interface MatchStatsRepo {
  /**
   * Game counts of the owner's matches grouped by (opponent deck, on_play): match count, game 1
   * results and games 2–3 results. Groups with no match are absent; an unknown deck filter gives [].
   */
  countByMatchup(ownerId: string, filter?: MatchStatsFilter): Promise<MatchupCounts[]>;
  /** The owner's roster decks as the summaries label them (id, name, category, archived); archived ones only when asked. */
  listOpponents(ownerId: string, options: { readonly includeArchived: boolean }): Promise<OpponentDeck[]>;
}
