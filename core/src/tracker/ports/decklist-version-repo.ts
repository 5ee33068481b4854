import type { DecklistVersion } from '../entities/decklist-version.js';

export type NewDecklistVersion = Omit<DecklistVersion, 'version'>;

/** A version without its content: what labels and references need. */
export type DecklistVersionLabel = Pick<DecklistVersion, 'id' | 'personalDeckId' | 'version' | 'createdAt'>;

/** Numbered decklists of personal decks; every call is scoped to the deck owner. */
export interface DecklistVersionRepo {
  /**
   * Inserts the version numbered (highest version of the deck) + 1, computed in the transaction of
   * the insert; concurrent appends to one deck each get a distinct number (the adapter serialises
   * or retries), never a duplicate. The deck must exist and belong to `ownerId`.
   */
  appendNext(version: NewDecklistVersion): Promise<DecklistVersion>;
  /** The deck's versions, newest (highest number) first; empty for a deck that is missing or foreign. */
  listByDeck(ownerId: string, personalDeckId: string): Promise<DecklistVersion[]>;
  /** The owner's version with this id (of any deck), or null when it is missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<DecklistVersion | null>;
  /** The owner's versions without content (of one deck when given), highest version first within a deck. */
  listLabels(ownerId: string, personalDeckId?: string): Promise<DecklistVersionLabel[]>;
  /** The deck's highest version, or null when it has none. */
  findLatest(ownerId: string, personalDeckId: string): Promise<DecklistVersion | null>;
  /** Deletes the version for real; false when it is missing, of another deck or of another owner. */
  delete(ownerId: string, personalDeckId: string, versionId: string): Promise<boolean>;
}
