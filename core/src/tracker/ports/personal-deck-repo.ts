import type { PersonalDeck } from '../entities/personal-deck.js';

/** Personal decks; every call is scoped to an owner, so another user's deck is simply not found. */
export interface PersonalDeckRepo {
  /** Stores a new deck (its owner must exist). */
  insert(deck: PersonalDeck): Promise<void>;
  /** The owner's deck with this id (archived or not), or null when it is missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<PersonalDeck | null>;
  /** The owner's decks, oldest first; archived ones only when `includeArchived`. */
  list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<PersonalDeck[]>;
  /** Sets archived_at when the deck is still active; false when nothing changed (missing, foreign or already archived). */
  archive(ownerId: string, id: string, at: Date): Promise<boolean>;
}
