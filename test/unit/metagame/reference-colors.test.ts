import { describe, expect, it } from 'vitest';
import { deckColors, referenceColorsFor, withReferenceColors, type DefinitionSet } from '@metagame/core';
import { FixedCardColors } from '../../fakes/metagame/fixed-card-colors.js';
import { COLOR_REFERENCE } from '../../contracts/metagame/card-color-source.contract.js';

/** The shared file calls Lightning Bolt white; the format's overrides call Dismember green. */
const tables = {
  lands: new Map([['Mountain', 'R']]),
  nonLands: new Map([
    ['Lightning Bolt', 'W'],
    ['Dismember', 'G'],
  ]),
};
const overridden: ReadonlySet<string> = new Set(['Dismember']);
const none: ReadonlySet<string> = new Set();
const board = (...names: string[]) => ({ mainboard: names.map((name) => ({ count: 1, name })), sideboard: [] });

describe('colours from the card reference', () => {
  const cards = (names: string[]) => new FixedCardColors(COLOR_REFERENCE).cardsNamed(names);

  it('gives a land its identity and a spell its colours, a split card every face’s', async () => {
    const colored = withReferenceColors(tables, await cards(['Hallowed Fountain', 'Fire // Ice']), none);
    expect(colored.lands.get('Hallowed Fountain')).toBe('WU');
    expect(colored.nonLands.get('Fire // Ice')).toBe('UR');
    expect(deckColors(board('Hallowed Fountain', 'Fire // Ice'), colored)).toBe('U');
  });

  it('leaves a Phyrexian symbol out: any deck casts Dismember, so it supplies no black', async () => {
    const colored = withReferenceColors(tables, await cards(['Dismember']), none);
    expect(colored.nonLands.get('Dismember')).toBe('C');
  });

  it('gives a double-faced card its front face’s colours, as the rules colour it', async () => {
    const colored = withReferenceColors(tables, await cards(['Valki, God of Lies']), none);
    expect(colored.nonLands.get('Valki, God of Lies')).toBe('B');
  });

  it('counts a colourless card’s coloured cost: a devoid spell still needs its mana', async () => {
    const colored = withReferenceColors(tables, await cards(['Eldrazi Obligator']), none);
    expect(colored.nonLands.get('Eldrazi Obligator')).toBe('R');
  });

  it('counts a flashback cost’s colours: Lingering Souls is white and black', async () => {
    const colored = withReferenceColors(tables, await cards(['Lingering Souls']), none);
    expect(colored.nonLands.get('Lingering Souls')).toBe('WB');
  });

  it('takes the reference’s colour over the shared file’s, and a format override over the reference’s', async () => {
    const colored = withReferenceColors(tables, await cards(['Lightning Bolt', 'Dismember']), overridden);
    expect(colored.nonLands.get('Lightning Bolt')).toBe('R');
    expect(colored.nonLands.get('Dismember')).toBe('G');
  });

  it('replaces only the entry of the table the card’s type selects: a card both list feeds both', async () => {
    const both = { lands: new Map([['Hallowed Fountain', 'G']]), nonLands: new Map([['Hallowed Fountain', 'G']]) };
    const colored = withReferenceColors(both, await cards(['Hallowed Fountain']), none);
    expect(colored.lands.get('Hallowed Fountain')).toBe('WU');
    expect(colored.nonLands.get('Hallowed Fountain')).toBe('G');
  });

  it('asks the reference once per name but never about an overridden one, and answers the same set while nothing new is learnt', async () => {
    const asked: string[][] = [];
    const source = new FixedCardColors(COLOR_REFERENCE);
    const definitions: DefinitionSet = {
      format: 'modern',
      archetypes: [],
      fallbacks: [],
      colors: tables,
      overriddenCards: overridden,
    };
    const complete = referenceColorsFor(
      {
        cardsNamed: (names) => {
          asked.push([...names]);
          return source.cardsNamed(names);
        },
      },
      definitions,
    );
    const first = await complete(['Mountain', 'Dismember', 'Lightning Bolt', 'Not A Card']);
    expect(asked).toEqual([['Mountain', 'Lightning Bolt', 'Not A Card']]);
    expect(first.colors.nonLands.get('Lightning Bolt')).toBe('R');
    expect(first.colors.nonLands.get('Dismember')).toBe('G');
    expect(await complete(['Dismember', 'Not A Card', 'Mountain'])).toBe(first);
    expect(asked).toHaveLength(1);
    expect(await complete(['Nothing Either'])).toBe(first);
  });
});
