import type { Match, MatchFields } from '../entities/match.js';
import type { Page, PageRequest } from '../entities/page.js';

export interface MatchFilter {
  readonly personalDeckId?: string;
}

/** The match log; every call is scoped to an owner. Lists are newest date first, then newest recorded. */
export interface MatchRepo {
  /** Stores a new match; its owner and both decks must exist. */
  insert(match: Match): Promise<void>;
  /** Replaces the editable fields; null when the match is missing or someone else's. */
  update(ownerId: string, id: string, fields: MatchFields): Promise<Match | null>;
  /** Deletes for real; false when the match is missing or someone else's. */
  delete(ownerId: string, id: string): Promise<boolean>;
  /** One page of the owner's matches and the total count. */
  page(ownerId: string, page: PageRequest): Promise<Page<Match>>;
  /** Every match of the owner (for statistics), optionally of one personal deck. */
  listAll(ownerId: string, filter?: MatchFilter): Promise<Match[]>;
}
