import type { JsonPath, SplitPlan } from './json-splitter.js';

/** AllPrices(Today): each member of `data` (one card's prices), whole. */
export const DATA_MEMBERS: SplitPlan = {
  decide: (path) =>
    path.length === 0 || (path.length === 1 && path[0] === 'data') ? 'descend' : path[0] === 'data' ? 'emit' : 'skip',
};

/** Members of an AllPrintings set the catalogue never stores: passed over unparsed. */
const SKIPPED_SET_MEMBERS = new Set(['booster', 'sealedProduct', 'decks', 'translations']);
const isCardList = (member: string | number | undefined) => member === 'cards' || member === 'tokens';

/**
 * AllPrintings: each set's small fields, then each card and token on its own (a set of 10,000
 * cards is never held as parsed JSON), and the end of each set. Paths: `["data", set, field]`,
 * `["data", set, "cards" | "tokens", i]`, end `["data", set]`.
 */
export const SET_PARTS: SplitPlan = {
  decide(path: JsonPath) {
    if (path.length === 0) return 'descend';
    if (path[0] !== 'data') return 'skip';
    if (path.length <= 2) return 'descend';
    if (path.length === 3)
      return isCardList(path[2]) ? 'descend' : SKIPPED_SET_MEMBERS.has(String(path[2])) ? 'skip' : 'emit';
    return path.length === 4 && isCardList(path[2]) ? 'emit' : 'skip';
  },
  reportEnd: (path) => path.length === 2 && path[0] === 'data',
};
