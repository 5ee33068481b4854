import type { CardEntry, PublicDeckCards } from './definition-set.js';

/**
 * A deck prepared once for many condition checks: how many entries (lines, not copies) each name
 * has on each board. Entries are never merged, so a name listed twice on one board counts as two.
 */
export interface DeckView {
  readonly main: ReadonlyMap<string, number>;
  readonly side: ReadonlyMap<string, number>;
  readonly entryCount: number;
}

export function deckView(deck: PublicDeckCards): DeckView {
  return {
    main: entriesByName(deck.mainboard),
    side: entriesByName(deck.sideboard),
    entryCount: deck.mainboard.length + deck.sideboard.length,
  };
}

function entriesByName(entries: readonly CardEntry[]): Map<string, number> {
  const byName = new Map<string, number>();
  for (const entry of entries) byName.set(entry.name, (byName.get(entry.name) ?? 0) + 1);
  return byName;
}

/** Copies of each name over both boards together (only fallbacks weigh copies). */
export function copiesByName(deck: PublicDeckCards): Map<string, number> {
  const copies = new Map<string, number>();
  for (const board of [deck.mainboard, deck.sideboard]) {
    for (const entry of board) copies.set(entry.name, (copies.get(entry.name) ?? 0) + entry.count);
  }
  return copies;
}
