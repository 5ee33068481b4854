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
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (events) => events.map(presentEvent),
  }),
  route({
    contract: tracker.createEvent,
    useCase: CreateEvent,
    input: ({ user, body }) => ({ ownerId: user.id, fields: eventCodec.fromWire(body) }),
    present: presentEvent,
  }),
  route({
    contract: tracker.updateEvent,
    useCase: UpdateEvent,
    input: ({ user, params, body }) => ({ ownerId: user.id, id: params.id, fields: eventCodec.fromWire(body) }),
    present: presentEvent,
  }),
  route({
    contract: tracker.archiveEvent,
    useCase: ArchiveEvent,
    input: ({ user, params }) => ({ ownerId: user.id, id: params.id }),
    present: () => undefined,
  }),
];
