import type { Match } from './match.js';
import type { EventKind } from './tracker-event.js';

/**
 * Which matches a list, an export or a summary covers; every criterion given must hold. A match
 * without an event counts as `testing` for `eventKinds`. Dates are inclusive `YYYY-MM-DD`. `playerId`
 * keeps the matches one member played (a personal workspace's matches are all its owner's; a former
 * member's, whose player is null, match no id).
 */
export interface MatchFilter {
  readonly personalDeckId?: string | undefined;
  readonly dateFrom?: string | undefined;
  readonly dateTo?: string | undefined;
  readonly eventId?: string | undefined;
  readonly eventKinds?: readonly EventKind[] | undefined;
  readonly decklistVersionId?: string | undefined;
  readonly playerId?: string | undefined;
}

/** The filter as a predicate: the reference the SQL adapters must agree with (fakes and tests use it). */
export function inMatchFilter(
  match: Match,
  filter: MatchFilter,
  kindOfEvent: (eventId: string) => EventKind | undefined,
): boolean {
  if (filter.personalDeckId !== undefined && match.personalDeckId !== filter.personalDeckId) return false;
  if (filter.dateFrom !== undefined && match.date < filter.dateFrom) return false;
  if (filter.dateTo !== undefined && match.date > filter.dateTo) return false;
  if (filter.eventId !== undefined && match.eventId !== filter.eventId) return false;
  if (filter.decklistVersionId !== undefined && match.decklistVersionId !== filter.decklistVersionId) return false;
  if (filter.playerId !== undefined && match.playerId !== filter.playerId) return false;
  if (filter.eventKinds !== undefined) {
    const kind = match.eventId === null ? 'testing' : kindOfEvent(match.eventId);
    if (kind === undefined || !filter.eventKinds.includes(kind)) return false;
  }
  return true;
}
