import type { MatchFilter } from '../../tracker/entities/match-filter.js';
import type { MatchCounts, MatchGrouping, MulliganCounts } from '../entities/matchup-counts.js';
import type { OpponentDeck } from '../entities/matchup-summary.js';

/** Lean reads for the summaries: aggregates over the match log, computed in SQL, and the roster they label. */
export interface MatchStatsRepo {
  /**
   * Counts of the owner's matches that pass the filter. `matches`: grouped by (opponent deck or
   * decklist version, on_play, player; null = a former member): match count, match results, game-1 results, games-2–3 results and
   * those of them on the play. `mulligans`: their played games that have a mulligan count, grouped by
   * (opponent or version, count). Groups with no match are absent; a filter naming an unknown record
   * gives none.
   */
  count(
    ownerId: string,
    filter: MatchFilter,
    by: MatchGrouping,
  ): Promise<{ readonly matches: MatchCounts[]; readonly mulligans: MulliganCounts[] }>;
  /** The owner's roster decks as the summaries label them (id, name, category, archived); archived ones only when asked. */
  listOpponents(ownerId: string, options: { readonly includeArchived: boolean }): Promise<OpponentDeck[]>;
}
