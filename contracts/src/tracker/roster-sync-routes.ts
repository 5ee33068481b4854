import { z } from 'zod';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import { TRACKER_PREFIX as P, TRACKER_TAG as tag, TrackerPageQuery } from './common.js';
import { RosterSnapshotRead, RosterSyncRequest } from './roster-sync-schemas.js';

export const syncMetaDecks = defineRoute({
  operationId: 'syncMetaDecks',
  method: 'post',
  path: `${P}/meta-decks/sync`,
  tag,
  summary: 'Sync the roster’s presence and top 8 from the public metagame',
  description:
    'Every active roster deck naming a public archetype of `format` takes the archetype’s presence and top 8 in the window, ' +
    'except a figure typed by hand (`manual`); `create_top` adds decks for the most played archetypes. Each sync keeps a dated snapshot.',
  access: 'user',
  tokenScope: 'tracker:write',
  team: 'captain',
  body: RosterSyncRequest,
  success: { status: 200, description: 'The snapshot of this sync', schema: RosterSnapshotRead },
  errors: [],
});

export const listMetaDeckSnapshots = defineRoute({
  operationId: 'listMetaDeckSnapshots',
  method: 'get',
  path: `${P}/meta-decks/snapshots`,
  tag,
  summary: 'The roster’s sync snapshots, newest first',
  access: 'user',
  tokenScope: 'tracker:read',
  team: 'viewer',
  query: TrackerPageQuery,
  success: {
    status: 200,
    description: 'One page of snapshots',
    schema: z.array(RosterSnapshotRead),
    headers: PAGE_HEADERS,
  },
  errors: ['FORBIDDEN'],
});

export const ROSTER_SYNC_ROUTES = [syncMetaDecks, listMetaDeckSnapshots];
