import type { MatchFilter } from '@metagame/core';
import type { tracker } from '@metagame/contracts';
import type { z } from 'zod';

/** The filter query parameters every match list, export and summary accepts → the core's MatchFilter. */
export const matchFilterOf = (q: Partial<z.output<typeof tracker.MatchFilterQuery>>): MatchFilter => ({
  personalDeckId: q.personal_deck_id,
  dateFrom: q.date_from,
  dateTo: q.date_to,
  eventId: q.event_id,
  eventKinds: q.event_kind,
  decklistVersionId: q.decklist_version_id,
  playerId: q.player_id,
});
