import { defineRoute } from '../route-contract.js';
import {
  DeckArchetypeParams,
  DeckArchetypeRead,
  DeckArchetypeWrite,
  DefinitionsImported,
  DefinitionsImportRequest,
  FormatQuery,
  META_PREFIX as P,
  META_TAG as tag,
  ReclassificationRead,
} from './archetype-schemas.js';

export const importDefinitions = defineRoute({
  operationId: 'importArchetypeDefinitions',
  method: 'post',
  path: `${P}/definitions/import`,
  tag,
  summary: 'Import a format’s archetype definitions and relabel its decks in the background (admin or ml_developer)',
  description:
    'The files are validated first: a 422 lists every problem, each naming its file and JSON path (an unknown condition type names the condition), and nothing is stored. ' +
    'The definitions then become the format’s current ones and a reclassification of every deck of the format starts; `GET /api/v1/meta/definitions/status` follows it. ' +
    'Hand overrides are kept.',
  access: 'ml_developer',
  body: DefinitionsImportRequest,
  success: { status: 202, description: 'Stored; the reclassification started', schema: DefinitionsImported },
  errors: ['VALIDATION_FAILED'],
});

export const reclassificationStatus = defineRoute({
  operationId: 'getReclassificationStatus',
  method: 'get',
  path: `${P}/definitions/status`,
  tag,
  summary: 'The newest reclassification of a format, running or finished',
  access: 'anonymous',
  crossOrigin: 'any',
  query: FormatQuery,
  success: { status: 200, description: 'The run', schema: ReclassificationRead },
  errors: ['NOT_FOUND'],
});

export const overrideDeckArchetype = defineRoute({
  operationId: 'overrideDeckArchetype',
  method: 'put',
  path: `${P}/decks/{deck_id}/archetype`,
  tag,
  summary: 'Set a tournament deck’s archetype by hand, or clear it with null (admin or ml_developer)',
  description: 'The override counts wherever the deck’s archetype is read and survives reclassification.',
  access: 'ml_developer',
  params: DeckArchetypeParams,
  body: DeckArchetypeWrite,
  success: { status: 200, description: 'The deck’s labels', schema: DeckArchetypeRead },
  errors: ['NOT_FOUND'],
});

export const ARCHETYPE_ROUTES = [importDefinitions, reclassificationStatus, overrideDeckArchetype];
