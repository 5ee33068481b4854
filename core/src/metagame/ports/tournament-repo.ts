import type { Tournament, TournamentDetail } from '../entities/tournament.js';

export interface TournamentListQuery {
  readonly format: string | null;
  /** Events on or after `from` and before `to` (null: unbounded). */
  readonly from: Date | null;
  readonly to: Date | null;
  readonly limit: number;
  readonly offset: number;
}

export interface StoredTournamentKey {
  readonly id: string;
  readonly contentHash: string | null;
}

export interface TournamentPage {
  /** Newest event first, then by name and id. */
  readonly tournaments: readonly Tournament[];
  readonly total: number;
}

/** The imported tournaments with their decks, standings and matches. */
export interface TournamentRepo {
  /** The tournament imported under `sourceKey` (its id and file digest), or null when none was. */
  findBySourceKey(sourceKey: string): Promise<StoredTournamentKey | null>;
  /**
   * Writes the tournament, replacing whatever was stored under its id (its decks and matches go
   * with it). A deck's hand-set archetype is kept when the same player's deck comes back.
   */
  replace(detail: TournamentDetail): Promise<void>;
  list(query: TournamentListQuery): Promise<TournamentPage>;
  /** The tournament with its decks and matches, or null when there is none with that id. */
  get(id: string): Promise<TournamentDetail | null>;
}
