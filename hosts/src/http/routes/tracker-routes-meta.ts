import { metaDeckCodec, tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentMetaDeck } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** The roster of expected opponent decks. */
export const TRACKER_META_DECK_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listMetaDecks,
    useCase: TOKENS.ListMetaDecks,
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (decks) => decks.map(presentMetaDeck),
  }),
  route({
    contract: tracker.createMetaDeck,
    useCase: TOKENS.CreateMetaDeck,
    input: ({ user, body }) => ({ ownerId: user.id, fields: metaDeckCodec.fromWire(body) }),
    present: presentMetaDeck,
  }),
  route({
    contract: tracker.updateMetaDeck,
    useCase: TOKENS.UpdateMetaDeck,
    input: ({ user, params, body }) => ({ ownerId: user.id, id: params.id, fields: metaDeckCodec.fromWire(body) }),
    present: presentMetaDeck,
  }),
  route({
    contract: tracker.archiveMetaDeck,
    useCase: TOKENS.ArchiveMetaDeck,
    input: ({ user, params }) => ({ ownerId: user.id, id: params.id }),
    present: () => undefined,
  }),
];
