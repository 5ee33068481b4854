import { err, ok, type Result } from '../../shared/result.js';
import type { Card } from '../entities/card.js';
import { setNotFound, type SetNotFound } from '../errors.js';
import type { CardReadRepo, CardPageRequest, CardListPage } from '../ports/card-read-repo.js';

export interface ListSetCardsInput extends CardPageRequest {
  readonly code: string;
}
export type ListSetCardsOutput = CardListPage<Card>;

/** A set's cards (then its tokens) in natural collector-number order. */
export class ListSetCards {
  constructor(private readonly cards: CardReadRepo) {}

  async execute(input: ListSetCardsInput): Promise<Result<ListSetCardsOutput, SetNotFound>> {
    const code = input.code.toUpperCase();
    if (!(await this.cards.findSet(code))) return err(setNotFound(input.code));
    return ok(await this.cards.listSetCards(code, { limit: input.limit, offset: input.offset }));
  }
}
