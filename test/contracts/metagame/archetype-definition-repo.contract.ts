import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredDefinitionSet } from '@metagame/core';
import { at, nextId, type ArchetypesHarness } from './archetypes.harness.js';

const archetypeFile = (name: string) => ({
  path: `Archetypes/${name}.json`,
  text: `{ "Name": "${name}", "Conditions": [ { "Type": "InMainboard", "Cards": ["Lórien Revealed", "Fire // Ice"] }, ], }\r\n`,
});

const aSet = (format: string, minutes: number, names: string[]): StoredDefinitionSet => ({
  id: nextId('a000'),
  format,
  importedAt: at(minutes),
  files: names.map(archetypeFile),
  archetypeCount: names.length,
  fallbackCount: 0,
});

/** What every ArchetypeDefinitionRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function archetypeDefinitionRepoContract(make: () => Promise<ArchetypesHarness>): void {
  let h: ArchetypesHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('ArchetypeDefinitionRepo contract', () => {
    it('answers null for a format without definitions', async () => {
      expect(await h.definitions.current('vintage')).toBeNull();
      expect(await h.definitions.currentFiles('vintage')).toBeNull();
    });

    it('reads back the files of a set parsed, exactly as imported (CRLF, trailing commas, accents)', async () => {
      await h.definitions.save(aSet('modern', 0, ['Burn']));
      expect(await h.definitions.currentFiles('modern')).toEqual([archetypeFile('Burn')]);
      const current = await h.definitions.current('modern');
      expect(current?.archetypes).toEqual([
        {
          name: 'Burn',
          includeColorInName: false,
          conditions: [{ type: 'InMainboard', cards: ['Lórien Revealed', 'Fire // Ice'] }],
          variants: [],
        },
      ]);
    });

    it('makes the newest set of a format its current one, and keeps formats apart', async () => {
      await h.definitions.save(aSet('pioneer', 0, ['Old']));
      await h.definitions.save(aSet('pioneer', 5, ['New', 'Newer']));
      await h.definitions.save(aSet('legacy', 9, ['Other']));
      expect((await h.definitions.current('pioneer'))?.archetypes.map((a) => a.name)).toEqual(['New', 'Newer']);
      expect(await h.definitions.currentFiles('pioneer')).toEqual(['New', 'Newer'].map(archetypeFile));
    });

    it('makes the set saved last current even when the clock did not move', async () => {
      const later = { ...aSet('standard', 0, ['Second']), id: nextId('0000') };
      await h.definitions.save(aSet('standard', 0, ['First']));
      await h.definitions.save(later);
      expect((await h.definitions.current('standard'))?.archetypes.map((a) => a.name)).toEqual(['Second']);
    });
  });
}
