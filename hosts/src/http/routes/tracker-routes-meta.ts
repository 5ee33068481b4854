import { metaDeckCodec, tracker } from '@metagame/contracts';
import { ArchiveMetaDeck } from '@metagame/core/tracker/use-cases/archive-meta-deck';
import { CreateMetaDeck } from '@metagame/core/tracker/use-cases/create-meta-deck';
import { ListMetaDecks } from '@metagame/core/tracker/use-cases/list-meta-decks';
import { UpdateMetaDeck } from '@metagame/core/tracker/use-cases/update-meta-deck';
import { presentMetaDeck } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

/** The roster of expected opponent decks. */
export const TRACKER_META_DECK_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listMetaDecks,
    useCase: ListMetaDecks,
    input: ({ workspace, query }) => ({
      callerId: workspace.ownerId,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (decks) => decks.map(presentMetaDeck),
  }),
  route({
    contract: tracker.createMetaDeck,
    useCase: CreateMetaDeck,
    input: ({ workspace, body }) => ({ ownerId: workspace.ownerId, fields: metaDeckCodec.fromWire(body) }),
    present: presentMetaDeck,
  }),
  route({
    contract: tracker.updateMetaDeck,
    useCase: UpdateMetaDeck,
    input: ({ workspace, params, body }) => ({
      ownerId: workspace.ownerId,
      id: params.id,
      fields: metaDeckCodec.fromWire(body),
    }),
    present: presentMetaDeck,
  }),
  route({
    contract: tracker.archiveMetaDeck,
    useCase: ArchiveMetaDeck,
    input: ({ workspace, params }) => ({ ownerId: workspace.ownerId, id: params.id }),
    present: () => undefined,
  }),
];
