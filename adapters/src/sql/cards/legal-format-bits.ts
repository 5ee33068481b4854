import type { FORMATS } from '@metagame/core';

type Format = (typeof FORMATS)[number];

/**
 * The bit of each format in `card_search.legal_mask` (m0017). Stored in every row, so a format
 * keeps its bit for good: a new one takes the next free bit (31 fit an integer), and a format
 * core adds without a bit here fails to compile. An integer test (`legal_mask & ?`) costs a
 * fraction of the `LIKE '% modern %'` on a text column it replaced, which was most of the time a
 * broad `f:` search spent scanning (see bench/results/history.md, the card search benchmark).
 */
export const LEGAL_FORMAT_BITS: Readonly<Record<Format, number>> = {
  alchemy: 1 << 0,
  brawl: 1 << 1,
  commander: 1 << 2,
  duel: 1 << 3,
  explorer: 1 << 4,
  future: 1 << 5,
  gladiator: 1 << 6,
  historic: 1 << 7,
  historicbrawl: 1 << 8,
  legacy: 1 << 9,
  modern: 1 << 10,
  oathbreaker: 1 << 11,
  oldschool: 1 << 12,
  pauper: 1 << 13,
  paupercommander: 1 << 14,
  penny: 1 << 15,
  pioneer: 1 << 16,
  predh: 1 << 17,
  premodern: 1 << 18,
  standard: 1 << 19,
  standardbrawl: 1 << 20,
  timeless: 1 << 21,
  vintage: 1 << 22,
};

/** The formats a card is playable in (Legal or Restricted there) as `LEGAL_FORMAT_BITS`; formats without a bit are not searchable and left out. */
export function legalFormatMask(legalities: Readonly<Record<string, string>>): number {
  let mask = 0;
  for (const [format, status] of Object.entries(legalities)) {
    if (status === 'Legal' || status === 'Restricted')
      mask |= (LEGAL_FORMAT_BITS as Readonly<Record<string, number>>)[format.toLowerCase()] ?? 0;
  }
  return mask;
}
