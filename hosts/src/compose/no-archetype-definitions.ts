import type { Classification, DeckClassifier, PublicDeckCards } from '@metagame/core';

/**
 * The classifier of a service that holds no archetype definitions yet: every format answers null,
 * so imported decks stay unclassified until definitions arrive and reclassify them.
 */
export class NoArchetypeDefinitions implements DeckClassifier {
  async forFormat(_format: string): Promise<((deck: PublicDeckCards) => Classification) | null> {
    return null;
  }
}
