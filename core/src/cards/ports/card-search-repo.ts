import type { Card } from '../entities/card.js';
import type { CardIdentifier } from '../entities/card-identifier.js';
import type { CardQuery } from '../entities/card-query.js';
import type { NameCandidate } from '../entities/fuzzy-name.js';
import type { CardListPage, CardPageRequest } from './card-read-repo.js';

export type SearchUnique = 'cards' | 'prints';
export type SearchOrder = 'name' | 'set' | 'mv' | 'usd' | 'eur';

export interface SearchOptions extends CardPageRequest {
  readonly unique: SearchUnique;
  readonly order: SearchOrder;
  readonly direction: 'asc' | 'desc';
}

/**
 * The client-facing lookups, answered from the search data the import keeps current (names and
 * keys are search keys, see `searchKey`). Name lookups cover cards, not tokens.
 */
export interface CardSearchRepo {
  /**
   * Up to `limit` distinct card names: those whose full or face name's key starts with `key`
   * (alphabetical by key), then those with a word (run of words) starting with it.
   */
  autocomplete(key: string, limit: number): Promise<string[]>;
  /** Names whose full or face name has exactly this key. */
  namesWithKey(key: string): Promise<NameCandidate[]>;
  /**
   * Up to `limit` names near `key` (typos, missing words) for pickFuzzyName to decide among: names
   * sharing a word start with it; where the database has trigram similarity (PostgreSQL), names
   * spelled alike when none does.
   */
  fuzzyCandidates(key: string, limit: number): Promise<NameCandidate[]>;
  /**
   * The printing a name lookup answers: `name`'s newest printing (set release date, then set code and
   * collector number; its first face), only in set `setCode` when given; null when there is none.
   */
  newestPrinting(name: string, setCode: string | null): Promise<Card | null>;
  /**
   * One page of the printings matching `query`, one per card name (`cards`: its newest matching
   * printing) or per printing (`prints`: its first matching face), in `order` then name, set, number.
   */
  search(query: CardQuery, options: SearchOptions): Promise<CardListPage<Card>>;
  /** The card each identifier names, or null, in the identifiers' order (multi-face printings: the first face). */
  lookup(identifiers: readonly CardIdentifier[]): Promise<(Card | null)[]>;
}
