import { normaliseCardText } from './card-name-matcher.js';
import { parseDecklistRow, splitDecklist, type DecklistRow } from './decklist-row.js';

/** The sections a decklist diff compares; a companion sits in the sideboard, as it does in paper. */
export const DECK_SECTIONS = ['commander', 'main', 'sideboard'] as const;
export type DeckSection = (typeof DECK_SECTIONS)[number];

/** A card of a parsed decklist: every copy of one name in one section, summed. */
export interface DeckCard {
  readonly section: DeckSection;
  /** The spelling first written (split cards with ` // `). */
  readonly name: string;
  /** The name normalised (case, apostrophes, split-card spellings): what makes two lines the same card. */
  readonly key: string;
  readonly quantity: number;
}

// A comment that names the sideboard ("// Sideboard"), as some users write it.
const SIDEBOARD_COMMENT = /^(?:\/\/|#)\s*(?:side|sideboard)\b/i;

/**
 * Reads the cards of a plain-text decklist by section: section headers, `SB:` prefixes and
 * `// Sideboard` comments. Without any explicit sideboard marker, the MTGO layout holds: the last
 * blank line inside the main deck that is followed by cards starts the sideboard. Rows of
 * Maybeboard, Tokens, Considering and About sections are not part of the deck.
 */
export function parseDecklistCards(content: string): DeckCard[] {
  const rows = splitDecklist(content).map(parseDecklistRow);
  const explicitSideboard = rows.some(
    (r) =>
      (r.kind === 'header' && r.section === 'sideboard') ||
      (r.kind === 'card' && r.sideboardPrefix) ||
      (r.kind === 'comment' && SIDEBOARD_COMMENT.test(r.line.trim())),
  );
  const blankSplit = explicitSideboard ? -1 : lastMainBlank(rows);
  const cards = new Map<string, DeckCard>();
  let section: DeckSection | 'outside' = 'main';
  rows.forEach((row, i) => {
    if (row.kind === 'header') section = row.section === 'companion' ? 'sideboard' : row.section;
    else if (row.kind === 'comment' && SIDEBOARD_COMMENT.test(row.line.trim())) section = 'sideboard';
    else if (i === blankSplit) section = 'sideboard';
    if (row.kind !== 'card' || section === 'outside' || row.cardText === '') return;
    const at: DeckSection = row.sideboardPrefix ? 'sideboard' : section;
    const name = row.cardText.replace(/\s*(?:\/{1,3}|\|)\s*/g, ' // ').replace(/\s+/g, ' ');
    const key = normaliseCardText(name);
    const seen = cards.get(`${at}|${key}`);
    cards.set(`${at}|${key}`, {
      section: at,
      name: seen?.name ?? name,
      key,
      quantity: (seen?.quantity ?? 0) + row.quantity,
    });
  });
  return [...cards.values()];
}

/** Index of the last blank row inside the main section that is followed by more main-deck cards, or -1. */
function lastMainBlank(rows: readonly DecklistRow[]): number {
  let section: string = 'main';
  let cardsSeen = false;
  let blank = -1;
  let split = -1;
  rows.forEach((row, i) => {
    if (row.kind === 'header') {
      section = row.section;
      blank = -1;
    } else if (row.kind === 'blank' && section === 'main' && cardsSeen) {
      blank = i;
    } else if (row.kind === 'card' && section === 'main') {
      if (blank >= 0) split = blank;
      cardsSeen = true;
    }
  });
  return split;
}
