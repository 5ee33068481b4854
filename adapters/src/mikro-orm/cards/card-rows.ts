import {
  collectorNumberSortKey,
  normaliseCardName,
  PRICE_FINISHES,
  PRICE_LISTS,
  PRICE_PLATFORMS,
  type Card,
  type CardSet,
  type PricePoint,
  type PriceSeries,
} from '@metagame/core';
import type { CardRecord, CardSetRecord, PriceSeriesRecord } from '../schemas/cards/card-schemas.js';

type Details = Omit<Card, 'uuid' | 'setCode' | 'number' | 'name' | 'isToken'>;

/** Column lists in table order: staging inserts and the publish copy both use them. */
export const SET_COLUMNS = ['code', 'name', 'release_date', 'type', 'base_set_size', 'total_set_size', 'keyrune_code', 'block', 'parent_code', 'is_online_only', 'is_foil_only'] as const;
export const CARD_COLUMNS = ['uuid', 'set_code', 'number', 'number_sort', 'is_token', 'name', 'name_lower', 'face_name_lower', 'details'] as const;
export const SERIES_COLUMNS = ['uuid', 'platform', 'provider', 'list', 'finish', 'currency', 'point_count', 'earliest_date', 'latest_date', 'points'] as const;
export const PREPEND_COLUMNS = ['uuid', 'platform', 'provider', 'list', 'finish', 'point_count', 'prefix', 'latest_date'] as const;

export const setRow = (s: CardSet): unknown[] => [
  s.code, s.name, s.releaseDate, s.type, s.baseSetSize, s.totalSetSize, s.keyruneCode, s.block, s.parentCode, s.isOnlineOnly, s.isFoilOnly,
];

export function cardRow(card: Card): unknown[] {
  const { uuid, setCode, number, name, isToken, ...details } = card;
  const faceName = card.faceName === null ? null : normaliseCardName(card.faceName);
  return [uuid, setCode, number, collectorNumberSortKey(number), isToken, name, normaliseCardName(name), faceName, JSON.stringify(details)];
}

/** Series rows hold points newest first (the caller normalised them). */
export function seriesRow(s: PriceSeries): unknown[] {
  const points = pointsJson(s);
  return [s.uuid, s.platform, s.provider, s.list, s.finish, s.currency, s.points.length, s.points.at(-1)!.date, s.points[0]!.date, points];
}

/** The points as the front part of a stored JSON object: `{"d":p,…,` (the stored text loses its `{`). */
export function prependRow(s: PriceSeries): unknown[] {
  const points = pointsJson(s);
  return [s.uuid, s.platform, s.provider, s.list, s.finish, s.points.length, `${points.slice(0, -1)},`, s.points[0]!.date];
}

/** Built as text: one object per series costs more than the row it feeds (a million daily series). */
function pointsJson(s: PriceSeries): string {
  let json = '';
  for (const p of s.points) json += `,${JSON.stringify(p.date)}:${JSON.stringify(p.price)}`;
  return `{${json.slice(1)}}`;
}

export const setFromRecord = (r: CardSetRecord): CardSet => ({ ...r, isOnlineOnly: Boolean(r.isOnlineOnly), isFoilOnly: Boolean(r.isFoilOnly) });

export function cardFromRecord(r: CardRecord): Card {
  const details = JSON.parse(r.details) as Details;
  return { uuid: r.uuid, setCode: r.setCode, number: r.number, name: r.name, isToken: Boolean(r.isToken), ...details };
}

/** Dates are stored newest first, so the parsed object's key order is already the answer's order. */
export function seriesFromRecord(r: Pick<PriceSeriesRecord, 'uuid' | 'platform' | 'provider' | 'list' | 'finish' | 'currency' | 'points'>): PriceSeries {
  const points: PricePoint[] = Object.entries(JSON.parse(r.points) as Record<string, number>).map(([date, price]) => ({ date, price }));
  return {
    uuid: r.uuid,
    platform: oneOf(PRICE_PLATFORMS, r.platform),
    provider: r.provider,
    list: oneOf(PRICE_LISTS, r.list),
    finish: oneOf(PRICE_FINISHES, r.finish),
    currency: r.currency,
    points,
  };
}

function oneOf<T extends string>(allowed: readonly T[], value: string): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw new Error(`price_series holds an unknown value '${value}'`);
}
