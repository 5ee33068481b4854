import type { BulkColumn } from '../runner/bulk-insert.js';
import type { Dialect } from '../runner/dialect.js';

/** The columns of the three tables, in the order the repository writes and reads them. */
export const TOURNAMENT_COLUMNS = [
  'id',
  'format',
  'name',
  'date',
  'uri',
  'source_key',
  'deck_count',
  'player_count',
  'has_rounds',
  'has_standings',
  'inconsistent',
  'content_hash',
  'imported_at',
] as const;

const column = (name: string, pgType: BulkColumn['pgType']): BulkColumn => ({ name, pgType });

/** Written by the bulk insert, which needs each column's PostgreSQL type. */
export const DECK_BULK_COLUMNS: readonly BulkColumn[] = [
  column('id', 'uuid'),
  column('tournament_id', 'uuid'),
  column('position', 'int'),
  column('format', 'text'),
  column('date', 'timestamptz'),
  column('player', 'text'),
  column('result', 'text'),
  column('placement', 'int'),
  column('rank', 'int'),
  column('points', 'int'),
  column('wins', 'int'),
  column('losses', 'int'),
  column('draws', 'int'),
  column('omwp', 'float8'),
  column('gwp', 'float8'),
  column('ogwp', 'float8'),
  column('mainboard', 'text'),
  column('sideboard', 'text'),
  column('archetype', 'text'),
  column('archetype_match', 'text'),
  column('archetype_override', 'text'),
  column('colors', 'text'),
];
export const DECK_COLUMNS = DECK_BULK_COLUMNS.map((c) => c.name);

export const MATCH_BULK_COLUMNS: readonly BulkColumn[] = [
  column('id', 'uuid'),
  column('tournament_id', 'uuid'),
  column('round_index', 'int'),
  column('position', 'int'),
  column('round_name', 'text'),
  column('deck1_id', 'uuid'),
  column('deck2_id', 'uuid'),
  column('wins1', 'int'),
  column('wins2', 'int'),
  column('draws', 'int'),
];
export const MATCH_COLUMNS = MATCH_BULK_COLUMNS.map((c) => c.name);

/**
 * An instant as the bulk insert passes it, unbound: epoch ms on SQLite (what MikroORM stores there),
 * ISO 8601 text on PostgreSQL (cast to timestamptz).
 */
export const BULK_INSTANT: Readonly<Record<Dialect, (date: Date) => number | string>> = {
  sqlite: (date) => date.getTime(),
  postgresql: (date) => date.toISOString(),
};
