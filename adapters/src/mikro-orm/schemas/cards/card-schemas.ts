import { EntitySchema } from '@mikro-orm/core';

/** Row of `card_sets` (and `card_sets_staging`). */
export interface CardSetRecord {
  code: string;
  name: string;
  releaseDate: string | null;
  type: string;
  baseSetSize: number;
  totalSetSize: number;
  keyruneCode: string | null;
  block: string | null;
  parentCode: string | null;
  isOnlineOnly: boolean;
  isFoilOnly: boolean;
}

/** Row of `cards`: searchable columns plus `details`, the rest of the card as JSON text. */
export interface CardRecord {
  uuid: string;
  setCode: string;
  number: string;
  numberSort: string;
  isToken: boolean;
  name: string;
  nameLower: string;
  faceNameLower: string | null;
  details: string;
}

/**
 * Row of `card_price_days`: every price of one card on one date, as JSON text
 * `{"<series code>":price,…}` (see price-day-codec.ts).
 */
export interface CardPriceDayRecord {
  uuid: string;
  date: string;
  pointCount: number;
  prices: string;
}

export const CardSetSchema = new EntitySchema<CardSetRecord>({
  name: 'CardSet',
  tableName: 'card_sets',
  properties: {
    code: { type: 'string', primary: true },
    name: { type: 'text' },
    releaseDate: { type: 'string', nullable: true },
    type: { type: 'string' },
    baseSetSize: { type: 'integer' },
    totalSetSize: { type: 'integer' },
    keyruneCode: { type: 'string', nullable: true },
    block: { type: 'text', nullable: true },
    parentCode: { type: 'string', nullable: true },
    isOnlineOnly: { type: 'boolean' },
    isFoilOnly: { type: 'boolean' },
  },
});

export const CardSchema = new EntitySchema<CardRecord>({
  name: 'Card',
  tableName: 'cards',
  properties: {
    uuid: { type: 'string', primary: true },
    setCode: { type: 'string' },
    number: { type: 'string' },
    numberSort: { type: 'string' },
    isToken: { type: 'boolean' },
    name: { type: 'text' },
    nameLower: { type: 'text' },
    faceNameLower: { type: 'text', nullable: true },
    details: { type: 'text' },
  },
});

export const CardPriceDaySchema = new EntitySchema<CardPriceDayRecord>({
  name: 'CardPriceDay',
  tableName: 'card_price_days',
  properties: {
    uuid: { type: 'string', primary: true },
    date: { type: 'string', primary: true },
    pointCount: { type: 'integer' },
    prices: { type: 'text' },
  },
});

/** The card reference's mapped tables (migrations m0003-card-data, m0008-card-price-days); staging twins are written raw. */
export const CARD_SCHEMAS = [CardSetSchema, CardSchema, CardPriceDaySchema] as const;
