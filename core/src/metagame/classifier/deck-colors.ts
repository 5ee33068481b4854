import type { ColorTables, PublicDeckCards } from './definition-set.js';

const WUBRG = ['W', 'U', 'B', 'R', 'G'] as const;

/**
 * A deck's colours: a colour counts when some listed land and some listed non-land of the deck
 * (mainboard and sideboard alike) both supply it. Cards in neither table (fetch lands, colourless
 * cards) supply nothing. No colour gives `C`.
 */
export function deckColors(deck: PublicDeckCards, tables: ColorTables): string {
  const fromLands = new Set<string>();
  const fromNonLands = new Set<string>();
  const tally = (name: string, count: number) => {
    if (count <= 0) return;
    addLetters(fromLands, tables.lands.get(name));
    addLetters(fromNonLands, tables.nonLands.get(name));
  };
  for (const entry of deck.mainboard) tally(entry.name, entry.count);
  for (const entry of deck.sideboard) tally(entry.name, entry.count);
  const colors = WUBRG.filter((letter) => fromLands.has(letter) && fromNonLands.has(letter)).join('');
  return colors === '' ? 'C' : colors;
}

function addLetters(into: Set<string>, code: string | undefined): void {
  if (code === undefined) return;
  for (const letter of code) into.add(letter);
}
