import type { Classification, PublicDeckCards } from '../classifier/definition-set.js';
import type { DeckClassifier } from '../ports/deck-classifier.js';

/** Where a format's current archetype definitions come from (null: the format has none). */
export interface CurrentDefinitions<D> {
  current(format: string): Promise<D | null>;
}

/**
 * A DeckClassifier from a store of definitions and a classify function: the format's current
 * definitions are read once per import, completed for the import's card names (the card
 * reference's colours, see referenceColorsFor), and every deck of the file is classified against them.
 */
export class DefinitionsDeckClassifier<D> implements DeckClassifier {
  constructor(
    private readonly definitions: CurrentDefinitions<D>,
    private readonly classify: (deck: PublicDeckCards, definitions: D) => Classification,
    private readonly complete: (definitions: D, names: readonly string[]) => Promise<D> = (d) => Promise.resolve(d),
  ) {}

  async forFormat(
    format: string,
    names: readonly string[],
  ): Promise<((deck: PublicDeckCards) => Classification) | null> {
    const stored = await this.definitions.current(format);
    if (stored === null) return null;
    const set = await this.complete(stored, names);
    return (deck) => this.classify(deck, set);
  }
}
