import type { DeckEntry, DeckSections, FetchedDeck } from '@metagame/core';
import { asQuantity, asString, isRecord } from './fetch-upstream-json.js';

type Zone = keyof DeckSections | 'none';

/**
 * Reads an Archidekt deck, whose boards are marked by its cards' categories. Boards are
 * category names: Commander → command zone, Maybeboard → dropped, Sideboard → sideboard (by name,
 * since its includedInDeck flag is true), a card whose first category is excluded from the deck →
 * dropped (like Maybeboard; our policy), anything else → main deck. Deleted entries are skipped.
 */
export function mapArchidektDeck(body: unknown): FetchedDeck | null {
  if (!isRecord(body) || !Array.isArray(body.cards)) return null;
  const excluded = excludedCategories(body.categories);
  const sections: Record<keyof DeckSections, DeckEntry[]> = { commanders: [], companions: [], main: [], sideboard: [] };
  for (const entry of body.cards) {
    if (!isRecord(entry) || !isRecord(entry.card)) return null;
    if (entry.deletedAt !== undefined && entry.deletedAt !== null) continue;
    const quantity = asQuantity(entry.quantity);
    const oracle = isRecord(entry.card.oracleCard) ? entry.card.oracleCard : {};
    const name = asString(oracle.name) ?? asString(entry.card.displayName);
    if (quantity === undefined || !name) return null;
    const categories = Array.isArray(entry.categories)
      ? entry.categories.filter((c): c is string => typeof c === 'string')
      : [];
    const zone = zoneOf(categories, excluded);
    if (zone !== 'none') sections[zone].push({ quantity, name });
  }
  return { name: asString(body.name) ?? 'Imported deck', sections };
}

function zoneOf(categories: readonly string[], excluded: ReadonlySet<string>): Zone {
  const lower = categories.map((c) => c.toLowerCase());
  if (lower.includes('commander')) return 'commanders';
  if (lower.includes('maybeboard')) return 'none';
  if (lower[0] !== undefined && excluded.has(lower[0])) return 'none';
  if (lower.includes('sideboard')) return 'sideboard';
  return 'main';
}

/** Lower-cased names of the deck's categories flagged includedInDeck: false. */
function excludedCategories(categories: unknown): Set<string> {
  const names = new Set<string>();
  if (!Array.isArray(categories)) return names;
  for (const category of categories) {
    if (isRecord(category) && category.includedInDeck === false) {
      const name = asString(category.name);
      if (name) names.add(name.toLowerCase());
    }
  }
  return names;
}
