import type { MetaDeckFields } from '@metagame/core';
import { tracker, type BodyOf } from '@metagame/contracts';
import { ArchiveMetaDeck } from '@metagame/core/tracker/use-cases/archive-meta-deck';
import { CreateMetaDeck } from '@metagame/core/tracker/use-cases/create-meta-deck';
import { ListMetaDecks } from '@metagame/core/tracker/use-cases/list-meta-decks';
import { UpdateMetaDeck } from '@metagame/core/tracker/use-cases/update-meta-deck';
import { presentMetaDeck } from '../presenters/tracker-presenter.js';
import { route, type RouteRow } from '../route-table.js';

const fieldsOf = (body: BodyOf<typeof tracker.createMetaDeck>): MetaDeckFields => ({
  name: body.name,
  tier: body.tier,
  category: body.category,
  decklistNotes: body.decklist_notes,
  top8: body.top8,
  presence: body.presence,
  expected: body.expected,
  testsStatus: body.tests_status,
});

/** The roster of expected opponent decks. */
export const TRACKER_META_DECK_ROUTES: readonly RouteRow[] = [
  route({
    contract: tracker.listMetaDecks,
    useCase: ListMetaDecks,
    input: ({ user, query }) => ({
      callerId: user.id,
      ownerId: query.owner_id,
      includeArchived: query.include_archived,
    }),
    present: (decks) => decks.map(presentMetaDeck),
  }),
  route({
    contract: tracker.createMetaDeck,
    useCase: CreateMetaDeck,
    input: ({ user, body }) => ({ ownerId: user.id, fields: fieldsOf(body) }),
    present: presentMetaDeck,
  }),
  route({
    contract: tracker.updateMetaDeck,
    useCase: UpdateMetaDeck,
    input: ({ user, params, body }) => ({ ownerId: user.id, id: params.id, fields: fieldsOf(body) }),
    present: presentMetaDeck,
  }),
  route({
    contract: tracker.archiveMetaDeck,
    useCase: ArchiveMetaDeck,
    input: ({ user, params }) => ({ ownerId: user.id, id: params.id }),
    present: () => undefined,
  }),
];
