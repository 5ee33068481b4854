import { collectorNumberSortKey, normaliseCardName, type Card, type CardSet } from '@metagame/core';
import type { CardRecord, CardSetRecord } from '../schemas/cards/card-schemas.js';

type Details = Omit<Card, 'uuid' | 'setCode' | 'number' | 'name' | 'isToken'>;

/** Column lists in table order: staging inserts and the publish copy both use them. */
export const SET_COLUMNS = [
  'code',
  'name',
  'release_date',
  'type',
  'base_set_size',
  'total_set_size',
  'keyrune_code',
  'block',
  'parent_code',
  'is_online_only',
  'is_foil_only',
] as const;
export const CARD_COLUMNS = [
  'uuid',
  'set_code',
  'number',
  'number_sort',
  'is_token',
  'name',
  'name_lower',
  'face_name_lower',
  'details',
] as const;

export const setRow = (s: CardSet): unknown[] => [
  s.code,
  s.name,
  s.releaseDate,
  s.type,
  s.baseSetSize,
  s.totalSetSize,
  s.keyruneCode,
  s.block,
  s.parentCode,
  s.isOnlineOnly,
  s.isFoilOnly,
];

export function cardRow(card: Card): unknown[] {
  const { uuid, setCode, number, name, isToken, ...details } = card;
  const faceName = card.faceName === null ? null : normaliseCardName(card.faceName);
  return [
    uuid,
    setCode,
    number,
    collectorNumberSortKey(number),
    isToken,
    name,
    normaliseCardName(name),
    faceName,
    JSON.stringify(details),
  ];
}

export const setFromRecord = (r: CardSetRecord): CardSet => ({
  ...r,
  isOnlineOnly: Boolean(r.isOnlineOnly),
  isFoilOnly: Boolean(r.isFoilOnly),
});

export function cardFromRecord(r: CardRecord): Card {
  const details = JSON.parse(r.details) as Details;
  return { uuid: r.uuid, setCode: r.setCode, number: r.number, name: r.name, isToken: Boolean(r.isToken), ...details };
}
