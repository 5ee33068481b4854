import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDefinitionFiles, withReferenceColors, type ColorTables, type ReferenceCard } from '@metagame/core';

/**
 * The card reference's colour of a card replaces the community's shared colour file's, so the two
 * must agree wherever both know the card, or a deck's colours would move with the reference alone.
 * Read from real files outside the repository, skipped without either folder: METAGAME_REAL_META_DIR
 * (the folder holding formatdata-*\/) and METAGAME_REAL_MTGJSON_DIR (MTGJSON set files, in it or in
 * its subfolders).
 */
const metaDir = process.env.METAGAME_REAL_META_DIR;
const mtgjsonDir = process.env.METAGAME_REAL_MTGJSON_DIR;

type MtgjsonCard = {
  name: string;
  faceName?: string;
  side?: string;
  layout: string;
  types: string[];
  colors: string[];
  colorIdentity: string[];
  manaCost?: string;
  text?: string;
};

const walk = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path];

/** The cards of every MTGJSON set file (`{ meta, data: { cards } }`) under `dir`; other JSON files are passed over. */
function mtgjsonCards(dir: string): MtgjsonCard[] {
  return walk(dir)
    .filter((file) => file.endsWith('.json'))
    .flatMap((file) => {
      const json = JSON.parse(readFileSync(file, 'utf8')) as { meta?: unknown; data?: { cards?: unknown } };
      return json.meta !== undefined && Array.isArray(json.data?.cards) ? (json.data.cards as MtgjsonCard[]) : [];
    });
}

/**
 * ReferenceCards as the SQL card colour source builds them from the imported faces: one card per
 * full name, each side's first printing, faces in side order, the front face's types and layout; a card
 * answers to its full name (`Fire // Ice`) and to its front face's name.
 */
function referenceCards(cards: readonly MtgjsonCard[]): Map<string, ReferenceCard> {
  const sides = new Map<string, Map<string, MtgjsonCard>>();
  for (const card of cards) {
    const faces = sides.get(card.name) ?? new Map<string, MtgjsonCard>();
    if (!faces.has(card.side ?? 'a')) faces.set(card.side ?? 'a', card);
    sides.set(card.name, faces);
  }
  const byName = new Map<string, ReferenceCard>();
  for (const [name, faces] of sides) {
    const ordered = [...faces.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, face]) => face);
    const reference: ReferenceCard = {
      types: ordered[0]?.types ?? [],
      layout: ordered[0]?.layout ?? 'normal',
      faces: ordered.map((face) => ({
        colors: face.colors,
        colorIdentity: face.colorIdentity,
        manaCost: face.manaCost ?? null,
        text: face.text ?? null,
      })),
    };
    byName.set(name, reference);
    const front = ordered[0]?.faceName;
    if (front !== undefined && !byName.has(front)) byName.set(front, reference);
  }
  return byName;
}

/** The shared colour file alone, as the definitions parser reads it (a parse needs one archetype or fallback file). */
function sharedColors(release: string): ColorTables {
  const text = readFileSync(join(metaDir as string, release, 'Formats', 'card_colors.json'), 'utf8');
  const parsed = parseDefinitionFiles('modern', [
    { path: 'card_colors.json', text },
    { path: 'Fallbacks/None.json', text: '{ "Name": "None", "CommonCards": ["None"] }' },
  ]);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems.slice(0, 3)));
  return parsed.definitions.colors;
}

describe.skipIf(!metaDir || !mtgjsonDir)('the card reference’s colours against the shared colour file', () => {
  it('agree on every card both know, in the table the card’s type selects', () => {
    const shared = sharedColors('formatdata-2025-11');
    const none = { lands: new Map<string, string>(), nonLands: new Map<string, string>() };
    const derived = withReferenceColors(none, referenceCards(mtgjsonCards(mtgjsonDir as string)), new Set());
    const agreeing = { lands: 0, nonLands: 0 };
    const differing: string[] = [];
    for (const table of ['lands', 'nonLands'] as const) {
      for (const [name, code] of derived[table]) {
        const listed = shared[table].get(name);
        if (listed === undefined) continue;
        if (listed === code) agreeing[table] += 1;
        else differing.push(`${table} ${name}: file ${listed}, reference ${code}`);
      }
    }
    expect(differing).toEqual([]);
    expect(agreeing.lands).toBeGreaterThan(0);
    expect(agreeing.nonLands).toBeGreaterThan(0);
  });
});
