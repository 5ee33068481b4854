import type { MetaInstants, SizeWeight } from '@metagame/core';
import type { Dialect } from '../runner/dialect.js';

/** A statement fragment and the values its placeholders bind, in order. */
export interface Fragment {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The tournaments aliased `alias` of the window's format and dates (their index on format, date serves it). */
export function eventWindow(alias: string, window: MetaInstants): Fragment {
  const sql = [`${alias}.format = ?`];
  const params: unknown[] = [window.format];
  if (window.startsAt) {
    sql.push(`${alias}.date >= ?`);
    params.push(window.startsAt);
  }
  if (window.endsBefore) {
    sql.push(`${alias}.date < ?`);
    params.push(window.endsBefore);
  }
  return { sql: sql.join(' and '), params };
}

/** A deck's effective archetype: the hand override, else the classification. */
export const archetypeOf = (alias: string) => `coalesce(${alias}.archetype_override, ${alias}.archetype)`;

/**
 * `ev`: the window's events, each with its week number (once per event, not per deck), the weight of each of its decks and whether it
 * publishes placements. Weights come from a table of (players, decks, weight) bound as values (the
 * casts type them on PostgreSQL); a size the table lacks, or no table, weighs 1. Both CTEs are
 * materialized: inlined, SQLite would look the weight up again for every deck (measured 100 times
 * slower over 40,000 decks by bench/metagame-reads.mjs).
 */
export function windowEvents(window: MetaInstants, weights: readonly SizeWeight[] | null, dialect: Dialect): Fragment {
  const where = eventWindow('t', window);
  const columns = `t.id, ${WEEK_OF_DATE[dialect]('t.date')} as week`;
  const placed = 'exists (select 1 from tournament_decks x where x.tournament_id = t.id and x.placement is not null)';
  if (weights === null || weights.length === 0)
    return {
      sql: `with ev as materialized (select ${columns}, 1 as weight, ${placed} as placed from tournaments t where ${where.sql}) `,
      params: where.params,
    };
  const row = '(cast(? as integer), cast(? as integer), cast(? as double precision))';
  return {
    sql:
      `with w (players, decks, weight) as materialized (values ${weights.map(() => row).join(', ')}), ` +
      `ev as materialized (select ${columns}, coalesce(w.weight, 1) as weight, ${placed} as placed from tournaments t ` +
      `left join w on w.players = t.player_count and w.decks = t.deck_count where ${where.sql}) `,
    params: [...weights.flatMap((w) => [w.players, w.decks, w.weight]), ...where.params],
  };
}

/**
 * The week number of a date as core's iso-week.ts numbers it: whole weeks since Monday 1969-12-29
 * (UTC). SQLite keeps dates as epoch milliseconds, PostgreSQL as timestamptz.
 */
export const WEEK_OF_DATE: Readonly<Record<Dialect, (column: string) => string>> = {
  sqlite: (column) => `((${column} + 259200000) / 604800000)`,
  postgresql: (column) => `cast(floor((extract(epoch from ${column}) + 259200) / 604800) as integer)`,
};
