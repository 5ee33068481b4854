import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  classifyDeck,
  parseDefinitionFiles,
  type DefinitionFile,
  type DefinitionSet,
  type PublicDeckCards,
} from '@metagame/core';

/**
 * The community's real definitions and real published decks, read from METAGAME_REAL_META_DIR (the
 * folder holding formatdata-*\/ and tournaments/); skipped without it. Expected labels were checked
 * by hand against the definition files.
 */
const dir = process.env.METAGAME_REAL_META_DIR;

function definitions(release: string, format: string): DefinitionSet {
  const root = join(dir as string, release, 'Formats');
  const files: DefinitionFile[] = [
    { path: 'card_colors.json', text: readFileSync(join(root, 'card_colors.json'), 'utf8') },
  ];
  for (const sub of ['Archetypes', 'Fallbacks']) {
    for (const name of readdirSync(join(root, format, sub)).sort()) {
      files.push({ path: `${sub}/${name}`, text: readFileSync(join(root, format, sub, name), 'utf8') });
    }
  }
  files.push({ path: 'color_overrides.json', text: readFileSync(join(root, format, 'color_overrides.json'), 'utf8') });
  const parsed = parseDefinitionFiles(format.toLowerCase(), files);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.problems.slice(0, 3)));
  return parsed.definitions;
}

type RawEntry = { Count: number; CardName: string };
type RawDeck = { Player: string; Mainboard: RawEntry[]; Sideboard: RawEntry[] | null };
const cards = (deck: RawDeck): PublicDeckCards => ({
  mainboard: deck.Mainboard.map((e) => ({ count: e.Count, name: e.CardName })),
  sideboard: (deck.Sideboard ?? []).map((e) => ({ count: e.Count, name: e.CardName })),
});
const walk = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => walk(join(path, name))) : [path];
const decksOf = (slug: string): RawDeck[] =>
  walk(join(dir as string, 'tournaments'))
    .filter((file) => file.includes(slug))
    .flatMap((file) => (JSON.parse(readFileSync(file, 'utf8')) as { Decks: RawDeck[] }).Decks);

describe.skipIf(!dir)('the community’s real definitions and decks', () => {
  it.each([
    ['formatdata-2024-05', 'Modern', 112, 6],
    ['formatdata-2024-05', 'Pioneer', 69, 6],
    ['formatdata-2025-11', 'Modern', 129, 8],
    ['formatdata-2025-11', 'Pioneer', 78, 6],
  ])(
    '%s %s parses whole (BOM, CRLF, trailing commas, spaces in names): %i archetypes, %i fallbacks',
    (release, format, archetypes, fallbacks) => {
      const set = definitions(release, format);
      expect([set.archetypes.length, set.fallbacks.length]).toEqual([archetypes, fallbacks]);
    },
  );

  it('labels hand-checked decks of the 2024-05-24 Modern Challenge as the rules of their day say', () => {
    const modern = definitions('formatdata-2024-05', 'Modern');
    const byPlayer = new Map(
      decksOf('modern-challenge-32-2024-05-24').map((deck) => [deck.Player, classifyDeck(cards(deck), modern)]),
    );
    expect(byPlayer.get('Lord_Beerus')).toEqual({ archetype: 'Living End', match: 'rule', colors: 'WUG' });
    expect(byPlayer.get('yPrincipe')).toEqual({ archetype: 'Amulet Titan', match: 'rule', colors: 'RG' });
    // Aggro matches and both its Burn and Prowess variants do: two matches.
    expect(byPlayer.get('Bosseidon')).toEqual({ archetype: 'Conflict(Burn,Prowess)', match: 'rule', colors: 'WR' });
    // No rule matches; the midrange fallback is named by the deck's colours.
    expect(byPlayer.get('Oppa')).toEqual({ archetype: 'Jund Midrange', match: 'fallback', colors: 'BRG' });
  });

  it('puts every Modern deck with Living End and a cycler in Living End', () => {
    const modern = definitions('formatdata-2024-05', 'Modern');
    const livingEnd = decksOf('modern-').filter((deck) => {
      const main = deck.Mainboard.map((e) => e.CardName);
      return main.includes('Living End') && (main.includes('Street Wraith') || main.includes('Desert Cerodon'));
    });
    expect(livingEnd.length).toBeGreaterThan(20);
    for (const deck of livingEnd) expect(classifyDeck(cards(deck), modern).archetype).toMatch(/Living End/);
  });

  it('classifies most Modern decks by rule, and newer definitions move some decks', () => {
    const decks = decksOf('modern-').map(cards);
    const old = definitions('formatdata-2024-05', 'Modern');
    const latest = definitions('formatdata-2025-11', 'Modern');
    const labelled = decks.map((deck) => [classifyDeck(deck, old), classifyDeck(deck, latest)] as const);
    expect(labelled.filter(([then]) => then.match === 'rule').length / decks.length).toBeGreaterThan(0.85);
    expect(labelled.filter(([then, now]) => then.archetype !== now.archetype).length).toBeGreaterThan(0);
  });
});
