import type { ReferenceCard } from '../ports/card-color-source.js';

type Face = ReferenceCard['faces'][number];

const WUBRG = ['W', 'U', 'B', 'R', 'G'] as const;

/** The layouts whose card is every face at once in the game's rules (a split card is both its halves' colours). */
const WHOLE_CARD_LAYOUTS: ReadonlySet<string> = new Set(['split', 'aftermath']);

/** A face's `Flashback {1}{B}` or `Flashback—{R}{R}, Discard X cards.` line: the cost, reminder text aside. */
const FLASHBACK_LINE = /^Flashback(?: |—)([^(]*)/m;

/**
 * The colour code (WUBRG letters in that order, `C` for none) a card supplies to colour detection,
 * as the community's colour tables count it: a land supplies its colour identity (the mana its
 * rules text makes), a spell the colours a deck needs to cast it.
 */
export function referenceColorCode(card: ReferenceCard): string {
  const letters = new Set<string>();
  if (card.types.includes('Land')) for (const face of card.faces) face.colorIdentity.forEach((c) => letters.add(c));
  else for (const face of coloredFaces(card)) spellColors(face, letters);
  return WUBRG.filter((c) => letters.has(c)).join('') || 'C';
}

/**
 * The faces whose colours are the card's, as the game's rules define a card's colour: both halves
 * of a split card, the front face of any other (an adventure, flip, transform or modal double-faced
 * card is its front face's colour wherever it is not being cast as its other face).
 */
const coloredFaces = (card: ReferenceCard): readonly Face[] =>
  WHOLE_CARD_LAYOUTS.has(card.layout) ? card.faces : card.faces.slice(0, 1);

/**
 * A face's colours, adjusted to the colours a deck needs to cast it. A cost with Phyrexian symbols
 * (`{B/P}`) is paid with life by any deck, so the face needs only the colours of its other
 * symbols. A colourless card with coloured symbols (devoid) still needs their colours. A flashback
 * cost is a second way to cast the card, and a deck playing it for that cost (Lingering Souls'
 * `{1}{B}`) needs its colours too.
 */
function spellColors(face: Face, letters: Set<string>): void {
  const symbols = manaSymbols(face.manaCost);
  if (!symbols.some(isPhyrexian)) face.colors.forEach((c) => letters.add(c));
  addSymbolColors(symbols, letters);
  addSymbolColors(manaSymbols(face.text?.match(FLASHBACK_LINE)?.[1] ?? null), letters);
}

const manaSymbols = (cost: string | null): string[] => cost?.match(/\{[^}]+\}/g) ?? [];
const isPhyrexian = (symbol: string) => symbol.includes('/P');

/** The colours of non-Phyrexian symbols: both halves of a hybrid one (`{W/U}`). */
function addSymbolColors(symbols: readonly string[], letters: Set<string>): void {
  for (const symbol of symbols) if (!isPhyrexian(symbol)) WUBRG.forEach((c) => symbol.includes(c) && letters.add(c));
}
