import { describe, expect, it } from 'vitest';
import { DefinitionsDeckClassifier, type Classification, type PublicDeckCards } from '@metagame/core';

/** Definitions of this test's own: an archetype per key card. */
type KeyCards = ReadonlyMap<string, string>;
const classifyByKeyCard = (deck: PublicDeckCards, keys: KeyCards): Classification => {
  const hit = deck.mainboard.find((c) => keys.has(c.name));
  return hit
    ? { archetype: keys.get(hit.name)!, match: 'rule', colors: 'R' }
    : { archetype: 'Unknown', match: 'unknown', colors: '' };
};
const store = (formats: Record<string, KeyCards>) => ({ current: async (format: string) => formats[format] ?? null });
const deck = (name: string): PublicDeckCards => ({ mainboard: [{ count: 4, name }], sideboard: [] });

describe('DefinitionsDeckClassifier', () => {
  it('classifies against the format’s current definitions', async () => {
    const classifier = new DefinitionsDeckClassifier(
      store({ modern: new Map([['Lightning Bolt', 'Burn']]) }),
      classifyByKeyCard,
    );
    const classify = await classifier.forFormat('modern', ['Lightning Bolt', 'Island']);
    expect(classify!(deck('Lightning Bolt'))).toEqual({ archetype: 'Burn', match: 'rule', colors: 'R' });
    expect(classify!(deck('Island')).match).toBe('unknown');
  });

  it('completes the definitions for the names of the decks it will classify, once, before classifying', async () => {
    const completed: string[][] = [];
    const classifier = new DefinitionsDeckClassifier(
      store({ modern: new Map([['Lightning Bolt', 'Burn']]) }),
      classifyByKeyCard,
      async (keys, names) => {
        completed.push([...names]);
        return new Map([...keys, ['Lava Spike', 'Burn']]);
      },
    );
    const classify = await classifier.forFormat('modern', ['Lava Spike']);
    expect(classify!(deck('Lava Spike')).archetype).toBe('Burn');
    expect(completed).toEqual([['Lava Spike']]);
  });

  it('answers null for a format without definitions', async () => {
    const classifier = new DefinitionsDeckClassifier(store({}), classifyByKeyCard);
    expect(await classifier.forFormat('pioneer', [])).toBeNull();
  });
});
