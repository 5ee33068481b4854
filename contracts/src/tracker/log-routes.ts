import { z } from 'zod';
import { IdParams } from '../common-schemas.js';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import { MatchFilterQuery, OwnerQuery, TRACKER_PREFIX as P, TRACKER_TAG as tag, TrackerPageQuery } from './common.js';
import {
  CardTestListQuery,
  CardTestRead,
  CardTestWrite,
  CardTestsCsv,
  MatchImportResult,
  MatchesCsv,
  MatchRead,
  MatchWrite,
} from './log-schemas.js';

const page =
  'Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total, Link the next and previous pages.';

export const listMatches = defineRoute({
  operationId: 'listMatches',
  method: 'get',
  path: `${P}/matches`,
  tag,
  summary: 'The match log, newest date first, filtered when asked',
  description: page,
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: TrackerPageQuery.extend(MatchFilterQuery.shape),
  success: { status: 200, description: 'One page of matches', schema: z.array(MatchRead), headers: PAGE_HEADERS },
  errors: ['FORBIDDEN'],
});

export const recordMatch = defineRoute({
  operationId: 'recordMatch',
  method: 'post',
  path: `${P}/matches`,
  tag,
  summary: 'Log a best-of-three match',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  body: MatchWrite,
  success: { status: 201, description: 'The logged match', schema: MatchRead },
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const updateMatch = defineRoute({
  operationId: 'updateMatch',
  method: 'put',
  path: `${P}/matches/{id}`,
  tag,
  summary: 'Replace a match’s fields',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  params: IdParams,
  body: MatchWrite,
  success: { status: 200, description: 'The updated match', schema: MatchRead },
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const deleteMatch = defineRoute({
  operationId: 'deleteMatch',
  method: 'delete',
  path: `${P}/matches/{id}`,
  tag,
  summary: 'Delete a match',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  params: IdParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND'],
});

export const listCardTests = defineRoute({
  operationId: 'listCardTests',
  method: 'get',
  path: `${P}/card-tests`,
  tag,
  summary: 'Card tests, newest first, of one personal deck when asked',
  description: `${page} Tests without a personal deck are never returned.`,
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: TrackerPageQuery.extend(CardTestListQuery.shape),
  success: { status: 200, description: 'One page of card tests', schema: z.array(CardTestRead), headers: PAGE_HEADERS },
  errors: ['FORBIDDEN'],
});

export const recordCardTest = defineRoute({
  operationId: 'recordCardTest',
  method: 'post',
  path: `${P}/card-tests`,
  tag,
  summary: 'Record a card test',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  body: CardTestWrite,
  success: { status: 201, description: 'The recorded test', schema: CardTestRead },
  errors: ['NOT_FOUND'],
});

export const updateCardTest = defineRoute({
  operationId: 'updateCardTest',
  method: 'put',
  path: `${P}/card-tests/{id}`,
  tag,
  summary: 'Replace a card test’s fields',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  params: IdParams,
  body: CardTestWrite,
  success: { status: 200, description: 'The updated test', schema: CardTestRead },
  errors: ['NOT_FOUND'],
});

export const deleteCardTest = defineRoute({
  operationId: 'deleteCardTest',
  method: 'delete',
  path: `${P}/card-tests/{id}`,
  tag,
  summary: 'Delete a card test',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  params: IdParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND'],
});

const csv =
  'RFC 4180 CSV with a header row, UTF-8, streamed. A cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or a carriage return) is written with a leading apostrophe, which an import takes off again.';

export const exportMatches = defineRoute({
  operationId: 'exportMatches',
  method: 'get',
  path: `${P}/matches/export`,
  tag,
  summary: 'The match log as CSV, newest date first, filtered when asked',
  description: `${csv} Decks and events are named (by id where two share a name); the version is its number within the personal deck. The columns are those the import reads.`,
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: OwnerQuery.extend(MatchFilterQuery.shape),
  success: { status: 200, description: 'The matches', schema: MatchesCsv, mediaType: 'text/csv' },
  errors: ['FORBIDDEN'],
});

export const importMatches = defineRoute({
  operationId: 'importMatches',
  method: 'post',
  path: `${P}/matches/import`,
  tag,
  summary: 'Import matches from CSV (all or nothing)',
  description:
    'A text/csv body in the columns of the export (header row required; columns in any order; personal_deck, opponent_deck and event by id or name, ' +
    'decklist_version by number, empty = none). Every row is checked before anything is written: a 422 lists each bad row (line 1 is the header) and column, and nothing is stored. ' +
    'Limits: CSV_IMPORT_MAX_BYTES (413 over it) and CSV_IMPORT_MAX_ROWS (422 over it).',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'member',
  body: MatchesCsv,
  bodyEncoding: 'csv',
  success: { status: 201, description: 'How many matches were imported', schema: MatchImportResult },
  errors: ['VALIDATION_FAILED'],
});

export const exportCardTests = defineRoute({
  operationId: 'exportCardTests',
  method: 'get',
  path: `${P}/card-tests/export`,
  tag,
  summary: 'Card tests as CSV, newest first, of one personal deck when asked',
  description: `${csv} Tests without a personal deck are never exported.`,
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: OwnerQuery.extend(CardTestListQuery.shape),
  success: { status: 200, description: 'The card tests', schema: CardTestsCsv, mediaType: 'text/csv' },
  errors: ['FORBIDDEN'],
});

export const LOG_ROUTES = [
  listMatches,
  recordMatch,
  updateMatch,
  deleteMatch,
  exportMatches,
  importMatches,
  listCardTests,
  recordCardTest,
  updateCardTest,
  deleteCardTest,
  exportCardTests,
];
