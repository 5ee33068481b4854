/** Where the rows after a section header belong; `outside` = not part of the deck (Maybeboard, Tokens, …). */
export type DecklistSection = 'main' | 'sideboard' | 'commander' | 'companion' | 'outside';

/**
 * One row of a plain-text decklist as players and deck builders write it
 * (`[SB:] 4x Name (SET) 123`, with section headers, `//` or `#` comments and blank lines). Only
 * `card` rows can be coloured; blank lines, section headers and comments are kept in place as
 * neutral rows.
 */
export type DecklistRow =
  | { readonly kind: 'blank' | 'comment'; readonly line: string }
  | { readonly kind: 'header'; readonly line: string; readonly section: DecklistSection }
  | {
      readonly kind: 'card';
      readonly line: string;
      readonly cardText: string;
      readonly quantity: number;
      readonly sideboardPrefix: boolean;
    };

// Section headers: a bare word with optional colon and "(15)" count (with a quantity it is a card).
const HEADER =
  /^(deck|main|main ?deck|mainboard|decklist|side|sideboard|commanders?|companions?|maybeboard|considering|tokens|about)\s*:?\s*(?:\(\d+\))?$/i;
const COMMENT = /^(?:\/\/|#)/;
const SIDEBOARD_PREFIX = /^sb:\s*/i;
// Quantity forms: 4, 4x, 4X, x4, (4), [4], 4* — followed by whitespace.
const QUANTITY = /^(?:[x(\[]?(\d+)[x*)\]]?|x(\d+))\s+/i;
// "Quantity last" (Lightning Bolt 4, Lightning Bolt x4), read only when no quantity leads.
const TRAILING_QUANTITY = /^(.*\S)\s+x?(\d{1,3})$/i;
const FOIL_MARKER = /\s*\*F\*\s*$/i;
// Set suffix: "(M11) 149", "(PLST) A25-82", "(M11)" alone; collector numbers may hold letters and ★.
const SET_SUFFIX = /\s+\([A-Za-z0-9]{2,6}\)(?:\s+[\w★-]{1,10})?\s*$/u;
const BRACKET_GROUP = /\[[^\]]*\]|\{[^}]*\}/g;

/** The section a header word opens. */
export function headerSection(word: string): DecklistSection {
  const w = word.toLowerCase().replace(/\s+/g, '');
  if (w === 'side' || w === 'sideboard') return 'sideboard';
  if (w.startsWith('commander')) return 'commander';
  if (w.startsWith('companion')) return 'companion';
  if (w === 'maybeboard' || w === 'considering' || w === 'tokens' || w === 'about') return 'outside';
  return 'main';
}

/**
 * Classifies a row and, for card rows, strips quantity, SB: prefix, set suffix, foil and bracket
 * noise; a row without a quantity counts 1.
 */
export function parseDecklistRow(line: string): DecklistRow {
  const trimmed = line.trim();
  if (trimmed === '') return { kind: 'blank', line };
  if (COMMENT.test(trimmed)) return { kind: 'comment', line };
  const header = HEADER.exec(trimmed);
  if (header) return { kind: 'header', line, section: headerSection(header[1]!) };
  const sideboardPrefix = SIDEBOARD_PREFIX.test(trimmed);
  const unprefixed = trimmed.replace(SIDEBOARD_PREFIX, '');
  const leading = QUANTITY.exec(unprefixed);
  let cardText = unprefixed
    .replace(QUANTITY, '')
    .replace(FOIL_MARKER, '')
    .replace(SET_SUFFIX, '')
    .replace(BRACKET_GROUP, ' ')
    .trim();
  let quantity = leading ? Number(leading[1] ?? leading[2]) : 1;
  const trailing = leading ? null : TRAILING_QUANTITY.exec(cardText);
  if (trailing) {
    cardText = trailing[1]!;
    quantity = Number(trailing[2]);
  }
  return { kind: 'card', line, cardText, quantity, sideboardPrefix };
}

/** Splits decklist content into rows, keeping every line (CRLF or LF) so a client can render it as written. */
export function splitDecklist(content: string): string[] {
  if (content === '') return [];
  const lines = content.split(/\r?\n/);
  // A final newline does not make an extra empty row.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
