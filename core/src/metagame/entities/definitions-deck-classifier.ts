import type { Classification, PublicDeckCards } from '../classifier/definition-set.js';
import type { DeckClassifier } from '../ports/deck-classifier.js';

/** Where a format's current archetype definitions come from (null: the format has none). */
export interface CurrentDefinitions<D> {
  current(format: string): Promise<D | null>;
}

/**
 * A DeckClassifier from a store of definitions and a classify function: the format's current
 * definitions are read once per import, and every deck of the file is classified against them.
 */
export class DefinitionsDeckClassifier<D> implements DeckClassifier {
  constructor(
    private readonly definitions: CurrentDefinitions<D>,
    private readonly classify: (deck: PublicDeckCards, definitions: D) => Classification,
  ) {}

  async forFormat(format: string): Promise<((deck: PublicDeckCards) => Classification) | null> {
    const set = await this.definitions.current(format);
    return set === null ? null : (deck) => this.classify(deck, set);
  }
}
