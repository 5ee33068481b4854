import { eventCodec, tracker } from '@metagame/contracts';
import { ArchiveEvent } from '@metagame/core/tracker/use-cases/archive-event';
import { CreateEvent } from '@metagame/core/tracker/use-cases/create-event';
import { ListEvents } from '@metagame/core/tracker/use-cases/list-events';
import { UpdateEvent } from '@metagame/core/tracker/use-cases/update-event';
import { presentEvent } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** Events: testing sessions, leagues and tournaments. DELETE archives. */
export const TRACKER_EVENT_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listEvents,
    useCase: ListEvents,
    input: ({ workspace, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (events) => events.map(presentEvent),
  }),
  route({
    contract: tracker.createEvent,
    useCase: CreateEvent,
    input: ({ workspace, body }) => ({ ownerId: workspace.ownerId, fields: eventCodec.fromWire(body) }),
    present: presentEvent,
  }),
  route({
    contract: tracker.updateEvent,
    useCase: UpdateEvent,
    input: ({ workspace, params, body }) => ({
      ownerId: workspace.ownerId,
      id: params.id,
      fields: eventCodec.fromWire(body),
    }),
    present: presentEvent,
  }),
  route({
    contract: tracker.archiveEvent,
    useCase: ArchiveEvent,
    input: ({ workspace, params }) => ({ ownerId: workspace.ownerId, id: params.id }),
    present: () => undefined,
  }),
];
