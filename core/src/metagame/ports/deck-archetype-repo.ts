import type { Classification, PublicDeckCards } from '../classifier/definition-set.js';
import type { DeckArchetype } from '../entities/deck-archetype.js';

export interface DeckToClassify {
  readonly id: string;
  readonly cards: PublicDeckCards;
  /** The labels the deck carries now; null when it was never classified. */
  readonly current: Classification | null;
}

export interface DeckClassification {
  readonly id: string;
  readonly classification: Classification;
}

/** The archetype labels of published tournament decks. A hand override is a column of its own, never written by a classification. */
export interface DeckArchetypeRepo {
  countOfFormat(format: string): Promise<number>;
  /** Up to `limit` decks of the format with ids after `afterId` (null: from the first), in id order. */
  pageOfFormat(format: string, afterId: string | null, limit: number): Promise<DeckToClassify[]>;
  /** Writes each deck's archetype, match kind and colours; the override stays. */
  saveClassifications(rows: readonly DeckClassification[]): Promise<void>;
  /** Sets (a name) or clears (null) a deck's override; null when there is no such deck. */
  setOverride(deckId: string, archetype: string | null): Promise<DeckArchetype | null>;
}
