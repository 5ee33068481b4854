import type { CardIdentifier } from '../entities/card-identifier.js';
import type { PricedCard } from '../entities/current-price.js';
import type { CardSearchRepo } from '../ports/card-search-repo.js';
import type { PriceCards } from './price-cards.js';

export interface LookupCardCollectionInput {
  readonly identifiers: readonly CardIdentifier[];
}
export interface LookupCardCollectionOutput {
  /** One card per identifier found, in the request's order. */
  readonly found: readonly PricedCard[];
  /** The identifiers that named nothing, in the request's order. */
  readonly notFound: readonly CardIdentifier[];
}

/** At most this many identifiers per request (as Scryfall's collection endpoint). */
export const COLLECTION_LIMIT = 75;

/** A deck's worth of cards in one call: by uuid, Scryfall id, set + collector number or name. */
export class LookupCardCollection {
  constructor(
    private readonly search: CardSearchRepo,
    private readonly priceCards: PriceCards,
  ) {}

  async execute(input: LookupCardCollectionInput): Promise<LookupCardCollectionOutput> {
    const cards = await this.search.lookup(input.identifiers);
    const found = await this.priceCards.execute(cards.filter((c) => c !== null));
    return { found, notFound: input.identifiers.filter((_, i) => cards[i] === null) };
  }
}
