import type { ArchetypeMatchKind } from '../classifier/definition-set.js';

/** A published deck's labels: what the rules gave, what a person set by hand, and the one that counts. */
export interface DeckArchetype {
  readonly deckId: string;
  readonly format: string;
  /** The classifier's label; null until the deck is classified. */
  readonly classified: string | null;
  readonly match: ArchetypeMatchKind | null;
  readonly override: string | null;
  /** The override when there is one, else the classifier's label. */
  readonly effective: string | null;
}

export const effectiveArchetype = (classified: string | null, override: string | null): string | null =>
  override ?? classified;
