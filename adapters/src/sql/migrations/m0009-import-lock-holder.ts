import type { SqlMigration } from './sql-migration.js';

/**
 * The import lock records the process that holds it (machine name, pid, and on Linux when that pid
 * started), so an importer killed on this machine frees the lock at once instead of when its lease
 * runs out, and a live one in a long SQLite publish, whose heartbeat waits, is not taken over.
 */
export const M0009ImportLockHolder: SqlMigration = {
  name: 'm0009-import-lock-holder',
  up: {
    sqlite: [
      'alter table `card_data_status` add column `holder_host` varchar(255) null',
      'alter table `card_data_status` add column `holder_pid` integer null',
      'alter table `card_data_status` add column `holder_started` varchar(255) null',
    ],
    postgresql: [
      'alter table "card_data_status" add column "holder_host" varchar(255) null, add column "holder_pid" integer null, add column "holder_started" varchar(255) null',
    ],
  },
  down: {
    sqlite: [
      'alter table `card_data_status` drop column `holder_started`',
      'alter table `card_data_status` drop column `holder_pid`',
      'alter table `card_data_status` drop column `holder_host`',
    ],
    postgresql: [
      'alter table "card_data_status" drop column "holder_started", drop column "holder_pid", drop column "holder_host"',
    ],
  },
};
