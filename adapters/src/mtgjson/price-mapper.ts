import { PRICE_FINISHES, PRICE_LISTS, PRICE_PLATFORMS, type PricePoint, type PriceSeries } from '@metagame/core';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * One AllPrices(Today) `data[uuid]` entry as series:
 * `data[uuid][platform][provider] = { currency, retail?: {finish: {date: price}}, buylist?: … }`.
 * Missing or empty levels are normal (the writer emits `"buylist": {}`); prices stored as numeric
 * strings (an old upstream bug) are accepted; anything else unknown is skipped.
 */
export function mapCardPrices(uuid: string, raw: unknown): PriceSeries[] {
  const out: PriceSeries[] = [];
  if (!isObject(raw)) return out;
  const id = uuid.toLowerCase();
  for (const platform of PRICE_PLATFORMS) {
    const providers = raw[platform];
    if (!isObject(providers)) continue;
    for (const [provider, entry] of Object.entries(providers)) {
      if (!isObject(entry)) continue;
      const currency = typeof entry.currency === 'string' ? entry.currency : 'USD';
      for (const list of PRICE_LISTS) {
        const finishes = entry[list];
        if (!isObject(finishes)) continue;
        for (const finish of PRICE_FINISHES) {
          const points = pointsOf(finishes[finish]);
          if (points.length) out.push({ uuid: id, platform, provider, list, finish, currency, points });
        }
      }
    }
  }
  return out;
}

function pointsOf(raw: unknown): PricePoint[] {
  const points: PricePoint[] = [];
  if (!isObject(raw)) return points;
  for (const [date, value] of Object.entries(raw)) {
    const price = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    if (DATE.test(date) && Number.isFinite(price)) points.push({ date, price });
  }
  return points;
}
