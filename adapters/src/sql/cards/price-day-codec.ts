import type { CardPrices, PricePoint, PriceSeries } from '@metagame/core';
import type { SeriesDescriptor } from './price-series-codes.js';

/**
 * Prices are stored one row per (card, date): `prices` is a JSON object from series code (see
 * PriceSeriesCodes) to price, e.g. `{"3":1.25,"7":0.4}`. A daily file then writes one short row per
 * card (not one per point or per series, and no stored history is rewritten), and a card's whole
 * history is one index range. Chosen by measurement: docs/card-data.md.
 */
export const PRICE_DAY_COLUMNS = ['uuid', 'date', 'point_count', 'prices'] as const;

/** The card's rows, one per date (a later duplicate of a series' date wins). */
export function priceDayRows(card: CardPrices, codeOf: (s: SeriesDescriptor) => number): unknown[][] {
  return singleDayRow(card, codeOf) ?? manyDayRows(card, codeOf);
}

/**
 * The daily file's shape, one point per series, all on one date: the row's JSON is written
 * straight from the series, without the per-date maps (10^6 points a day go through here).
 */
function singleDayRow(card: CardPrices, codeOf: (s: SeriesDescriptor) => number): unknown[][] | null {
  const date = card.series[0]?.points[0]?.date;
  if (date === undefined) return null;
  const codes: number[] = [];
  let json = '';
  for (const series of card.series) {
    if (series.points.length !== 1 || series.points[0]!.date !== date) return null;
    const code = codeOf(series);
    if (codes.includes(code)) return null;
    codes.push(code);
    json += `,"${code}":${JSON.stringify(series.points[0]!.price)}`;
  }
  return [[card.uuid, date, codes.length, `{${json.slice(1)}}`]];
}

function manyDayRows(card: CardPrices, codeOf: (s: SeriesDescriptor) => number): unknown[][] {
  const days = new Map<string, Map<number, number>>();
  for (const series of card.series) {
    const code = codeOf(series);
    for (const { date, price } of series.points) {
      let day = days.get(date);
      if (!day) days.set(date, (day = new Map()));
      day.set(code, price);
    }
  }
  const rows: unknown[][] = [];
  for (const [date, prices] of days) {
    let json = '';
    for (const [code, price] of prices) json += `,"${code}":${JSON.stringify(price)}`;
    rows.push([card.uuid, date, prices.size, `{${json.slice(1)}}`]);
  }
  return rows;
}

/** A card's points per series code, from its day rows read newest first (points stay newest first). */
export function pointsByCode(days: readonly { date: string; prices: string }[]): Map<number, PricePoint[]> {
  const byCode = new Map<number, PricePoint[]>();
  for (const { date, prices } of days) {
    for (const [code, price] of Object.entries(JSON.parse(prices) as Record<string, number>)) {
      let points = byCode.get(Number(code));
      if (!points) byCode.set(Number(code), (points = []));
      points.push({ date, price });
    }
  }
  return byCode;
}

/** The series, ordered by platform, provider, list (retail before buylist), finish. */
export function seriesOf(
  uuid: string,
  byCode: ReadonlyMap<number, readonly PricePoint[]>,
  describe: (code: number) => SeriesDescriptor,
): PriceSeries[] {
  return [...byCode].map(([code, points]) => ({ uuid, ...describe(code), points })).sort(bySeriesOrder);
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const bySeriesOrder = (a: PriceSeries, b: PriceSeries) =>
  compare(a.platform, b.platform) ||
  compare(a.provider, b.provider) ||
  compare(b.list, a.list) ||
  compare(a.finish, b.finish) ||
  compare(a.currency, b.currency);
