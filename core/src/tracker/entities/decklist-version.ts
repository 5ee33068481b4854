/**
 * Where a decklist version came from. `manual` is typed in by the player; the others are the deck
 * builders a URL import reads from, named after the builder.
 */
export const DECKLIST_SOURCES = ['manual', 'moxfield', 'archidekt'] as const;
export type DecklistSource = (typeof DECKLIST_SOURCES)[number];

/**
 * One numbered decklist of a personal deck. `version` is the deck's highest existing version plus 1,
 * computed in the transaction of the insert and unique per deck. `ownerId` is the deck's owner,
 * copied so every query can be scoped to the owner.
 */
export interface DecklistVersion {
  readonly id: string;
  readonly ownerId: string;
  readonly personalDeckId: string;
  readonly version: number;
  readonly content: string;
  readonly source: DecklistSource;
  readonly createdAt: Date;
}

export const DECKLIST_CONTENT_MAX_LENGTH = 100_000;
