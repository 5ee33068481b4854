import { describe, expect, it } from 'vitest';
import { deckColors, referenceColorsFor, withReferenceColors, type DefinitionSet } from '@metagame/core';
import { FixedCardColors } from '../../fakes/metagame/fixed-card-colors.js';
import { COLOR_REFERENCE } from '../../contracts/metagame/card-color-source.contract.js';

const tables = { lands: new Map([['Mountain', 'R']]), nonLands: new Map([['Lightning Bolt', 'W']]) };
const board = (...names: string[]) => ({ mainboard: names.map((name) => ({ count: 1, name })), sideboard: [] });

describe('colours from the card reference', () => {
  const cards = (names: string[]) => new FixedCardColors(COLOR_REFERENCE).cardsNamed(names);

  it('gives a land its identity and a spell its colours, a split card every face’s', async () => {
    const colored = withReferenceColors(tables, await cards(['Hallowed Fountain', 'Fire // Ice']));
    expect(colored.lands.get('Hallowed Fountain')).toBe('WU');
    expect(colored.nonLands.get('Fire // Ice')).toBe('UR');
    expect(deckColors(board('Hallowed Fountain', 'Fire // Ice'), colored)).toBe('U');
  });

  it('leaves a Phyrexian symbol out: any deck casts Dismember, so it supplies no black', async () => {
    const colored = withReferenceColors(tables, await cards(['Dismember']));
    expect(colored.nonLands.get('Dismember')).toBe('C');
  });

  it('gives a double-faced card its front face’s colours, as the rules colour it', async () => {
    const colored = withReferenceColors(tables, await cards(['Valki, God of Lies']));
    expect(colored.nonLands.get('Valki, God of Lies')).toBe('B');
  });

  it('counts a colourless card’s coloured cost: a devoid spell still needs its mana', async () => {
    const colored = withReferenceColors(tables, await cards(['Eldrazi Obligator']));
    expect(colored.nonLands.get('Eldrazi Obligator')).toBe('R');
  });

  it('counts a flashback cost’s colours: Lingering Souls is white and black', async () => {
    const colored = withReferenceColors(tables, await cards(['Lingering Souls']));
    expect(colored.nonLands.get('Lingering Souls')).toBe('WB');
  });

  it('keeps the colour of a card the tables list, whatever the reference says', async () => {
    const colored = withReferenceColors(tables, await cards(['Lightning Bolt']));
    expect(colored.nonLands.get('Lightning Bolt')).toBe('W');
  });

  it('asks the reference once per name, and answers the same set while nothing new is learnt', async () => {
    const asked: string[][] = [];
    const source = new FixedCardColors(COLOR_REFERENCE);
    const definitions = { format: 'modern', archetypes: [], fallbacks: [], colors: tables } as DefinitionSet;
    const complete = referenceColorsFor(
      {
        cardsNamed: (names) => {
          asked.push([...names]);
          return source.cardsNamed(names);
        },
      },
      definitions,
    );
    const first = await complete(['Mountain', 'Dismember', 'Not A Card']);
    expect(asked).toEqual([['Dismember', 'Not A Card']]);
    expect(await complete(['Dismember', 'Not A Card', 'Mountain'])).toBe(first);
    expect(asked).toHaveLength(1);
    expect(await complete(['Nothing Either'])).toBe(first);
  });
});
