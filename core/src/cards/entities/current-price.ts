import type { PriceFinish, PriceList, PricePlatform } from './price-series.js';
import type { Card } from './card.js';

/** The newest stored point of one price series of a card. `date` is `YYYY-MM-DD`. */
export interface LatestPrice {
  readonly platform: PricePlatform;
  readonly provider: string;
  readonly list: PriceList;
  readonly finish: PriceFinish;
  readonly currency: string;
  readonly price: number;
  readonly date: string;
}

/** A latest price as a card read carries it: stale when its date is older than the staleness window. */
export interface CurrentPrice extends LatestPrice {
  readonly stale: boolean;
}

const DAY_MS = 86_400_000;

/**
 * Marks each price stale when its date is more than `staleAfterDays` whole days before `today`
 * (a point dated yesterday is 1 day old). Dates are calendar days in UTC, as MTGJSON writes them.
 */
export function currentPrices(latest: readonly LatestPrice[], today: Date, staleAfterDays: number): CurrentPrice[] {
  const todayMs = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return latest.map((p) => ({ ...p, stale: (todayMs - Date.parse(`${p.date}T00:00:00Z`)) / DAY_MS > staleAfterDays }));
}

/** A card as card reads answer it: with the newest price of each of its series. */
export interface PricedCard extends Card {
  readonly currentPrices: readonly CurrentPrice[];
}
