import { rosterSnapshotCodec, tracker } from '@metagame/contracts';
import { ListRosterSnapshots } from '@metagame/core/metagame/use-cases/list-roster-snapshots';
import { SyncRoster } from '@metagame/core/metagame/use-cases/sync-roster';
import { route, type RouteRow } from '../route-table.js';

/** The roster fed by the public metagame: one sync, and the snapshots syncs leave behind. */
export const TRACKER_ROSTER_SYNC_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.syncMetaDecks,
    useCase: SyncRoster,
    input: ({ workspace, body }) => ({
      ownerId: workspace.ownerId,
      window: { format: body.format, from: body.from ?? null, to: body.to ?? null },
      weighting: body.weighting,
      createTop: body.create_top,
    }),
    present: rosterSnapshotCodec.toWire,
  }),
  route({
    contract: tracker.listMetaDeckSnapshots,
    useCase: ListRosterSnapshots,
    input: ({ workspace, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      limit: query.limit,
      offset: query.offset,
    }),
    present: (page) => page.items.map(rosterSnapshotCodec.toWire),
    page: (page, { query }) => ({ total: page.total, limit: query.limit, offset: query.offset }),
  }),
];
