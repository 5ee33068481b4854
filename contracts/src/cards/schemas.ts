import { z } from 'zod';
import {
  IMPORT_PHASES,
  IMPORT_SOURCES,
  IMPORT_STATES,
  PRICE_FINISHES,
  PRICE_LISTS,
  PRICE_PLATFORMS,
} from '@metagame/core';
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
  .meta({ id: 'SetRead', description: 'A Magic set as MTGJSON describes it.' });

export const SetList = z
  .object({ items: z.array(SetRead), ...page })
  .meta({ id: 'SetList', description: 'One page of sets, with the total over all pages.' });

export const CurrentPriceRead = z
  .object({
    platform: z.enum(PRICE_PLATFORMS),
    provider: z.string(),
    list: z.enum(PRICE_LISTS),
    finish: z.enum(PRICE_FINISHES),
    currency: z.string(),
    price: z.number(),
    date: z.string().describe('The date of this newest point (YYYY-MM-DD).'),
    stale: z
      .boolean()
      .describe(
        'The newest point is older than CARD_PRICE_STALE_DAYS days (default 3): the provider stopped listing it.',
      ),
  })
  .meta({ id: 'CurrentPrice', description: 'The newest price of one of a card’s price series.' });

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
    current_prices: z
      .array(CurrentPriceRead)
      .describe(
        'The newest price of each of the card’s price series (platform, provider, list, finish), ordered as the price history.',
      ),
  })
  .meta({ id: 'CardRead', description: 'One printing of a card, with its faces, legalities and current prices.' });

export const CardList = z
  .object({ items: z.array(CardRead), ...page })
  .meta({ id: 'CardList', description: 'One page of printings, with the total over all pages.' });

export const PriceSeriesRead = z
  .object({
    platform: z.enum(PRICE_PLATFORMS),
    provider: z.string(),
    list: z.enum(PRICE_LISTS),
    finish: z.enum(PRICE_FINISHES),
    currency: z.string(),
    points: z.array(z.object({ date: z.string(), price: z.number() })).describe('Newest first.'),
  })
  .meta({
    id: 'PriceSeries',
    description: 'A card’s prices on one platform from one provider, list and finish, newest first.',
  });

export const CardPrices = z
  .object({
    uuid: z.string(),
    series: z.array(PriceSeriesRead).describe('Ordered by platform, provider, list (retail first), finish.'),
  })
  .meta({
    id: 'CardPrices',
    description: 'A card’s price history, one series per platform, provider, list and finish.',
  });

export const ImportSourceSchema = z.enum(IMPORT_SOURCES).meta({
  id: 'ImportSource',
  description: 'The MTGJSON price file an import reads: the full history or today’s prices.',
});

export const ImportStatusRead = z
  .object({
    state: z.enum(IMPORT_STATES),
    source: ImportSourceSchema.nullable(),
    force: z.boolean(),
    started_at: Timestamp.nullable(),
    finished_at: Timestamp.nullable(),
    phase: z.enum(IMPORT_PHASES).nullable(),
    progress: z.object({
      bytes_read: z.number().int(),
      bytes_total: z.number().int().nullable(),
      rows_written: z.number().int(),
    }),
    counts: z.object({ sets: z.number().int(), cards: z.number().int(), price_points: z.number().int() }),
    upstream_version: z.string().nullable(),
    upstream_date: z.string().nullable(),
    error: z.string().nullable().describe('Why the import failed (state failed).'),
    message: z.string().nullable().describe('Why it was skipped (state skipped), or the failure.'),
  })
  .meta({ id: 'ImportStatus', description: 'The state and progress of the last or running card-data import.' });

/**
 * `source` and `force` may come in the JSON body or the query string, so either kind of client works;
 * the body wins.
 */
export const ImportRequest = z
  .strictObject({ source: ImportSourceSchema.optional(), force: z.boolean().optional() })
  .optional()
  .meta({
    id: 'ImportRequest',
    description: 'Which price file to import, and whether to import an upstream build already imported.',
    examples: [{ source: 'AllPricesToday', force: false }],
  });
export const ImportQuery = z.strictObject({ source: ImportSourceSchema.optional(), force: QueryBoolean.optional() });

/** Client card API: autocomplete, named lookups, search and batch lookups by name. */
export const AutocompleteQuery = z.strictObject({ q: Text(200).default('') });
export const CardNameList = z
  .object({ data: z.array(z.string()).describe('Up to 20 card names, best first.') })
  .meta({ id: 'CardNameList', description: 'Card names for an autocomplete box.' });

export const NamedCardQuery = z
  .strictObject({
    exact: Text(300).trim().min(1).optional(),
    fuzzy: Text(300).trim().min(1).optional(),
    set: Text(16).min(1).optional(),
  })
  .refine((q) => (q.exact === undefined) !== (q.fuzzy === undefined), {
    error: 'Give exactly one of exact or fuzzy.',
    path: ['exact'],
  });

export const NamedCardNotFound = z
  .object({
    detail: z.string(),
    code: z
      .enum(['CARD_NOT_FOUND', 'CARD_NAME_AMBIGUOUS'])
      .describe('CARD_NAME_AMBIGUOUS: several near names, none clearly ahead; CARD_NOT_FOUND: no name near enough.'),
    candidates: z.array(z.string()).describe('Up to 10 of the nearest card names, best first (may be empty).'),
  })
  .meta({ id: 'NamedCardNotFound', description: 'Why no card answers a named lookup, with the nearest names.' });

export const SearchQuery = z.strictObject({
  q: Text(1000).trim().min(1),
  unique: z.enum(['cards', 'prints']).default('cards'),
  order: z.enum(['name', 'set', 'mv', 'usd', 'eur']).default('name'),
  dir: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(175).default(100),
});

export const CardSearchPage = z
  .object({
    data: z.array(CardRead),
    has_more: z.boolean(),
    next_page: z.string().nullable().describe('The path and query of the next page, or null on the last one.'),
    total: z.number().int().describe('Matches over all pages.'),
  })
  .meta({ id: 'CardSearchPage', description: 'One page of search results, with the total and the next page.' });

export const CardIdentifierRead = z
  .union([
    z.strictObject({ id: Text(64).min(1).describe('MTGJSON uuid') }),
    z.strictObject({ scryfall_id: Text(64).min(1) }),
    z.strictObject({ set: Text(16).min(1), collector_number: Text(32).min(1) }),
    z.strictObject({ name: Text(300).trim().min(1), set: Text(16).min(1).optional() }),
  ])
  .meta({
    id: 'CardIdentifier',
    description: 'One card to look up: by MTGJSON uuid, Scryfall id, set and collector number, or name.',
  });

export const CardCollectionRequest = z.strictObject({ identifiers: z.array(CardIdentifierRead).min(1).max(75) }).meta({
  id: 'CardCollectionRequest',
  description: 'Up to 75 card identifiers to look up in one request.',
  examples: [
    {
      identifiers: [
        { name: 'Lightning Bolt' },
        { set: 'LEA', collector_number: '161' },
        { id: 'd9b9b6a5-6e2c-5b0f-9c4a-8f8b1e6c2d7a' },
      ],
    },
  ],
});

export const CardCollection = z
  .object({
    data: z.array(CardRead).describe('One card per identifier found, in the request’s order.'),
    not_found: z.array(CardIdentifierRead).describe('The identifiers that matched nothing, as sent.'),
  })
  .meta({
    id: 'CardCollection',
    description: 'The cards found for a batch lookup, and the identifiers that matched nothing.',
  });
