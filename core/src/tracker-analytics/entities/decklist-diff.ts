import { DECK_SECTIONS, parseDecklistCards, type DeckSection } from './decklist-cards.js';

/** One card whose count differs between two decklists. */
export interface DecklistChange {
  readonly section: DeckSection;
  readonly cardName: string;
  /** Copies in the older and the newer list (0 = absent). */
  readonly from: number;
  readonly to: number;
  /** to − from: positive for cards added. */
  readonly change: number;
}

/**
 * Compares two decklists card by card in each section (commander, main, sideboard); identical lines
 * are omitted. Names compare normalised (case, apostrophes, `Wear/Tear` = `Wear // Tear`), so a
 * respelling is not a change; a card shows under the spelling of the newer list. Ordered by
 * section, then name.
 */
export function diffDecklists(older: string, newer: string): DecklistChange[] {
  const before = new Map(parseDecklistCards(older).map((c) => [`${c.section}|${c.key}`, c]));
  const after = new Map(parseDecklistCards(newer).map((c) => [`${c.section}|${c.key}`, c]));
  const changes: DecklistChange[] = [];
  for (const id of new Set([...before.keys(), ...after.keys()])) {
    const a = before.get(id);
    const b = after.get(id);
    const card = (b ?? a)!;
    const from = a?.quantity ?? 0;
    const to = b?.quantity ?? 0;
    if (from !== to) changes.push({ section: card.section, cardName: card.name, from, to, change: to - from });
  }
  const order = (s: DeckSection) => DECK_SECTIONS.indexOf(s);
  return changes.sort(
    (x, y) => order(x.section) - order(y.section) || compare(x.cardName.toLowerCase(), y.cardName.toLowerCase()),
  );
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
