import type { MetaInstants, SizeWeight } from '@metagame/core';
import type { Dialect } from '../runner/dialect.js';

/** A statement fragment and the values its placeholders bind, in order. */
export interface Fragment {
  readonly sql: string;
  readonly params: readonly unknown[];
}

/** The decks aliased `alias` of the window's format and dates (the index on format, date serves it). */
export function deckWindow(alias: string, window: MetaInstants): Fragment {
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
 * The weight of each deck `d`: 1 when unweighted; else its event's size looked up in a table of
 * (players, decks, weight) bound as values (the casts type them on PostgreSQL), 1 for a size the
 * table lacks. `cte` goes in the statement's `with`, `joins` after `from tournament_decks d`.
 */
export interface DeckWeight {
  readonly cte: Fragment | null;
  readonly joins: string;
  readonly weight: string;
}

export function deckWeight(weights: readonly SizeWeight[] | null): DeckWeight {
  if (weights === null || weights.length === 0) return { cte: null, joins: '', weight: '1' };
  const row = '(cast(? as integer), cast(? as integer), cast(? as double precision))';
  return {
    cte: {
      sql: `w (players, decks, weight) as (values ${weights.map(() => row).join(', ')})`,
      params: weights.flatMap((w) => [w.players, w.decks, w.weight]),
    },
    joins:
      'join tournaments t on t.id = d.tournament_id ' +
      'left join w on w.players = t.player_count and w.decks = t.deck_count',
    weight: 'coalesce(w.weight, 1)',
  };
}

/**
 * The week number of a deck's date as core's iso-week.ts numbers it: whole weeks since Monday
 * 1969-12-29 (UTC). SQLite keeps dates as epoch milliseconds, PostgreSQL as timestamptz.
 */
export const WEEK_OF_DATE: Readonly<Record<Dialect, (column: string) => string>> = {
  sqlite: (column) => `((${column} + 259200000) / 604800000)`,
  postgresql: (column) => `cast(floor((extract(epoch from ${column}) + 259200) / 604800) as integer)`,
};
