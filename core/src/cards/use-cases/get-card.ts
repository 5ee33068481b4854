import { err, ok, type Result } from '../../shared/result.js';
import type { PricedCard } from '../entities/current-price.js';
import { cardNotFound, type CardNotFound } from '../errors.js';
import type { CardReadRepo } from '../ports/card-read-repo.js';
import type { PriceCards } from './price-cards.js';

export interface GetCardInput {
  readonly uuid: string;
}
export type GetCardOutput = PricedCard;

/** One printing by MTGJSON uuid, with its current prices. */
export class GetCard {
  constructor(
    private readonly cards: CardReadRepo,
    private readonly priceCards: PriceCards,
  ) {}

  async execute(input: GetCardInput): Promise<Result<GetCardOutput, CardNotFound>> {
    const card = await this.cards.findCard(input.uuid.toLowerCase());
    return card ? ok((await this.priceCards.execute([card]))[0]!) : err(cardNotFound(input.uuid));
  }
}
