import type { Container } from 'inversify';
import { ok, type MetaDeckFields } from '@metagame/core';
import { tracker, type BodyOf } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentMetaDeck } from '../presenters/tracker-presenter.js';
import type { RouteBinder } from '../route-binder.js';

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
export function mountTrackerMetaDeckRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(tracker.listMetaDecks, async ({ user, query }) => {
    const result = await get(TOKENS.ListMetaDecks).execute({ callerId: user.id, ownerId: query.owner_id, includeArchived: query.include_archived });
    return result.ok ? ok(result.value.map(presentMetaDeck)) : result;
  });

  bind.bind(tracker.createMetaDeck, async ({ user, body }) => {
    const deck = await get(TOKENS.CreateMetaDeck).execute({ ownerId: user.id, fields: fieldsOf(body) });
    return ok(presentMetaDeck(deck));
  });

  bind.bind(tracker.updateMetaDeck, async ({ user, params, body }) => {
    const result = await get(TOKENS.UpdateMetaDeck).execute({ ownerId: user.id, id: params.id, fields: fieldsOf(body) });
    return result.ok ? ok(presentMetaDeck(result.value)) : result;
  });

  bind.bind(tracker.archiveMetaDeck, async ({ user, params }) => {
    const result = await get(TOKENS.ArchiveMetaDeck).execute({ ownerId: user.id, id: params.id });
    return result.ok ? ok(undefined) : result;
  });
}
