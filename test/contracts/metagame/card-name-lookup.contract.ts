import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardNameLookup } from '@metagame/core';

/** The card reference every harness holds: a split card, two double-faced cards, accents. */
export const REFERENCE = [
  'Fire // Ice',
  'Delver of Secrets // Insectile Aberration',
  'Bonecrusher Giant // Stomp',
  'Lórien Revealed',
  'Lightning Bolt',
];

export interface CardNameLookupHarness {
  readonly lookup: CardNameLookup;
  close(): Promise<void>;
}

/** What every CardNameLookup must do, run against the fake, SQLite and PostgreSQL alike. */
export function cardNameLookupContract(make: () => Promise<CardNameLookupHarness>): void {
  let h: CardNameLookupHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('CardNameLookup contract', () => {
    it('knows a card by its full name, and a split or double-faced card by each face', async () => {
      const names = ['Fire // Ice', 'Fire', 'Ice', 'Delver of Secrets', 'Insectile Aberration', 'Stomp'];
      expect(await h.lookup.unknownNames(names)).toEqual([]);
    });

    it('ignores case, accents and punctuation as the card search does', async () => {
      expect(await h.lookup.unknownNames(['Lorien Revealed', 'LIGHTNING BOLT', 'Fire//Ice'])).toEqual([]);
    });

    it('answers the names matching no card, as given and in order, each time it is asked', async () => {
      const names = ['Not A Card', 'Lightning Bolt', 'Fire // Nope', 'Not A Card'];
      expect(await h.lookup.unknownNames(names)).toEqual(['Not A Card', 'Fire // Nope', 'Not A Card']);
      expect(await h.lookup.unknownNames(names)).toEqual(['Not A Card', 'Fire // Nope', 'Not A Card']);
    });

    it('answers nothing for no names', async () => {
      expect(await h.lookup.unknownNames([])).toEqual([]);
    });
  });
}
