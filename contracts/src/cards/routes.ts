import { PageQuery } from '../common-schemas.js';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import {
  AutocompleteQuery,
  CardCollection,
  CardCollectionRequest,
  CardNameList,
  CardSearchPage,
  NamedCardNotFound,
  NamedCardQuery,
  SearchQuery,
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
const pageOfList = [...cache, ...PAGE_HEADERS] as const;
const paging =
  'Paginated by `limit` (1–200, default 50) and `offset`; the order is stable. X-Total-Count gives the total, Link the other pages. Send If-None-Match for a 304.';

export const listSets = defineRoute({
  operationId: 'listSets',
  method: 'get',
  path: '/api/v1/sets/',
  tag,
  summary: 'Every set, ordered by code',
  description: paging,
  access: 'anonymous',
  crossOrigin: 'any',
  query: PageQuery,
  success: { status: 200, description: 'One page of sets', schema: SetList, headers: pageOfList },
  errors: [],
});

export const getSet = defineRoute({
  operationId: 'getSet',
  method: 'get',
  path: '/api/v1/sets/{code}',
  tag,
  summary: 'One set by code (case-insensitive)',
  access: 'anonymous',
  crossOrigin: 'any',
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
  crossOrigin: 'any',
  params: SetCodeParams,
  query: PageQuery,
  success: { status: 200, description: 'One page of cards', schema: CardList, headers: pageOfList },
  errors: ['SET_NOT_FOUND'],
});

export const getCard = defineRoute({
  operationId: 'getCard',
  method: 'get',
  path: '/api/v1/cards/{uuid}',
  tag,
  summary: 'One printing by MTGJSON uuid',
  access: 'anonymous',
  crossOrigin: 'any',
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
  crossOrigin: 'any',
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
  crossOrigin: 'any',
  params: CardNameParams,
  query: PageQuery,
  success: { status: 200, description: 'One page of printings', schema: CardList, headers: pageOfList },
  errors: ['CARD_NOT_FOUND'],
});

/** The search syntax, also in docs/card-search.md. */
export const SEARCH_SYNTAX = [
  'A subset of Scryfall’s syntax. Terms are ANDed; `or` between terms, `-` before a term negates it, parentheses group.',
  'Words are compared as search keys: case, diacritics and punctuation do not matter (`jotun` = Jötun), and each word matches the start of a word.',
  '',
  '| term | matches |',
  '|---|---|',
  '| `bolt`, `"lightning bolt"` | the name (any face) has a word starting with it; a quoted phrase matches those words in order |',
  '| `t:creature`, `t:"legendary elf"` (`type:`) | the type line |',
  '| `o:draw`, `o:"draw a card"` (`oracle:`) | the rules text |',
  '| `c:rg`, `c=r`, `c<=wu`, `c>=2`, `c:m`, `c:c` (`color:`) | colours as a set: `:`/`>=` at least these, `<=` at most, `=` exactly; a number compares the count; `m` multicoloured, `c` colourless; letters WUBRG or colour names |',
  '| `id:wu`, `id>=g` (`identity:`, `ci:`) | colour identity; `id:` means "within" (`<=`), for commander decks |',
  '| `mv=3`, `mv>=5`, `mv<2` (`cmc`) | mana value; `:` `=` `!=` `<` `<=` `>` `>=` |',
  '| `s:lea` (`set:`, `e:`) | set code |',
  '| `r:mythic`, `r>=rare` (`rarity:`) | rarity (common < uncommon < rare < special < mythic < bonus; c/u/r/s/m/b) |',
  '| `f:modern` (`legal:`, `format:`) | legal (or restricted) in the format |',
  '| `usd<1`, `eur>=10` | the newest imported paper retail price of a non-foil copy: TCGplayer (USD) / Cardmarket (EUR) |',
  '| `is:split` `is:dfc` `is:mdfc` `is:transform` `is:meld` `is:flip` `is:adventure` `is:token` | layout (split includes aftermath; dfc: transform, modal_dfc, meld) or the token flag |',
  '',
  '`unique=cards` (default) answers one printing per card name (its newest matching printing); `unique=prints` one per printing (its first matching face). ' +
    '`order` = name (default) | set | mv | usd | eur, `dir` = asc | desc; ties by name, set, collector number. `page` (from 1) and `page_size` (1–175, default 100). ' +
    'A syntax error answers 422 with `detail[0].position` (1-based character) and `detail[0].term` naming the offending term.',
].join('\n');

export const autocompleteCards = defineRoute({
  operationId: 'autocompleteCardNames',
  method: 'get',
  path: '/api/v1/cards/autocomplete',
  tag,
  summary: 'Up to 20 card names for what was typed',
  description:
    'Names whose full or face name starts with `q` first, then names with a word (or run of words) starting with it, each group alphabetical. ' +
    'Case, punctuation and diacritics do not matter (`lim dul` finds Lim-Dûl’s Vault); tokens are left out. Fewer than 2 letters answer an empty list. Send If-None-Match for a 304. ' +
    'Requests are counted per client address (429 with Retry-After over the limit; RateLimit headers say what is left).',
  access: 'anonymous',
  crossOrigin: 'any',
  query: AutocompleteQuery,
  success: { status: 200, description: 'Card names', schema: CardNameList, headers: cache },
  errors: [],
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'card-autocomplete', setting: 'cardAutocompletePerAddress', subject: 'address' }],
  },
});

