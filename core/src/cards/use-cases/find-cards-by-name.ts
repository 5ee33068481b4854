import { err, ok, type Result } from '../../shared/result.js';
import { normaliseCardName } from '../entities/card-name.js';
import type { PricedCard } from '../entities/current-price.js';
import { cardNameNotFound, type CardNotFound } from '../errors.js';
import type { CardReadRepo, CardPageRequest, CardListPage } from '../ports/card-read-repo.js';
import type { PriceCards } from './price-cards.js';

export interface FindCardsByNameInput extends CardPageRequest {
  readonly name: string;
}
export type FindCardsByNameOutput = CardListPage<PricedCard>;

/** Every printing whose full name or face name is exactly `name`, ignoring case. */
export class FindCardsByName {
  constructor(
    private readonly cards: CardReadRepo,
    private readonly priceCards: PriceCards,
  ) {}

  async execute(input: FindCardsByNameInput): Promise<Result<FindCardsByNameOutput, CardNotFound>> {
    const page = await this.cards.findByName(normaliseCardName(input.name), {
      limit: input.limit,
      offset: input.offset,
    });
    return page.total === 0
      ? err(cardNameNotFound(input.name))
      : ok({ items: await this.priceCards.execute(page.items), total: page.total });
  }
}
