import { createHash } from 'node:crypto';
import { collectorNumberSortKey, colorMask, RARITY_RANK, searchKey, type Card } from '@metagame/core';
import type { BulkColumn } from '../runner/bulk-insert.js';
import { legalFormatMask } from './legal-format-bits.js';
import { typeWordMask } from './type-word-bits.js';

/** The columns `card_search` and its staging twin share, in table order. */
export const SEARCH_COLUMNS = [
  'uuid',
  'name',
  'name_key',
  'face_key',
  'set_code',
  'number',
  'number_sort',
  'side',
  'is_token',
  'layout',
  'colors',
  'color_count',
  'identity',
  'identity_count',
  'mana_value',
  'rarity',
  'legal_mask',
  'scryfall_id',
  'row_hash',
  'type_mask',
] as const;
/** Staging also carries the words the full-text indexes are built from. */
export const SEARCH_STAGING_COLUMNS = [...SEARCH_COLUMNS, 'name_words', 'type_words', 'text_words'] as const;

const INTEGER_COLUMNS = new Set([
  'colors',
  'color_count',
  'identity',
  'identity_count',
  'rarity',
  'legal_mask',
  'type_mask',
]);
export const SEARCH_STAGING_BULK: BulkColumn[] = SEARCH_STAGING_COLUMNS.map((name) =>
  name === 'is_token'
    ? { name, pgType: 'bool' }
    : name === 'mana_value'
      ? { name, pgType: 'float8' }
      : INTEGER_COLUMNS.has(name)
        ? { name, pgType: 'int' }
        : { name, pgType: 'text' },
);

const popcount = (mask: number) =>
  (mask & 1) + ((mask >> 1) & 1) + ((mask >> 2) & 1) + ((mask >> 3) & 1) + ((mask >> 4) & 1);

/**
 * A card's search row (SEARCH_STAGING_COLUMNS order): search keys of its names, its type line and
 * rules text as words, the filterable values, and a hash of everything published so that a publish
 * rewrites only the rows that changed (the daily catalogue differs from yesterday's in a few rows).
 */
export function searchRow(card: Card): unknown[] {
  const colors = colorMask(card.colors);
  const identity = colorMask(card.colorIdentity);
  const published = [
    card.uuid,
    card.name,
    searchKey(card.name),
    card.faceName === null ? null : searchKey(card.faceName),
    card.setCode,
    card.number,
    collectorNumberSortKey(card.number),
    card.side,
    card.isToken,
    card.layout,
    colors,
    popcount(colors),
    identity,
    popcount(identity),
    card.manaValue,
    card.rarity === null ? null : (RARITY_RANK[card.rarity] ?? null),
    legalFormatMask(card.legalities),
    card.identifiers.scryfallId?.toLowerCase() ?? null,
  ];
  const words = [
    searchKey(`${card.name} ${card.faceName ?? ''}`),
    searchKey(card.type ?? ''),
    searchKey(card.text ?? ''),
  ];
  const hash = createHash('sha1')
    .update(JSON.stringify([published, words]))
    .digest('base64url');
  // The type bits follow from the words the hash covers (so m0018, which added them, left the hashes as they were).
  return [...published, hash, typeWordMask(words[1]!), ...words];
}
