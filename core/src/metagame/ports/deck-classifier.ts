import type { Classification, PublicDeckCards } from '../classifier/definition-set.js';

/** Sorts public decks into the archetypes of their format's current definitions. */
export interface DeckClassifier {
  /**
   * A classifier for the format's current definitions, or null when the format has none. `names`
   * are the card names of the decks it will classify (their colours are looked up once, up front).
   */
  forFormat(format: string, names: readonly string[]): Promise<((deck: PublicDeckCards) => Classification) | null>;
}
