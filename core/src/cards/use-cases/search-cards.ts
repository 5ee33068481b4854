import { err, ok, type Result } from '../../shared/result.js';
import type { PricedCard } from '../entities/current-price.js';
import { parseCardQuery } from '../entities/parse-card-query.js';
import { invalidSearch, type InvalidSearch } from '../errors.js';
import type { CardSearchRepo, SearchOrder, SearchUnique } from '../ports/card-search-repo.js';
import type { PriceCards } from './price-cards.js';

export interface SearchCardsInput {
  readonly q: string;
  readonly unique: SearchUnique;
  readonly order: SearchOrder;
  readonly direction: 'asc' | 'desc';
  /** 1-based. */
  readonly page: number;
  readonly pageSize: number;
}
export interface SearchCardsOutput {
  readonly cards: readonly PricedCard[];
  readonly total: number;
  readonly hasMore: boolean;
}

/** Cards matching a search in the documented syntax (docs/card-search.md), one page at a time. */
export class SearchCards {
  constructor(
    private readonly search: CardSearchRepo,
    private readonly priceCards: PriceCards,
  ) {}

  async execute(input: SearchCardsInput): Promise<Result<SearchCardsOutput, InvalidSearch>> {
    const parsed = parseCardQuery(input.q);
    if (!parsed.ok) return err(invalidSearch(parsed.error));
    const offset = (input.page - 1) * input.pageSize;
    const page = await this.search.search(parsed.value, {
      unique: input.unique,
      order: input.order,
      direction: input.direction,
      limit: input.pageSize,
      offset,
    });
    return ok({
      cards: await this.priceCards.execute(page.items),
      total: page.total,
      hasMore: offset + page.items.length < page.total,
    });
  }
}
