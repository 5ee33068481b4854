import { eventCodec, tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentEvent } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** Events: testing sessions, leagues and tournaments. DELETE archives. */
export const TRACKER_EVENT_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listEvents,
    useCase: TOKENS.ListEvents,
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (events) => events.map(presentEvent),
  }),
  route({
    contract: tracker.createEvent,
    useCase: TOKENS.CreateEvent,
    input: ({ user, body }) => ({ ownerId: user.id, fields: eventCodec.fromWire(body) }),
    present: presentEvent,
  }),
  route({
    contract: tracker.updateEvent,
    useCase: TOKENS.UpdateEvent,
    input: ({ user, params, body }) => ({ ownerId: user.id, id: params.id, fields: eventCodec.fromWire(body) }),
    present: presentEvent,
  }),
  route({
    contract: tracker.archiveEvent,
    useCase: TOKENS.ArchiveEvent,
    input: ({ user, params }) => ({ ownerId: user.id, id: params.id }),
    present: () => undefined,
  }),
];
