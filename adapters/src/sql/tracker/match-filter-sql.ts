import type { MatchFilter } from '@metagame/core';

/** The columns a match filter reads, as a table of matches (or of their tallies) names them. */
export interface MatchFilterColumns {
  readonly personalDeck: string;
  readonly version: string;
  readonly event: string;
  readonly player: string;
  /** The condition "the match belongs to no event" on that table. */
  readonly noEvent: string;
}

const MATCH_COLUMNS: MatchFilterColumns = {
  personalDeck: 'personal_deck_id',
  version: 'decklist_version_id',
  event: 'event_id',
  player: 'player_id',
  noEvent: 'event_id is null',
};

/**
 * The where clause of a match filter over `matches` (owner first, so every read stays on an
 * owner-led index), with its bound values. A match without an event counts as `testing`.
 */
export function matchWhere(ownerId: string, filter: MatchFilter): [string, unknown[]] {
  return filterWhere(ownerId, filter, MATCH_COLUMNS, true);
}

/**
 * The where clause of `filter` over a table with the given columns; date bounds (on `match_date`)
 * only where the table has dates.
 */
export function filterWhere(
  ownerId: string,
  filter: MatchFilter,
  columns: MatchFilterColumns,
  dated: boolean,
): [string, unknown[]] {
  const clauses = ['owner_id = ?'];
  const params: unknown[] = [ownerId];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (filter.personalDeckId !== undefined) add(`${columns.personalDeck} = ?`, filter.personalDeckId);
  if (filter.decklistVersionId !== undefined) add(`${columns.version} = ?`, filter.decklistVersionId);
  if (filter.eventId !== undefined) add(`${columns.event} = ?`, filter.eventId);
  if (filter.playerId !== undefined) add(`${columns.player} = ?`, filter.playerId);
  if (dated && filter.dateFrom !== undefined) add('match_date >= ?', filter.dateFrom);
  if (dated && filter.dateTo !== undefined) add('match_date <= ?', filter.dateTo);
  if (filter.eventKinds !== undefined) {
    const kinds = [...new Set(filter.eventKinds)];
    if (kinds.length === 0) return ['1 = 0', []];
    const ofKind = `${columns.event} in (select id from events where owner_id = ? and kind in (${kinds.map(() => '?').join(', ')}))`;
    add(kinds.includes('testing') ? `(${columns.noEvent} or ${ofKind})` : ofKind, ownerId, ...kinds);
  }
  return [clauses.join(' and '), params];
}
