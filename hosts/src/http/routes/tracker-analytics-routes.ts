import type { Container } from 'inversify';
import { ok, type DecklistVersion } from '@metagame/core';
import { trackerAnalytics } from '@metagame/contracts';
import { TOKENS } from '../../compose/tokens.js';
import { presentArchetypeRow, presentMatchupRow } from '../presenters/tracker-analytics-presenter.js';
import type { RouteBinder } from '../route-binder.js';

/** Summaries, decklist view and URL import (spec 4.5, 4.7). Every figure is computed here, on the server. */
export function mountTrackerAnalyticsRoutes(bind: RouteBinder, container: Container): void {
  const get = container.get.bind(container);

  bind.bind(trackerAnalytics.matchupSummary, async ({ query, user }) => {
    const result = await get(TOKENS.GetMatchupSummary).execute({ callerId: user.id, ownerId: query.owner_id, personalDeckId: query.personal_deck_id });
    return result.ok ? ok(result.value.map(presentMatchupRow)) : result;
  });

  bind.bind(trackerAnalytics.archetypeSummary, async ({ query, user }) => {
    const result = await get(TOKENS.GetArchetypeSummary).execute({ callerId: user.id, ownerId: query.owner_id });
    return result.ok ? ok(result.value.map(presentArchetypeRow)) : result;
  });

  bind.bind(trackerAnalytics.decklistView, async ({ params, query, user }) => {
    const result = await get(TOKENS.GetDecklistView).execute({ callerId: user.id, ownerId: query.owner_id, personalDeckId: params.id });
    return result.ok ? ok(result.value.map((item) => ({ line: item.line, status: item.status }))) : result;
  });

  // owner_id in the body is ignored (spec 4.6.2): the import always lands in the caller's deck.
  bind.bind(trackerAnalytics.importExternalDecklist, async ({ params, body, user }) => {
    const result = await get(TOKENS.ImportExternalDecklist).execute({ callerId: user.id, personalDeckId: params.id, url: body.url });
    return result.ok ? ok(presentVersion(result.value)) : result;
  });
}

const presentVersion = (v: DecklistVersion) => ({
  id: v.id,
  personal_deck_id: v.personalDeckId,
  version: v.version,
  content: v.content,
  source: v.source,
  created_at: v.createdAt.toISOString(),
});
