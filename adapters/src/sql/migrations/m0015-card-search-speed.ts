import type { SqlMigration } from './sql-migration.js';

/**
 * Card API speed (the card search benchmark's targets).
 *
 * - `card_search (set_code, lower(number))` replaces `(set_code, number)`: the batch lookup matches
 *   a set and collector number case-insensitively, and on the old index each `lower(number) = ?`
 *   term read every printing of its set (10,000 for the largest); here it is one index probe. `s:`
 *   searches use its first column as they used the old one's; nothing else read the old one.
 * - PostgreSQL: fresh planner statistics for the search tables of an upgraded database, which the
 *   import now refreshes after each publish (see `analyzePublished`). Without them (autovacuum off,
 *   or not yet run after a large import) PostgreSQL guessed row counts and read `card_latest_prices`
 *   and `cards` end to end for a lookup of 100 uuids. Only tables that hold rows: statistics saying
 *   "empty" led the first import's `NOT EXISTS` inserts into nested loops that rescan the table they
 *   grow (measured: minutes instead of 9 s), where no statistics at all give hash anti-joins.
 */
const ANALYZE_FILLED = ['card_search', 'card_names', 'card_latest_prices', 'cards']
  .map((table) => `IF EXISTS (SELECT 1 FROM ${table}) THEN ANALYZE ${table}; END IF;`)
  .join(' ');
export const M0015CardSearchSpeed: SqlMigration = {
  name: 'm0015-card-search-speed',
  up: {
    sqlite: [
      'CREATE INDEX card_search_set_lower_number_idx ON card_search (set_code, lower(number))',
      'DROP INDEX card_search_set_number_idx',
    ],
    postgresql: [
      'SET LOCAL statement_timeout = 0',
      'CREATE INDEX card_search_set_lower_number_idx ON card_search (set_code, lower(number))',
      'DROP INDEX card_search_set_number_idx',
      `DO $$ BEGIN ${ANALYZE_FILLED} END $$`,
    ],
  },
  down: {
    sqlite: [
      'CREATE INDEX card_search_set_number_idx ON card_search (set_code, number)',
      'DROP INDEX card_search_set_lower_number_idx',
    ],
    postgresql: [
      'CREATE INDEX card_search_set_number_idx ON card_search (set_code, number)',
      'DROP INDEX card_search_set_lower_number_idx',
    ],
  },
};
