/**
 * The card types and supertypes a type-line search names most (`t:creature`, `t:legendary`,
 * `t:instant`), each a bit of `card_search.type_mask` (m0018): set when a word of the row's type
 * line starts with it, which is exactly what the full-text term `t:<word>` matches (every word a
 * whole word but the last a word start, see `FULL_TEXT`). A one-word type term on one of these is
 * then an integer test on the narrow search keys instead of a full-text lookup: `t:creature` finds a
 * quarter of the catalogue, and reading those rows' ids from the full-text index was most of what
 * such a search cost on PostgreSQL (16 ms of the 100,000-printing benchmark's `t:creature c:g
 * mv<=3`). Stored in every row, so a word keeps its bit for good; new ones take the next free bit.
 */
export const TYPE_WORD_BITS: Readonly<Record<string, number>> = {
  artifact: 1 << 0,
  battle: 1 << 1,
  creature: 1 << 2,
  enchantment: 1 << 3,
  instant: 1 << 4,
  kindred: 1 << 5,
  land: 1 << 6,
  planeswalker: 1 << 7,
  sorcery: 1 << 8,
  tribal: 1 << 9,
  legendary: 1 << 10,
  basic: 1 << 11,
  snow: 1 << 12,
  world: 1 << 13,
  token: 1 << 14,
};

/** The bits of a type line given as its search key (lowercase words split by single spaces). */
export function typeWordMask(typeKey: string): number {
  const words = typeKey.split(' ');
  let mask = 0;
  for (const [word, bit] of Object.entries(TYPE_WORD_BITS)) if (words.some((w) => w.startsWith(word))) mask |= bit;
  return mask;
}

/** The bit a one-word type term tests, or null when the term needs the full-text index. */
export function typeWordBit(words: readonly string[]): number | null {
  const [word] = words;
  return words.length === 1 && Object.hasOwn(TYPE_WORD_BITS, word!) ? TYPE_WORD_BITS[word!]! : null;
}
