import { PageQuery } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import {
  CardList,
  CardNameParams,
  CardPrices,
  CardRead,
  CardUuidParams,
  ImportQuery,
  ImportRequest,
  ImportStatusRead,
  SetCodeParams,
  SetList,
  SetRead,
} from './schemas.js';

const tag = 'cards';
const cache = ['ETag', 'Cache-Control'] as const;
const paging = 'Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. Send If-None-Match for a 304.';

export const listSets = defineRoute({
  operationId: 'listSets',
  method: 'get',
  path: '/api/v1/sets/',
  tag,
  summary: 'Every set, ordered by code',
  description: paging,
  access: 'anonymous',
  query: PageQuery,
  success: { status: 200, description: 'One page of sets', schema: SetList, headers: cache },
  errors: [],
});

export const getSet = defineRoute({
  operationId: 'getSet',
  method: 'get',
  path: '/api/v1/sets/{code}',
  tag,
  summary: 'One set by code (case-insensitive)',
  access: 'anonymous',
  params: SetCodeParams,
  success: { status: 200, description: 'The set', schema: SetRead, headers: cache },
  errors: ['SET_NOT_FOUND'],
});

export const listSetCards = defineRoute({
  operationId: 'listSetCards',
  method: 'get',
  path: '/api/v1/sets/{code}/cards',
  tag,
  summary: 'A set’s cards in collector-number order (1, 2, 10, 10a), then its tokens',
  description: paging,
  access: 'anonymous',
  params: SetCodeParams,
  query: PageQuery,
  success: { status: 200, description: 'One page of cards', schema: CardList, headers: cache },
  errors: ['SET_NOT_FOUND'],
});

export const getCard = defineRoute({
  operationId: 'getCard',
  method: 'get',
  path: '/api/v1/cards/{uuid}',
  tag,
  summary: 'One printing by MTGJSON uuid',
  access: 'anonymous',
  params: CardUuidParams,
  success: { status: 200, description: 'The card', schema: CardRead, headers: cache },
  errors: ['CARD_NOT_FOUND'],
});

export const getCardPrices = defineRoute({
  operationId: 'getCardPrices',
  method: 'get',
  path: '/api/v1/cards/{uuid}/prices',
  tag,
  summary: 'A card’s price history by platform, provider, list and finish',
  access: 'anonymous',
  params: CardUuidParams,
  success: { status: 200, description: 'Price series, points newest first', schema: CardPrices, headers: cache },
  errors: ['CARD_NOT_FOUND'],
});

export const getCardsByName = defineRoute({
  operationId: 'getCardsByName',
  method: 'get',
  path: '/api/v1/cards/by-name/{name}',
  tag,
  summary: 'Every printing with this exact name or face name (case-insensitive)',
  description: `${paging} Ordered by set code, then collector number.`,
  access: 'anonymous',
  params: CardNameParams,
  query: PageQuery,
  success: { status: 200, description: 'One page of printings', schema: CardList, headers: cache },
  errors: ['CARD_NOT_FOUND'],
});

const importTag = 'card-data';

export const startImport = defineRoute({
  operationId: 'startCardDataImport',
  method: 'post',
  path: '/api/v1/card-data/import',
  tag: importTag,
  summary: 'Start a card-data import in the background (admin)',
  description:
    '`source` (required: AllPrices or AllPricesToday) and `force` (default false) in the JSON body or the query string. ' +
    'Without force, an upstream build equal to the last imported one is skipped. A 409 carries the running ImportStatus plus `detail`.',
  access: 'admin',
  body: ImportRequest,
  query: ImportQuery,
  success: { status: 202, description: 'The import started', schema: ImportStatusRead },
  errors: ['IMPORT_RUNNING'],
});

export const importStatus = defineRoute({
  operationId: 'getCardDataImportStatus',
  method: 'get',
  path: '/api/v1/card-data/status',
  tag: importTag,
  summary: 'Status of the last or running card-data import',
  access: 'anonymous',
  success: { status: 200, description: 'The import status', schema: ImportStatusRead },
  errors: [],
});

export const CARD_ROUTES = [listSets, getSet, listSetCards, getCard, getCardPrices, getCardsByName, startImport, importStatus];
