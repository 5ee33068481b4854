/**
 * One row of a plain-text decklist (shared/formats/decklist-text.md). Only `card` rows can be
 * coloured; blank lines, section headers and comments are kept in place as neutral rows.
 */
export type DecklistRow =
  | { readonly kind: 'blank' | 'header' | 'comment'; readonly line: string }
  | { readonly kind: 'card'; readonly line: string; readonly cardText: string };

// Section markers of §2: optional colon and "(15)" count; a bare word only (with a quantity it is a card).
const HEADER = /^(?:deck|main|main ?deck|mainboard|decklist|side|sideboard|commanders?|companions?|maybeboard|considering|tokens|about)\s*:?\s*(?:\(\d+\))?$/i;
const COMMENT = /^(?:\/\/|#)/;
const SIDEBOARD_PREFIX = /^sb:\s*/i;
// §1 quantity forms: 4, 4x, 4X, x4, (4), [4], 4* — followed by whitespace.
const QUANTITY = /^(?:[x(\[]?\d+[x*)\]]?|x\d+)\s+/i;
const FOIL_MARKER = /\s*\*F\*\s*$/i;
// §1 set suffix: "(M11) 149", "(PLST) A25-82", "(M11)" alone; collector numbers may hold letters and ★.
const SET_SUFFIX = /\s+\([A-Za-z0-9]{2,6}\)(?:\s+[\w★-]{1,10})?\s*$/u;
const BRACKET_GROUP = /\[[^\]]*\]|\{[^}]*\}/g;

/** Classifies a row and, for card rows, strips quantity, SB: prefix, set suffix, foil and bracket noise. */
export function parseDecklistRow(line: string): DecklistRow {
  const trimmed = line.trim();
  if (trimmed === '') return { kind: 'blank', line };
  if (COMMENT.test(trimmed)) return { kind: 'comment', line };
  if (HEADER.test(trimmed)) return { kind: 'header', line };
  const cardText = trimmed
    .replace(SIDEBOARD_PREFIX, '')
    .replace(QUANTITY, '')
    .replace(FOIL_MARKER, '')
    .replace(SET_SUFFIX, '')
    .replace(BRACKET_GROUP, ' ')
    .trim();
  return { kind: 'card', line, cardText };
}

/** Splits decklist content into rows, keeping every line (CRLF or LF) so a client can render it as written. */
export function splitDecklist(content: string): string[] {
  if (content === '') return [];
  const lines = content.split(/\r?\n/);
  // A final newline does not make an extra empty row.
  if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
  return lines;
}
