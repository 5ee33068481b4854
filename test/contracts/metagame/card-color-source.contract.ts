import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardColorSource } from '@metagame/core';

/** One face of a printing, as the card reference keeps it. */
export interface FaceSeed {
  readonly name: string;
  readonly faceName: string | null;
  readonly side: string | null;
  readonly layout: string;
  readonly types: readonly string[];
  readonly colors: readonly string[];
  readonly colorIdentity: readonly string[];
  readonly manaCost: string | null;
  readonly text: string | null;
  readonly isToken?: boolean;
}

/** A single-faced, non-token card of the reference, as the card data import files it. */
export const face = (
  name: string,
  types: string[],
  colors: string[],
  identity: string[],
  cost: string | null,
): FaceSeed => ({
  name,
  faceName: null,
  side: null,
  layout: 'normal',
  types,
  colors,
  colorIdentity: identity,
  manaCost: cost,
  text: null,
});

const LINGERING_SOULS_TEXT =
  'Create two 1/1 white Spirit creature tokens with flying.\nFlashback {1}{B} (You may cast this card from your graveyard for its flashback cost. Then exile it.)';

/**
 * The reference every harness holds: a land, spells, a Phyrexian spell, a flashback spell, a
 * colourless spell with a coloured cost (devoid), a split card, double-faced cards (one whose faces
 * differ in colour), a token.
 */
export const COLOR_REFERENCE: readonly FaceSeed[] = [
  face('Hallowed Fountain', ['Land'], [], ['W', 'U'], null),
  face('Lightning Bolt', ['Instant'], ['R'], ['R'], '{R}'),
  face('Lightning Bolt', ['Instant'], ['R'], ['R'], '{R}'),
  face('Dismember', ['Instant'], ['B'], ['B'], '{1}{B/P}{B/P}'),
  { ...face('Lingering Souls', ['Sorcery'], ['W'], ['W', 'B'], '{2}{W}'), text: LINGERING_SOULS_TEXT },
  face('Eldrazi Obligator', ['Creature'], [], ['R'], '{2}{R}'),
  { ...face('Fire // Ice', ['Instant'], ['R'], ['R', 'U'], '{1}{R}'), faceName: 'Fire', side: 'a', layout: 'split' },
  { ...face('Fire // Ice', ['Instant'], ['U'], ['R', 'U'], '{1}{U}'), faceName: 'Ice', side: 'b', layout: 'split' },
  {
    ...face('Delver of Secrets // Insectile Aberration', ['Creature'], ['U'], ['U'], '{U}'),
    faceName: 'Delver of Secrets',
    side: 'a',
    layout: 'transform',
  },
  {
    ...face('Delver of Secrets // Insectile Aberration', ['Creature'], ['U'], ['U'], null),
    faceName: 'Insectile Aberration',
    side: 'b',
    layout: 'transform',
  },
  {
    ...face('Valki, God of Lies // Tibalt, Cosmic Impostor', ['Creature'], ['B'], ['B', 'R'], '{1}{B}'),
    faceName: 'Valki, God of Lies',
    side: 'a',
    layout: 'modal_dfc',
  },
  {
    ...face('Valki, God of Lies // Tibalt, Cosmic Impostor', ['Planeswalker'], ['R'], ['B', 'R'], '{5}{R}{R}'),
    faceName: 'Tibalt, Cosmic Impostor',
    side: 'b',
    layout: 'modal_dfc',
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
    it('gives a card’s types, layout and each face’s colours, identity, cost and text, once however many printings', async () => {
      const cards = await h.source.cardsNamed(['Hallowed Fountain', 'Lightning Bolt', 'Dismember']);
      expect(cards.get('Hallowed Fountain')).toEqual({
        types: ['Land'],
        layout: 'normal',
        faces: [{ colors: [], colorIdentity: ['W', 'U'], manaCost: null, text: null }],
      });
      expect(cards.get('Lightning Bolt')).toEqual({
        types: ['Instant'],
        layout: 'normal',
        faces: [{ colors: ['R'], colorIdentity: ['R'], manaCost: '{R}', text: null }],
      });
      expect(cards.get('Dismember')?.faces[0]?.manaCost).toBe('{1}{B/P}{B/P}');
    });

    it('gives a face’s rules text whole, where a flashback cost is written', async () => {
      const cards = await h.source.cardsNamed(['Lingering Souls']);
      expect(cards.get('Lingering Souls')).toEqual({
        types: ['Sorcery'],
        layout: 'normal',
        faces: [{ colors: ['W'], colorIdentity: ['W', 'B'], manaCost: '{2}{W}', text: LINGERING_SOULS_TEXT }],
      });
    });

    it('answers a split or double-faced card under its full name and its front face’s, every face in order', async () => {
      const cards = await h.source.cardsNamed(['Fire // Ice', 'Delver of Secrets']);
      expect(cards.get('Fire // Ice')?.faces.map((f) => f.colors)).toEqual([['R'], ['U']]);
      expect(cards.get('Fire // Ice')?.layout).toBe('split');
      expect(cards.get('Delver of Secrets')).toEqual({
        types: ['Creature'],
        layout: 'transform',
        faces: [
          { colors: ['U'], colorIdentity: ['U'], manaCost: '{U}', text: null },
          { colors: ['U'], colorIdentity: ['U'], manaCost: null, text: null },
        ],
      });
    });

    it('does not answer to a back face’s name: the card is not played under it, and its colours are the front’s', async () => {
      const cards = await h.source.cardsNamed(['Tibalt, Cosmic Impostor', 'Valki, God of Lies']);
      expect([...cards.keys()]).toEqual(['Valki, God of Lies']);
    });

    it('keys answers by the name as given, ignores case, and leaves out unknown names and tokens', async () => {
      const cards = await h.source.cardsNamed(['LIGHTNING BOLT', 'Not A Card', 'Goblin Token']);
      expect([...cards.keys()]).toEqual(['LIGHTNING BOLT']);
    });
  });
}
