import type { DeckEntry, FetchedDeck } from '@metagame/core';
import { asQuantity, asString, isRecord } from './fetch-upstream-json.js';

/**
 * Reads a Moxfield deck in either API shape: v3 keeps boards under `boards.<name>.cards`
 * keyed by opaque ids; v2 keeps them at the top level keyed by card name. Maybeboard and the other
 * non-deck boards are dropped. Null when the body is not a deck.
 */
export function mapMoxfieldDeck(body: unknown): FetchedDeck | null {
  if (!isRecord(body)) return null;
  const boards = isRecord(body.boards) ? body.boards : body;
  const read = (board: string) => readBoard(boards[board], isRecord(body.boards));
  const main = read('mainboard');
  if (main === null) return null;
  return {
    name: asString(body.name) ?? 'Imported deck',
    sections: {
      commanders: read('commanders') ?? [],
      companions: read('companions') ?? [],
      main,
      sideboard: read('sideboard') ?? [],
    },
  };
}

/** Null when the board is absent or malformed; [] when it is present and empty. */
function readBoard(board: unknown, v3: boolean): DeckEntry[] | null {
  if (!isRecord(board)) return null;
  const cards = v3 ? board.cards : board;
  if (!isRecord(cards)) return null;
  const entries: DeckEntry[] = [];
  for (const entry of Object.values(cards)) {
    if (!isRecord(entry) || !isRecord(entry.card)) return null;
    const quantity = asQuantity(entry.quantity);
    const name = asString(entry.card.name);
    if (quantity === undefined || !name) return null;
    entries.push({ quantity, name });
  }
  return entries;
}
