import type { CardSet } from '../entities/card-set.js';
import type { CardReadRepo, CardPageRequest, CardListPage } from '../ports/card-read-repo.js';

export type ListSetsInput = CardPageRequest;
export type ListSetsOutput = CardListPage<CardSet>;

/** Every set, ordered by code, paginated by limit/offset. */
export class ListSets {
  constructor(private readonly cards: CardReadRepo) {}

  execute(input: ListSetsInput): Promise<ListSetsOutput> {
    return this.cards.listSets(input);
  }
}
