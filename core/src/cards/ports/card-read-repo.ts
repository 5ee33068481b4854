import type { Card } from '../entities/card.js';
import type { CardSet } from '../entities/card-set.js';
import type { PriceSeries } from '../entities/price-series.js';
import type { LatestPrice } from '../entities/current-price.js';

export interface CardPageRequest {
  readonly limit: number;
  readonly offset: number;
}
export interface CardListPage<T> {
  readonly items: readonly T[];
  readonly total: number;
}

/** Read side of the card reference; only published (committed) import data is ever visible. */
export interface CardReadRepo {
  /** Sets ordered by code. */
  listSets(page: CardPageRequest): Promise<CardListPage<CardSet>>;
  /** The set with this code (any case), or null. */
  findSet(code: string): Promise<CardSet | null>;
  /** Cards of a set (code already upper case): cards before tokens, natural collector-number order, then uuid. */
  listSetCards(setCode: string, page: CardPageRequest): Promise<CardListPage<Card>>;
  /** The card with this uuid, or null. */
  findCard(uuid: string): Promise<Card | null>;
  /** Printings whose name or face name equals `normalisedName` (lower case), ordered by set release date, set, number. */
  findByName(normalisedName: string, page: CardPageRequest): Promise<CardListPage<Card>>;
  /** Every price series of a card ordered by platform, provider, list, finish; points newest first. */
  priceSeries(uuid: string): Promise<PriceSeries[]>;
  /** The newest point of every price series of these cards, by uuid (a card without prices is absent), series ordered as priceSeries. */
  latestPrices(uuids: readonly string[]): Promise<Map<string, LatestPrice[]>>;
}
