import { z } from 'zod';
import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { ArchivableListQuery, OwnerQuery, TRACKER_PREFIX as P, TRACKER_TAG as tag, Uuid } from './common.js';
import { DecklistVersionCreate, DecklistVersionRead, PersonalDeckCreate, PersonalDeckRead } from './deck-schemas.js';

export const VersionParams = z.strictObject({ id: Uuid, version_id: Uuid });

export const listPersonalDecks = defineRoute({
  operationId: 'listPersonalDecks',
  method: 'get',
  path: `${P}/personal-decks`,
  tag,
  summary: 'Personal decks, oldest first (archived ones only with include_archived)',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: ArchivableListQuery,
  success: { status: 200, description: 'The decks', schema: z.array(PersonalDeckRead) },
  errors: ['FORBIDDEN'],
});

export const createPersonalDeck = defineRoute({
  operationId: 'createPersonalDeck',
  method: 'post',
  path: `${P}/personal-decks`,
  tag,
  summary: 'Add a personal deck',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  body: PersonalDeckCreate,
  success: { status: 201, description: 'The created deck', schema: PersonalDeckRead },
  errors: [],
});

export const archivePersonalDeck = defineRoute({
  operationId: 'archivePersonalDeck',
  method: 'delete',
  path: `${P}/personal-decks/{id}`,
  tag,
  summary: 'Archive a personal deck (never a real delete; clears it as active deck)',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  success: { status: 204, description: 'Archived' },
  errors: ['NOT_FOUND'],
});

export const listDecklistVersions = defineRoute({
  operationId: 'listDecklistVersions',
  method: 'get',
  path: `${P}/personal-decks/{id}/versions`,
  tag,
  summary: 'Decklist versions of a deck, newest first',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  params: IdParams,
  query: OwnerQuery,
  success: { status: 200, description: 'The versions', schema: z.array(DecklistVersionRead) },
  errors: ['FORBIDDEN', 'NOT_FOUND'],
});

export const addDecklistVersion = defineRoute({
  operationId: 'addDecklistVersion',
  method: 'post',
  path: `${P}/personal-decks/{id}/versions`,
  tag,
  summary: 'Store a new decklist version (numbered highest + 1 by the server)',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  body: DecklistVersionCreate,
  success: { status: 201, description: 'The created version', schema: DecklistVersionRead },
  errors: ['NOT_FOUND'],
});

export const deleteDecklistVersion = defineRoute({
  operationId: 'deleteDecklistVersion',
  method: 'delete',
  path: `${P}/personal-decks/{id}/versions/{version_id}`,
  tag,
  summary: 'Delete a decklist version (a real delete)',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: VersionParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND'],
});

export const PERSONAL_DECK_ROUTES = [
  listPersonalDecks,
  createPersonalDeck,
  archivePersonalDeck,
  listDecklistVersions,
  addDecklistVersion,
  deleteDecklistVersion,
];
