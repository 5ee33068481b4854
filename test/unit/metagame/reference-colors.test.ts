import { describe, expect, it } from 'vitest';
import {
  deckColors,
  keptReferenceColors,
  referenceColorsFor,
  withReferenceColors,
  type CardColorSource,
  type DefinitionSet,
} from '@metagame/core';
import { ControllableClock } from '@metagame/testkit';
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

  it('answers the same tables when the reference agrees with every entry it would replace', async () => {
    expect(withReferenceColors(tables, await cards(['Mountain', 'Dismember']), overridden)).toBe(tables);
    expect(withReferenceColors(tables, await cards(['Mountain', 'Lightning Bolt']), none)).not.toBe(tables);
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

  describe('kept across imports', () => {
    const definitions: DefinitionSet = {
      format: 'modern',
      archetypes: [],
      fallbacks: [],
      colors: tables,
      overriddenCards: overridden,
    };
    /** The fixed reference, recording each batch it is asked; `failNext` makes the next lookup throw. */
    const countingSource = () => {
      const fixed = new FixedCardColors(COLOR_REFERENCE);
      const source = {
        asked: [] as string[][],
        failNext: false,
        cardsNamed(names: readonly string[]) {
          source.asked.push([...names]);
          if (source.failNext) {
            source.failNext = false;
            return Promise.reject(new Error('the reference is down'));
          }
          return fixed.cardsNamed(names);
        },
      };
      return source satisfies CardColorSource;
    };

    it('asks about a name once for every import of the same definitions, and again once the time kept is up', async () => {
      const source = countingSource();
      const clock = new ControllableClock();
      const colors = keptReferenceColors(source, clock, 60_000);
      await colors(definitions, ['Lightning Bolt', 'Mountain']);
      const second = await colors(definitions, ['Lightning Bolt', 'Hallowed Fountain']);
      expect(source.asked).toEqual([['Lightning Bolt', 'Mountain'], ['Hallowed Fountain']]);
      expect(second.colors.lands.get('Hallowed Fountain')).toBe('WU');
      clock.advance({ seconds: 60 });
      await colors(definitions, ['Lightning Bolt']);
      expect(source.asked.at(-1)).toEqual(['Lightning Bolt']);
      await colors({ ...definitions }, ['Lightning Bolt']);
      expect(source.asked).toHaveLength(4);
    });

    it('never answers before the names an earlier call is still asking about are learnt', async () => {
      const fixed = new FixedCardColors(COLOR_REFERENCE);
      let release = () => {};
      const slow: CardColorSource = {
        cardsNamed: (names) => new Promise((resolve) => (release = () => resolve(fixed.cardsNamed(names)))),
      };
      const complete = referenceColorsFor(slow, definitions);
      const first = complete(['Lightning Bolt']);
      const second = complete(['Lightning Bolt']);
      await Promise.resolve();
      release();
      expect((await second).colors.nonLands.get('Lightning Bolt')).toBe('R');
      expect(await first).toBe(await second);
    });

    it('asks again about the names of a lookup that failed', async () => {
      const source = countingSource();
      const complete = referenceColorsFor(source, definitions);
      source.failNext = true;
      await expect(complete(['Lightning Bolt'])).rejects.toThrow('the reference is down');
      expect((await complete(['Lightning Bolt'])).colors.nonLands.get('Lightning Bolt')).toBe('R');
      expect(source.asked).toEqual([['Lightning Bolt'], ['Lightning Bolt']]);
    });
  });
});
