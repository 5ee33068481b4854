import type { CardEntry, ColorTables, PublicDeckCards } from './definition-set.js';

const WUBRG = ['W', 'U', 'B', 'R', 'G'] as const;
/** Colour code → bit set over WUBRG; codes are few (at most 32 plus `C`), so each is read once. */
const MASKS = new Map<string, number>();

function maskOf(code: string): number {
  let mask = MASKS.get(code);
  if (mask === undefined) {
    mask = 0;
    for (const [bit, letter] of WUBRG.entries()) if (code.includes(letter)) mask |= 1 << bit;
    MASKS.set(code, mask);
  }
  return mask;
}

/** Both tables as one lookup (land bits low, non-land bits shifted by 5): one probe per entry, not two. */
const COMBINED = new WeakMap<ColorTables, Map<string, number>>();

function combined(tables: ColorTables): Map<string, number> {
  let lookup = COMBINED.get(tables);
  if (lookup === undefined) {
    lookup = new Map();
    for (const [name, code] of tables.lands) lookup.set(name, maskOf(code));
    for (const [name, code] of tables.nonLands) lookup.set(name, (lookup.get(name) ?? 0) | (maskOf(code) << 5));
    COMBINED.set(tables, lookup);
  }
  return lookup;
}

/**
 * A deck's colours: a colour counts when some listed land and some listed non-land of the deck
 * (mainboard and sideboard alike) both supply it. Cards in neither table (fetch lands, colourless
 * cards) supply nothing. No colour gives `C`.
 */
export function deckColors(deck: PublicDeckCards, tables: ColorTables): string {
  const lookup = combined(tables);
  const supplied = boardMask(deck.mainboard, lookup) | boardMask(deck.sideboard, lookup);
  const both = supplied & (supplied >> 5) & 0b11111;
  const colors = WUBRG.filter((_, bit) => (both & (1 << bit)) !== 0).join('');
  return colors === '' ? 'C' : colors;
}

function boardMask(entries: readonly CardEntry[], lookup: ReadonlyMap<string, number>): number {
  let mask = 0;
  for (const entry of entries) if (entry.count > 0) mask |= lookup.get(entry.name) ?? 0;
  return mask;
}
