import type { Classification, DeckClassifier, PublicDeckCards } from '@metagame/core';

/**
 * A stand-in classifier for the formats it is given: the first archetype whose key card is in the
 * mainboard, else "Unknown". Real classification rules are the archetype classifier's.
 */
export class CardRuleClassifier implements DeckClassifier {
  constructor(
    private readonly rules: Readonly<Record<string, readonly { card: string; archetype: string; colors: string }[]>>,
  ) {}

  async forFormat(format: string): Promise<((deck: PublicDeckCards) => Classification) | null> {
    const rules = this.rules[format];
    if (!rules) return null;
    return (deck) => {
      const hit = rules.find((r) => deck.mainboard.some((c) => c.name === r.card));
      return hit
        ? { archetype: hit.archetype, match: 'rule', colors: hit.colors }
        : { archetype: 'Unknown', match: 'unknown', colors: '' };
    };
  }
}
