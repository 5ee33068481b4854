import type { CardEntry, PublicDeckCards } from './definition-set.js';

/**
 * A deck prepared once for many checks: how many entries (lines, not copies) each name has on each
 * board, and how many copies of each name the two boards hold together. Entries are never merged,
 * so a name listed twice on one board counts as two entries.
 */
export interface DeckView {
  readonly main: ReadonlyMap<string, number>;
  readonly side: ReadonlyMap<string, number>;
  readonly copies: ReadonlyMap<string, number>;
  readonly entryCount: number;
}

export function deckView(deck: PublicDeckCards): DeckView {
  const copies = new Map<string, number>();
  return {
    main: entriesByName(deck.mainboard, copies),
    side: entriesByName(deck.sideboard, copies),
    copies,
    entryCount: deck.mainboard.length + deck.sideboard.length,
  };
}

function entriesByName(entries: readonly CardEntry[], copies: Map<string, number>): Map<string, number> {
  const byName = new Map<string, number>();
  for (const entry of entries) {
    byName.set(entry.name, (byName.get(entry.name) ?? 0) + 1);
    copies.set(entry.name, (copies.get(entry.name) ?? 0) + entry.count);
  }
  return byName;
}
