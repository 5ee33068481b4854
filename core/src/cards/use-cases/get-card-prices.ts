import { err, ok, type Result } from '../../shared/result.js';
import type { PriceSeries } from '../entities/price-series.js';
import { cardNotFound, type CardNotFound } from '../errors.js';
import type { CardReadRepo } from '../ports/card-read-repo.js';

export interface GetCardPricesInput {
  readonly uuid: string;
}
export interface GetCardPricesOutput {
  readonly uuid: string;
  readonly series: readonly PriceSeries[];
}

/** A card's price history, one series per platform/provider/list/finish, points newest first. */
export class GetCardPrices {
  constructor(private readonly cards: CardReadRepo) {}

  async execute(input: GetCardPricesInput): Promise<Result<GetCardPricesOutput, CardNotFound>> {
    const uuid = input.uuid.toLowerCase();
    const [card, series] = await Promise.all([this.cards.findCard(uuid), this.cards.priceSeries(uuid)]);
    return card ? ok({ uuid, series }) : err(cardNotFound(input.uuid));
  }
}
