import type { AttributedCardTest, CardTest, CardTestFields } from '../entities/card-test.js';
import type { Page, PageRequest } from '../entities/page.js';

export interface CardTestFilter {
  readonly personalDeckId?: string;
}

/**
 * Card tests; every call is scoped to an owner. Reads never return legacy rows whose personal deck
 * is null: they match no filter, and an unfiltered read leaves them out too.
 */
export interface CardTestRepo {
  /** Stores a new card test; its owner and the decks it names must exist. */
  insert(test: CardTest): Promise<void>;
  /** One of the owner's card tests (legacy ones too); null when missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<CardTest | null>;
  /** Replaces the editable fields; null when the test is missing or someone else's. */
  update(ownerId: string, id: string, fields: CardTestFields): Promise<AttributedCardTest | null>;
  /** Deletes for real; false when the test is missing or someone else's. */
  delete(ownerId: string, id: string): Promise<boolean>;
  /** One page of the owner's attributed card tests, newest first, and the total count. */
  page(ownerId: string, filter: CardTestFilter, page: PageRequest): Promise<Page<AttributedCardTest>>;
  /** Every attributed card test of the owner, optionally of one deck, newest first, read a batch at a time (exports). */
  stream(ownerId: string, filter: CardTestFilter): AsyncIterable<AttributedCardTest>;
}
