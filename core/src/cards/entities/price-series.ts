export const PRICE_PLATFORMS = ['paper', 'mtgo'] as const;
export const PRICE_LISTS = ['retail', 'buylist'] as const;
export const PRICE_FINISHES = ['normal', 'foil', 'etched'] as const;
export type PricePlatform = (typeof PRICE_PLATFORMS)[number];
export type PriceList = (typeof PRICE_LISTS)[number];
export type PriceFinish = (typeof PRICE_FINISHES)[number];

/** One dated price; `date` is `YYYY-MM-DD`. */
export interface PricePoint {
  readonly date: string;
  readonly price: number;
}

/**
 * Every dated price of one card for one (platform, provider, list, finish) in one currency: what a
 * price file lists for a card and the price route serves. Points are ordered newest first.
 */
export interface PriceSeries {
  readonly uuid: string;
  readonly platform: PricePlatform;
  readonly provider: string;
  readonly list: PriceList;
  readonly finish: PriceFinish;
  readonly currency: string;
  readonly points: readonly PricePoint[];
}

/** Newest first, one point per date (a later duplicate wins). */
export function normalisePoints(points: Iterable<PricePoint>): PricePoint[] {
  const byDate = new Map<string, number>();
  for (const point of points) byDate.set(point.date, point.price);
  return [...byDate]
    .map(([date, price]) => ({ date, price }))
    .sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
