/** The card reference: sets, cards, prices and the search language. */
export type { Card } from './entities/card.js';
export type { CardSet } from './entities/card-set.js';
export {
  PRICE_PLATFORMS,
  PRICE_LISTS,
  PRICE_FINISHES,
  type PricePoint,
  type PriceSeries,
} from './entities/price-series.js';
export { collectorNumberSortKey } from './entities/collector-number.js';
export { normaliseCardName } from './entities/card-name.js';
export type { CardPageRequest, CardListPage, CardReadRepo } from './ports/card-read-repo.js';
export { searchKey, searchWords } from './entities/search-key.js';
export { currentPrices, type LatestPrice, type CurrentPrice, type PricedCard } from './entities/current-price.js';
export type { CardIdentifier } from './entities/card-identifier.js';
export {
  COLOR_BITS,
  RARITY_RANK,
  IS_LAYOUTS,
  FORMATS,
  colorMask,
  type CardQuery,
  type WordField,
  type ColorField,
  type NumberField,
  type Comparison,
  type IsKind,
} from './entities/card-query.js';
export { parseCardQuery, type CardQuerySyntaxError } from './entities/parse-card-query.js';
export {
  pickFuzzyName,
  nameScore,
  editDistance,
  type NameCandidate,
  type FuzzyOutcome,
} from './entities/fuzzy-name.js';
export type { CardSearchRepo, SearchOptions, SearchOrder, SearchUnique } from './ports/card-search-repo.js';
