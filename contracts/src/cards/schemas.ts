import { z } from 'zod';
import { IMPORT_PHASES, IMPORT_SOURCES, IMPORT_STATES, PRICE_FINISHES, PRICE_LISTS, PRICE_PLATFORMS } from '@metagame/core';
import { QueryBoolean, Timestamp } from '../common-schemas.js';
import { Text } from '../text.js';

const page = { total: z.number().int(), limit: z.number().int(), offset: z.number().int() };

export const SetCodeParams = z.strictObject({ code: Text(16).min(1) });
export const CardUuidParams = z.strictObject({ uuid: Text(64).min(1) });
export const CardNameParams = z.strictObject({ name: Text(300).trim().min(1) });

export const SetRead = z
  .object({
    code: z.string(),
    name: z.string(),
    release_date: z.string().nullable(),
    type: z.string(),
    base_set_size: z.number().int(),
    total_set_size: z.number().int(),
    keyrune_code: z.string().nullable(),
    block: z.string().nullable(),
    parent_code: z.string().nullable(),
    is_online_only: z.boolean(),
    is_foil_only: z.boolean(),
  })
  .meta({ id: 'SetRead' });

export const SetList = z.object({ items: z.array(SetRead), ...page }).meta({ id: 'SetList' });

export const CardRead = z
  .object({
    uuid: z.string(),
    set_code: z.string(),
    number: z.string(),
    name: z.string(),
    face_name: z.string().nullable(),
    ascii_name: z.string().nullable(),
    is_token: z.boolean(),
    layout: z.string(),
    side: z.string().nullable(),
    rarity: z.string().nullable(),
    mana_cost: z.string().nullable(),
    mana_value: z.number().nullable(),
    type: z.string().nullable(),
    types: z.array(z.string()),
    subtypes: z.array(z.string()),
    supertypes: z.array(z.string()),
    text: z.string().nullable(),
    power: z.string().nullable(),
    toughness: z.string().nullable(),
    loyalty: z.string().nullable(),
    defense: z.string().nullable(),
    colors: z.array(z.string()),
    color_identity: z.array(z.string()),
    other_face_ids: z.array(z.string()),
    availability: z.array(z.string()),
    finishes: z.array(z.string()),
    is_online_only: z.boolean(),
    legalities: z.record(z.string(), z.string()),
    identifiers: z.record(z.string(), z.string()),
  })
  .meta({ id: 'CardRead' });

export const CardList = z.object({ items: z.array(CardRead), ...page }).meta({ id: 'CardList' });

export const PriceSeriesRead = z
  .object({
    platform: z.enum(PRICE_PLATFORMS),
    provider: z.string(),
    list: z.enum(PRICE_LISTS),
    finish: z.enum(PRICE_FINISHES),
    currency: z.string(),
    points: z.array(z.object({ date: z.string(), price: z.number() })).describe('Newest first.'),
  })
  .meta({ id: 'PriceSeries' });

export const CardPrices = z
  .object({ uuid: z.string(), series: z.array(PriceSeriesRead).describe('Ordered by platform, provider, list (retail first), finish.') })
  .meta({ id: 'CardPrices' });

export const ImportSourceSchema = z.enum(IMPORT_SOURCES).meta({ id: 'ImportSource' });

export const ImportStatusRead = z
  .object({
    state: z.enum(IMPORT_STATES),
    source: ImportSourceSchema.nullable(),
    force: z.boolean(),
    started_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
    phase: z.enum(IMPORT_PHASES).nullable(),
    progress: z.object({ bytes_read: z.number().int(), bytes_total: z.number().int().nullable(), rows_written: z.number().int() }),
    counts: z.object({ sets: z.number().int(), cards: z.number().int(), price_points: z.number().int() }),
    upstream_version: z.string().nullable(),
    upstream_date: z.string().nullable(),
    error: z.string().nullable().describe('Why the import failed (state failed).'),
    message: z.string().nullable().describe('Why it was skipped (state skipped), or the failure.'),
  })
  .meta({ id: 'ImportStatus' });

/** `source` and `force` may come in the JSON body or the query string (CONTRACT); the body wins. */
export const ImportRequest = z
  .strictObject({ source: ImportSourceSchema.optional(), force: z.boolean().optional() })
  .optional()
  .meta({ id: 'ImportRequest' });
export const ImportQuery = z.strictObject({ source: ImportSourceSchema.optional(), force: QueryBoolean.optional() });
