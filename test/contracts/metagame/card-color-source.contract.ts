import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardColorSource } from '@metagame/core';

/** One face of a printing, as the card reference keeps it. */
export interface FaceSeed {
  readonly name: string;
  readonly faceName: string | null;
  readonly side: string | null;
  readonly types: readonly string[];
  readonly colors: readonly string[];
  readonly colorIdentity: readonly string[];
  readonly manaCost: string | null;
  readonly isToken?: boolean;
}

const face = (name: string, types: string[], colors: string[], identity: string[], cost: string | null): FaceSeed => ({
  name,
  faceName: null,
  side: null,
  types,
  colors,
  colorIdentity: identity,
  manaCost: cost,
});

/** The reference every harness holds: a land, spells, a Phyrexian spell, a split card, a double-faced card, a token. */
export const COLOR_REFERENCE: readonly FaceSeed[] = [
  face('Hallowed Fountain', ['Land'], [], ['W', 'U'], null),
  face('Lightning Bolt', ['Instant'], ['R'], ['R'], '{R}'),
  face('Lightning Bolt', ['Instant'], ['R'], ['R'], '{R}'),
  face('Dismember', ['Instant'], ['B'], ['B'], '{1}{B/P}{B/P}'),
  { ...face('Fire // Ice', ['Instant'], ['R'], ['R', 'U'], '{1}{R}'), faceName: 'Fire', side: 'a' },
  { ...face('Fire // Ice', ['Instant'], ['U'], ['R', 'U'], '{1}{U}'), faceName: 'Ice', side: 'b' },
  {
    ...face('Delver of Secrets // Insectile Aberration', ['Creature'], ['U'], ['U'], '{U}'),
    faceName: 'Delver of Secrets',
    side: 'a',
  },
  {
    ...face('Delver of Secrets // Insectile Aberration', ['Creature'], ['U'], ['U'], null),
    faceName: 'Insectile Aberration',
    side: 'b',
  },
  { ...face('Goblin Token', ['Creature'], ['R'], ['R'], null), isToken: true },
];

export interface CardColorSourceHarness {
  readonly source: CardColorSource;
  close(): Promise<void>;
}

/** What every CardColorSource must do, run against the fake, SQLite and PostgreSQL alike. */
export function cardColorSourceContract(make: () => Promise<CardColorSourceHarness>): void {
  let h: CardColorSourceHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('CardColorSource contract', () => {
    it('gives a card’s types and each face’s colours, identity and cost, once however many printings', async () => {
      const cards = await h.source.cardsNamed(['Hallowed Fountain', 'Lightning Bolt', 'Dismember']);
      expect(cards.get('Hallowed Fountain')).toEqual({
        types: ['Land'],
        faces: [{ colors: [], colorIdentity: ['W', 'U'], manaCost: null }],
      });
      expect(cards.get('Lightning Bolt')).toEqual({
        types: ['Instant'],
        faces: [{ colors: ['R'], colorIdentity: ['R'], manaCost: '{R}' }],
      });
      expect(cards.get('Dismember')?.faces[0]?.manaCost).toBe('{1}{B/P}{B/P}');
    });

    it('answers a split or double-faced card under its full name and its front face’s, every face in order', async () => {
      const cards = await h.source.cardsNamed(['Fire // Ice', 'Delver of Secrets']);
      expect(cards.get('Fire // Ice')?.faces.map((f) => f.colors)).toEqual([['R'], ['U']]);
      expect(cards.get('Delver of Secrets')).toEqual({
        types: ['Creature'],
        faces: [
          { colors: ['U'], colorIdentity: ['U'], manaCost: '{U}' },
          { colors: ['U'], colorIdentity: ['U'], manaCost: null },
        ],
      });
    });

    it('keys answers by the name as given, ignores case, and leaves out unknown names and tokens', async () => {
      const cards = await h.source.cardsNamed(['LIGHTNING BOLT', 'Not A Card', 'Goblin Token']);
      expect([...cards.keys()]).toEqual(['LIGHTNING BOLT']);
    });
  });
}
