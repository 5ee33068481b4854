import { z } from 'zod';
import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { ArchivableListQuery, TRACKER_PREFIX as P, TRACKER_TAG as tag } from './common.js';
import { EventRead, EventWrite } from './event-schemas.js';

export const listEvents = defineRoute({
  operationId: 'listEvents',
  method: 'get',
  path: `${P}/events`,
  tag,
  summary:
    'Events (testing sessions, leagues, tournaments), newest date first (archived ones only with include_archived)',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: ArchivableListQuery,
  success: { status: 200, description: 'The events', schema: z.array(EventRead) },
  errors: ['FORBIDDEN'],
});

export const createEvent = defineRoute({
  operationId: 'createEvent',
  method: 'post',
  path: `${P}/events`,
  tag,
  summary: 'Add an event',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  body: EventWrite,
  success: { status: 201, description: 'The created event', schema: EventRead },
  errors: [],
});

export const updateEvent = defineRoute({
  operationId: 'updateEvent',
  method: 'put',
  path: `${P}/events/{id}`,
  tag,
  summary: 'Replace an event’s fields',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  body: EventWrite,
  success: { status: 200, description: 'The updated event', schema: EventRead },
  errors: ['NOT_FOUND'],
});

export const archiveEvent = defineRoute({
  operationId: 'archiveEvent',
  method: 'delete',
  path: `${P}/events/{id}`,
  tag,
  summary: 'Archive an event (never a real delete; its matches keep it)',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  params: IdParams,
  success: { status: 204, description: 'Archived' },
  errors: ['NOT_FOUND'],
});

export const EVENT_ROUTES = [listEvents, createEvent, updateEvent, archiveEvent];
