/**
 * A parsed card search (a subset of Scryfall's syntax, docs/card-search.md): what the adapter
 * compiles to SQL. Every leaf is matched against one stored face of a printing.
 */
export type CardQuery =
  | { readonly kind: 'and'; readonly operands: readonly CardQuery[] }
  | { readonly kind: 'or'; readonly operands: readonly CardQuery[] }
  | { readonly kind: 'not'; readonly operand: CardQuery }
  /** Words of the name, type line or rules text, in this order, each matched as the start of a word (search keys). */
  | { readonly kind: 'words'; readonly field: WordField; readonly words: readonly string[] }
  /** Colours (or colour identity) as a WUBRG bit mask compared as sets: `>=` holds at least, `<=` at most. */
  | { readonly kind: 'colors'; readonly field: ColorField; readonly op: Comparison; readonly mask: number }
  | { readonly kind: 'colorCount'; readonly field: ColorField; readonly op: Comparison; readonly count: number }
  | { readonly kind: 'number'; readonly field: NumberField; readonly op: Comparison; readonly value: number }
  | { readonly kind: 'set'; readonly code: string }
  | { readonly kind: 'legal'; readonly format: string }
  | { readonly kind: 'is'; readonly what: IsKind };

export type WordField = 'name' | 'type' | 'oracle';
export type ColorField = 'colors' | 'identity';
/** `rarity` compares RARITY_RANK values; `usd` and `eur` the newest imported price. */
export type NumberField = 'manaValue' | 'rarity' | 'usd' | 'eur';
export type Comparison = '=' | '!=' | '<' | '<=' | '>' | '>=';

export const COLOR_BITS: Readonly<Record<string, number>> = { W: 1, U: 2, B: 4, R: 8, G: 16 };

/** Rarities in Scryfall's order (`r>=rare` includes mythics). */
export const RARITY_RANK: Readonly<Record<string, number>> = {
  common: 0,
  uncommon: 1,
  rare: 2,
  special: 3,
  mythic: 4,
  bonus: 5,
};

/** `is:` values and the MTGJSON layouts each covers (`token` is the token flag, not a layout). */
export const IS_LAYOUTS = {
  split: ['split', 'aftermath'],
  flip: ['flip'],
  transform: ['transform'],
  mdfc: ['modal_dfc'],
  dfc: ['transform', 'modal_dfc', 'meld', 'reversible_card', 'double_faced_token'],
  meld: ['meld'],
  adventure: ['adventure'],
  token: [],
} as const satisfies Record<string, readonly string[]>;
export type IsKind = keyof typeof IS_LAYOUTS;

/** Formats of MTGJSON's `legalities` (a card is legal in one when Legal or Restricted there). */
export const FORMATS = [
  'alchemy',
  'brawl',
  'commander',
  'duel',
  'explorer',
  'future',
  'gladiator',
  'historic',
  'historicbrawl',
  'legacy',
  'modern',
  'oathbreaker',
  'oldschool',
  'pauper',
  'paupercommander',
  'penny',
  'pioneer',
  'predh',
  'premodern',
  'standard',
  'standardbrawl',
  'timeless',
  'vintage',
] as const;

/** WUBRG mask of a colour list (`["W","U"]` → 3); unknown letters are ignored. */
export function colorMask(colors: readonly string[]): number {
  let mask = 0;
  for (const c of colors) mask |= COLOR_BITS[c] ?? 0;
  return mask;
}
