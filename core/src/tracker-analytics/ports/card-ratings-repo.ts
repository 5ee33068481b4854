import type { RatedCard } from '../entities/colour-decklist.js';

/** The card-test columns decklist colouring reads, without loading whole card tests. */
export interface CardRatingsRepo {
  /**
   * Name and rating of every card test of the owner for this personal deck. Tests of other decks and
   * legacy tests without a deck never come back (they match no deck); an unknown deck gives [].
   */
  listForDeck(ownerId: string, personalDeckId: string): Promise<RatedCard[]>;
}
