import { err, ok, type Result } from '../../shared/result.js';
import type { PricedCard } from '../entities/current-price.js';
import { setNotFound, type SetNotFound } from '../errors.js';
import type { CardReadRepo, CardPageRequest, CardListPage } from '../ports/card-read-repo.js';
import type { PriceCards } from './price-cards.js';

export interface ListSetCardsInput extends CardPageRequest {
  readonly code: string;
}
export type ListSetCardsOutput = CardListPage<PricedCard>;

/** A set's cards (then its tokens) in natural collector-number order. */
export class ListSetCards {
  constructor(
    private readonly cards: CardReadRepo,
    private readonly priceCards: PriceCards,
  ) {}

  async execute(input: ListSetCardsInput): Promise<Result<ListSetCardsOutput, SetNotFound>> {
    const code = input.code.toUpperCase();
    if (!(await this.cards.findSet(code))) return err(setNotFound(input.code));
    const page = await this.cards.listSetCards(code, { limit: input.limit, offset: input.offset });
    return ok({ items: await this.priceCards.execute(page.items), total: page.total });
  }
}
