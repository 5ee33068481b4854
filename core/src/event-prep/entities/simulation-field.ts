import type { MetaDeck } from '../../tracker/entities/meta-deck.js';

/** A roster deck of the field with its weight. */
export interface FieldDeck {
  readonly deck: MetaDeck;
  readonly share: number;
}

/**
 * The default field: every non-archived roster deck weighted by its presence. Decks seen 0 times
 * weigh nothing and are left out; when no deck has any presence, every deck weighs the same.
 * Largest share first, then by name and id, so the order is total.
 */
export function defaultField(roster: readonly MetaDeck[]): FieldDeck[] {
  const active = roster.filter((d) => d.archivedAt === null);
  const present = active.filter((d) => d.presence > 0);
  const total = present.reduce((sum, d) => sum + d.presence, 0);
  const field =
    present.length === 0
      ? active.map((deck) => ({ deck, share: 1 / active.length }))
      : present.map((deck) => ({ deck, share: deck.presence / total }));
  return field.sort((a, b) => b.share - a.share || compare(a.deck.name, b.deck.name) || compare(a.deck.id, b.deck.id));
}

const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** Named decks with their shares, normalised to sum to 1 (a deck named twice adds up). */
export function namedField(decks: readonly { readonly deck: MetaDeck; readonly share: number }[]): FieldDeck[] {
  const byId = new Map<string, FieldDeck>();
  for (const d of decks) byId.set(d.deck.id, { deck: d.deck, share: (byId.get(d.deck.id)?.share ?? 0) + d.share });
  const total = [...byId.values()].reduce((sum, d) => sum + d.share, 0);
  return [...byId.values()].filter((d) => d.share > 0).map((d) => ({ deck: d.deck, share: d.share / total }));
}
