import type { MatchFilter } from '@metagame/core';

/**
 * The where clause of a match filter over `matches` (owner first, so every read stays on an
 * owner-led index), with its bound values. A match without an event counts as `testing`.
 */
export function matchWhere(ownerId: string, filter: MatchFilter): [string, unknown[]] {
  const clauses = ['owner_id = ?'];
  const params: unknown[] = [ownerId];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filter.personalDeckId !== undefined) add('personal_deck_id = ?', filter.personalDeckId);
  if (filter.decklistVersionId !== undefined) add('decklist_version_id = ?', filter.decklistVersionId);
  if (filter.eventId !== undefined) add('event_id = ?', filter.eventId);
  if (filter.playerId !== undefined) add('player_id = ?', filter.playerId);
  if (filter.dateFrom !== undefined) add('match_date >= ?', filter.dateFrom);
  if (filter.dateTo !== undefined) add('match_date <= ?', filter.dateTo);
  if (filter.eventKinds !== undefined) {
    const kinds = [...new Set(filter.eventKinds)];
    if (kinds.length === 0) return ['1 = 0', []];
    const ofKind = `event_id in (select id from events where owner_id = ? and kind in (${kinds.map(() => '?').join(', ')}))`;
    add(kinds.includes('testing') ? `(event_id is null or ${ofKind})` : ofKind, ownerId, ...kinds);
  }
  return [clauses.join(' and '), params];
}
