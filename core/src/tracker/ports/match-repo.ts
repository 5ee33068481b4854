import type { MatchFilter } from '../entities/match-filter.js';
import type { Match, MatchFields } from '../entities/match.js';
import type { Page, PageRequest } from '../entities/page.js';

/** The match log; every call is scoped to an owner. Lists are newest date first, then newest recorded. */
export interface MatchRepo {
  /** Stores a new match; its owner and every record it names must exist. */
  insert(match: Match): Promise<void>;
  /** Stores many matches at once (an import); all or none. */
  insertMany(matches: readonly Match[]): Promise<void>;
  /** The owner's match with this id, or null when it is missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<Match | null>;
  /** Replaces the editable fields; null when the match is missing or someone else's. */
  update(ownerId: string, id: string, fields: MatchFields & { readonly playerId?: string }): Promise<Match | null>;
  /** Deletes for real; false when the match is missing or someone else's. */
  delete(ownerId: string, id: string): Promise<boolean>;
  /** One page of the owner's matches that pass the filter, and their total count. */
  page(ownerId: string, filter: MatchFilter, page: PageRequest): Promise<Page<Match>>;
  /**
   * Every match of the owner that passes the filter, newest first, read a batch at a time so an
   * export of any size holds one batch in memory.
   */
  stream(ownerId: string, filter: MatchFilter): AsyncIterable<Match>;
}
