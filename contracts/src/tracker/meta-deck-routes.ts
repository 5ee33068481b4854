import { z } from 'zod';
import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { ArchivableListQuery, TRACKER_PREFIX as P, TRACKER_TAG as tag } from './common.js';
import { MetaDeckRead, MetaDeckWrite } from './deck-schemas.js';

export const listMetaDecks = defineRoute({
  operationId: 'listMetaDecks',
  method: 'get',
  path: `${P}/meta-decks`,
  tag,
  summary: 'The roster of expected opponent decks, oldest first (archived ones only with include_archived)',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: ArchivableListQuery,
  success: { status: 200, description: 'The roster', schema: z.array(MetaDeckRead) },
  errors: ['FORBIDDEN'],
});

export const createMetaDeck = defineRoute({
  operationId: 'createMetaDeck',
  method: 'post',
  path: `${P}/meta-decks`,
  tag,
  summary: 'Add a roster deck',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  body: MetaDeckWrite,
  success: { status: 201, description: 'The created roster deck', schema: MetaDeckRead },
  errors: [],
});

export const updateMetaDeck = defineRoute({
  operationId: 'updateMetaDeck',
  method: 'put',
  path: `${P}/meta-decks/{id}`,
  tag,
  summary: 'Replace a roster deck’s fields',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  body: MetaDeckWrite,
  success: { status: 200, description: 'The updated roster deck', schema: MetaDeckRead },
  errors: ['NOT_FOUND'],
});

export const archiveMetaDeck = defineRoute({
  operationId: 'archiveMetaDeck',
  method: 'delete',
  path: `${P}/meta-decks/{id}`,
  tag,
  summary: 'Archive a roster deck (never a real delete)',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  success: { status: 204, description: 'Archived' },
  errors: ['NOT_FOUND'],
});

export const META_DECK_ROUTES = [listMetaDecks, createMetaDeck, updateMetaDeck, archiveMetaDeck];
