import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeckToClassify } from '@metagame/core';
import { deck } from '../../fakes/metagame/definition-builder.js';
import { nextId, type ArchetypesHarness } from './archetypes.harness.js';

/** What every DeckArchetypeRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function deckArchetypeRepoContract(make: () => Promise<ArchetypesHarness>): void {
  let h: ArchetypesHarness;
  const ids: string[] = [];
  beforeAll(async () => {
    h = await make();
    for (let i = 0; i < 5; i++) {
      ids.push(nextId('d000'));
      await h.addDeck(
        ids[i] as string,
        'modern',
        deck(
          [
            [4, `Card ${i}`],
            [1, 'Troll of Khazad-dûm'],
          ],
          [[2, 'Fire // Ice']],
        ),
      );
    }
    await h.addDeck(nextId('d000'), 'pioneer', deck(['Other']));
  });
  afterAll(async () => h.close());

  const allPages = async (limit: number) => {
    const seen: DeckToClassify[] = [];
    for (let after: string | null = null; ;) {
      const page = await h.decks.pageOfFormat('modern', after, limit);
      if (page.length === 0) return seen;
      seen.push(...page);
      after = page.at(-1)?.id ?? null;
    }
  };

  describe('DeckArchetypeRepo contract', () => {
    it('counts the decks of a format only', async () => {
      expect(await h.decks.countOfFormat('modern')).toBe(5);
      expect(await h.decks.countOfFormat('legacy')).toBe(0);
    });

    it('pages through a format’s decks in id order, with their boards as published', async () => {
      const seen = await allPages(2);
      expect(seen.map((d) => d.id)).toEqual(ids);
      expect(seen[1]?.current).toBeNull();
      expect(seen[1]?.cards).toEqual({
        mainboard: [
          { count: 4, name: 'Card 1' },
          { count: 1, name: 'Troll of Khazad-dûm' },
        ],
        sideboard: [{ count: 2, name: 'Fire // Ice' }],
      });
    });

    it('writes labels and keeps an override across them; the effective archetype is the override', async () => {
      const [first, second] = ids as [string, string];
      await h.decks.saveClassifications([
        { id: first, classification: { archetype: 'Burn', match: 'rule', colors: 'R' } },
      ]);
      expect(await h.decks.setOverride(first, 'Boros Burn')).toEqual({
        deckId: first,
        format: 'modern',
        classified: 'Burn',
        match: 'rule',
        override: 'Boros Burn',
        effective: 'Boros Burn',
      });
      await h.decks.saveClassifications([
        { id: first, classification: { archetype: 'Izzet Control', match: 'fallback', colors: 'UR' } },
        { id: second, classification: { archetype: 'Unknown', match: 'unknown', colors: 'C' } },
      ]);
      expect(await h.decks.setOverride(first, null)).toMatchObject({
        classified: 'Izzet Control',
        match: 'fallback',
        override: null,
        effective: 'Izzet Control',
      });
      expect(await h.decks.setOverride(second, 'Mystery')).toMatchObject({
        classified: 'Unknown',
        match: 'unknown',
        effective: 'Mystery',
      });
    });

    it('pages each deck with the labels it carries now', async () => {
      const [, , third] = ids as [string, string, string];
      await h.decks.saveClassifications([
        { id: third, classification: { archetype: 'Mono Red Aggro', match: 'fallback', colors: 'R' } },
      ]);
      const page = await h.decks.pageOfFormat('modern', ids[1] as string, 1);
      expect(page.map((d) => d.current)).toEqual([{ archetype: 'Mono Red Aggro', match: 'fallback', colors: 'R' }]);
    });

    it('answers null when overriding a deck that is not there', async () => {
      expect(await h.decks.setOverride(nextId('d000'), 'X')).toBeNull();
    });

    it('writes a page of thousands of labels at once', async () => {
      const rows = ids.flatMap((id) =>
        Array.from({ length: 500 }, () => ({
          id,
          classification: { archetype: 'Many', match: 'rule' as const, colors: 'C' },
        })),
      );
      await h.decks.saveClassifications(rows);
      expect((await h.decks.setOverride(ids[4] as string, null))?.classified).toBe('Many');
    });
  });
}
