import type { SqlMigration } from './sql-migration.js';

/*
 * A reclassification run records the process running it (machine name, pid, and the process's start
 * where Linux tells it, as the card import's lock does) and when it last saved progress (epoch
 * milliseconds: plain integers compare the same on both databases). A run whose process was killed
 * then reads as failed instead of running for ever. Runs recorded before this migration have no
 * holder and read as they are.
 */
const COLUMNS = [
  ['holder_host', 'text'],
  ['holder_pid', 'integer'],
  ['holder_started', 'text'],
  ['heartbeat_ms', 'bigint'],
] as const;

export const M0030ReclassificationHolder: SqlMigration = {
  name: 'm0030-reclassification-holder',
  up: {
    sqlite: COLUMNS.map(
      ([name, type]) => `alter table \`archetype_reclassifications\` add column \`${name}\` ${type} null`,
    ),
    postgresql: COLUMNS.map(
      ([name, type]) => `alter table "archetype_reclassifications" add column "${name}" ${type} null`,
    ),
  },
  down: {
    sqlite: COLUMNS.map(([name]) => `alter table \`archetype_reclassifications\` drop column \`${name}\``).reverse(),
    postgresql: COLUMNS.map(([name]) => `alter table "archetype_reclassifications" drop column "${name}"`).reverse(),
  },
};
