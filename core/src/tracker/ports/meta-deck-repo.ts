import type { FigureSources, MetaDeck, MetaDeckFields } from '../entities/meta-deck.js';

/** The roster of expected opponent decks; every call is scoped to an owner. */
export interface MetaDeckRepo {
  /** Stores a new roster deck (its owner must exist). */
  insert(deck: MetaDeck): Promise<void>;
  /** The owner's roster deck with this id (archived or not), or null when missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<MetaDeck | null>;
  /** The owner's roster, oldest first; archived decks only when `includeArchived`. */
  list(ownerId: string, options: { readonly includeArchived: boolean }): Promise<MetaDeck[]>;
  /** Replaces the editable fields and the figures' sources; null when the deck is missing or someone else's. */
  update(ownerId: string, id: string, fields: MetaDeckFields & FigureSources): Promise<MetaDeck | null>;
  /** Sets archived_at when the deck is still active; false when nothing changed. */
  archive(ownerId: string, id: string, at: Date): Promise<boolean>;
}
