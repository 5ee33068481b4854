import { z } from 'zod';
import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { PageHeaders, TRACKER_PREFIX as P, TRACKER_TAG as tag, TrackerPageQuery } from './common.js';
import { CardTestListQuery, CardTestRead, CardTestWrite, MatchRead, MatchWrite } from './log-schemas.js';

const page = 'Paginated with limit (default 100, max 500) and offset; X-Total-Count gives the total.';

export const listMatches = defineRoute({
  operationId: 'listMatches',
  method: 'get',
  path: `${P}/matches`,
  tag,
  summary: 'The match log, newest date first',
  description: page,
  access: 'user',
  query: TrackerPageQuery,
  success: { status: 200, description: 'One page of matches', schema: z.array(MatchRead), headers: PageHeaders },
  errors: ['FORBIDDEN'],
});

export const recordMatch = defineRoute({
  operationId: 'recordMatch',
  method: 'post',
  path: `${P}/matches`,
  tag,
  summary: 'Log a best-of-three match',
  access: 'user',
  body: MatchWrite,
  success: { status: 201, description: 'The logged match', schema: MatchRead },
  errors: ['NOT_FOUND'],
});

export const updateMatch = defineRoute({
  operationId: 'updateMatch',
  method: 'put',
  path: `${P}/matches/{id}`,
  tag,
  summary: 'Replace a match’s fields',
  access: 'user',
  params: IdParams,
  body: MatchWrite,
  success: { status: 200, description: 'The updated match', schema: MatchRead },
  errors: ['NOT_FOUND'],
});

export const deleteMatch = defineRoute({
  operationId: 'deleteMatch',
  method: 'delete',
  path: `${P}/matches/{id}`,
  tag,
  summary: 'Delete a match',
  access: 'user',
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
  query: TrackerPageQuery.extend(CardTestListQuery.shape),
  success: { status: 200, description: 'One page of card tests', schema: z.array(CardTestRead), headers: PageHeaders },
  errors: ['FORBIDDEN'],
});

export const recordCardTest = defineRoute({
  operationId: 'recordCardTest',
  method: 'post',
  path: `${P}/card-tests`,
  tag,
  summary: 'Record a card test',
  access: 'user',
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
  params: IdParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND'],
});

export const LOG_ROUTES = [listMatches, recordMatch, updateMatch, deleteMatch, listCardTests, recordCardTest, updateCardTest, deleteCardTest];
