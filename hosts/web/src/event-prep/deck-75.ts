import type { components } from '../api/openapi';

/** A card of a decklist with its copies, in the main deck or the sideboard. */
export interface DeckCard {
  readonly name: string;
  readonly quantity: number;
}
export interface Deck75 {
  readonly main: readonly DeckCard[];
  readonly sideboard: readonly DeckCard[];
}

/**
 * The main deck and sideboard a sideboard plan works on, from the cards the API read in a version
 * (`DecklistVersionRead.cards`: the same reading it checks plans against; a commander is not part of
 * a swap).
 */
export function deck75Of(cards: readonly components['schemas']['DecklistCard'][]): Deck75 {
  const of = (section: 'main' | 'sideboard') =>
    cards.filter((c) => c.section === section).map((c) => ({ name: c.card_name, quantity: c.quantity }));
  return { main: of('main'), sideboard: of('sideboard') };
}
