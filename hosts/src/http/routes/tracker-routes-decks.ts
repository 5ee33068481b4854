import type { Container } from 'inversify';
import { ok } from '@metagame/core';
import { tracker } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentDecklistVersion, presentPersonalDeck } from '../presenters/tracker-presenter.js';
import type { RouteBinder } from '../route-binder.js';

/** Personal decks and their decklist versions. Writes use only the caller's id, never an owner_id. */
export function mountTrackerDeckRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(tracker.listPersonalDecks, async ({ user, query }) => {
    const result = await get(TOKENS.ListPersonalDecks).execute({ callerId: user.id, ownerId: query.owner_id, includeArchived: query.include_archived });
    return result.ok ? ok(result.value.map(presentPersonalDeck)) : result;
  });

  bind.bind(tracker.createPersonalDeck, async ({ user, body }) => {
    const deck = await get(TOKENS.CreatePersonalDeck).execute({ ownerId: user.id, name: body.name });
    return ok(presentPersonalDeck(deck));
  });

  bind.bind(tracker.archivePersonalDeck, async ({ user, params }) => {
    const result = await get(TOKENS.ArchivePersonalDeck).execute({ ownerId: user.id, deckId: params.id });
    return result.ok ? ok(undefined) : result;
  });

  bind.bind(tracker.listDecklistVersions, async ({ user, params, query }) => {
    const result = await get(TOKENS.ListDecklistVersions).execute({ callerId: user.id, ownerId: query.owner_id, personalDeckId: params.id });
    return result.ok ? ok(result.value.map(presentDecklistVersion)) : result;
  });

  bind.bind(tracker.addDecklistVersion, async ({ user, params, body }) => {
    const result = await get(TOKENS.AddDecklistVersion).execute({
      ownerId: user.id,
      personalDeckId: params.id,
      content: body.content,
      source: body.source,
    });
    return result.ok ? ok(presentDecklistVersion(result.value)) : result;
  });

  bind.bind(tracker.deleteDecklistVersion, async ({ user, params }) => {
    const result = await get(TOKENS.DeleteDecklistVersion).execute({ ownerId: user.id, personalDeckId: params.id, versionId: params.version_id });
    return result.ok ? ok(undefined) : result;
  });
}
