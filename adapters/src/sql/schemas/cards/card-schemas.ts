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

/**
 * The card reference's mapped tables (migration m0003-card-data). Staging twins and the prices
 * (`card_price_days`, m0008) are written and read raw: bulk batches and one indexed range.
 */
export const CARD_SCHEMAS = [CardSetSchema, CardSchema] as const;
