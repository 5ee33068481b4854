import { err, ok, type Result } from '../../shared/result.js';
import type { Card } from '../entities/card.js';
import { cardNotFound, type CardNotFound } from '../errors.js';
import type { CardReadRepo } from '../ports/card-read-repo.js';

export interface GetCardInput {
  readonly uuid: string;
}
export type GetCardOutput = Card;

/** One printing by MTGJSON uuid. */
export class GetCard {
  constructor(private readonly cards: CardReadRepo) {}

  async execute(input: GetCardInput): Promise<Result<GetCardOutput, CardNotFound>> {
    const card = await this.cards.findCard(input.uuid.toLowerCase());
    return card ? ok(card) : err(cardNotFound(input.uuid));
  }
}