export const namedCard = defineRoute({
  operationId: 'getNamedCard',
  method: 'get',
  path: '/api/v1/cards/named',
  tag,
  summary: 'One card by exact or fuzzy name (its newest printing, or its printing in `set`)',
  description:
    '`exact`: the full or a face name, case, punctuation and diacritics aside. `fuzzy`: also tolerates typos and missing words (`lightnig bolt`, `jace mind sculptor`). ' +
    'A 404 body carries `code` (CARD_NOT_FOUND or CARD_NAME_AMBIGUOUS) and `candidates`, up to 10 near names. Tokens are left out. Send If-None-Match for a 304.',
  access: 'anonymous',
  crossOrigin: 'any',
  query: NamedCardQuery,
  success: { status: 200, description: 'The card', schema: CardRead, headers: cache },
  errors: ['CARD_NOT_FOUND', 'CARD_NAME_AMBIGUOUS'],
  errorBodies: { 404: NamedCardNotFound },
});

export const searchCards = defineRoute({
  operationId: 'searchCards',
  method: 'get',
  path: '/api/v1/cards/search',
  tag,
  summary: 'Cards matching a search',
  description: `${SEARCH_SYNTAX}\n\nSend If-None-Match for a 304. Requests are counted per client address (429 with Retry-After over the limit; RateLimit headers say what is left).`,
  access: 'anonymous',
  crossOrigin: 'any',
  query: SearchQuery,
  success: { status: 200, description: 'One page of cards', schema: CardSearchPage, headers: pageOfList },
  errors: ['INVALID_SEARCH'],
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'card-search', setting: 'cardSearchPerAddress', subject: 'address' }],
  },
});

export const cardCollection = defineRoute({
  operationId: 'getCardCollection',
  method: 'post',
  path: '/api/v1/cards/collection',
  tag,
  summary: 'Up to 75 cards by uuid, Scryfall id, set + collector number or name',
  description:
    'Each identifier is `{id}` (MTGJSON uuid), `{scryfall_id}`, `{set, collector_number}` or `{name, set?}` (exact name as in /cards/named: the newest printing, or the one in `set`). ' +
    'A multi-face printing answers its first face. The answer lists the cards found in the request’s order and the identifiers that matched nothing. ' +
    'A read: it sends an ETag and answers 304 to a matching If-None-Match like the GET routes.',
  access: 'anonymous',
  crossOrigin: 'any',
  body: CardCollectionRequest,
  success: {
    status: 200,
    description: 'The cards found and the identifiers not found',
    schema: CardCollection,
    headers: cache,
  },
  errors: [],
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
  crossOrigin: 'any',
  success: { status: 200, description: 'The import status', schema: ImportStatusRead },
  errors: [],
});

export const CARD_ROUTES = [
  listSets,
  getSet,
  listSetCards,
  autocompleteCards,
  namedCard,
  searchCards,
  cardCollection,
  getCard,
  getCardPrices,
  getCardsByName,
  startImport,
  importStatus,
];
