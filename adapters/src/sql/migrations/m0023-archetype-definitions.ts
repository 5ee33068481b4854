import type { SqlMigration } from './sql-migration.js';

/*
 * Archetype definitions per format and the runs that apply them. A set keeps its files as imported
 * (JSON text of [{path, text}]), so it is read back by the parser of the day; the newest set of a
 * format is the current one. A run records its progress so any process can read it; deleting a set
 * deletes its runs. `seq` numbers the sets and the runs of a format in the order they were made
 * (unique per format), so "newest" never depends on two clocks agreeing or on one tick between imports. Decks are relabelled in id order, hence the (format, id) index on the decks.
 */
export const M0023ArchetypeDefinitions: SqlMigration = {
  name: 'm0023-archetype-definitions',
  up: {
    sqlite: [
      'create table `archetype_definition_sets` (`id` char(36) not null primary key, `format` varchar(64) not null, ' +
        '`seq` integer not null, `imported_at` datetime not null, `archetype_count` integer not null, `fallback_count` integer not null, ' +
        '`files` text not null)',
      'create unique index `archetype_definition_sets_format_seq_unique` on `archetype_definition_sets` (`format`, `seq`)',
      'create table `archetype_reclassifications` (`id` char(36) not null primary key, `format` varchar(64) not null, ' +
        '`definition_set_id` char(36) not null references `archetype_definition_sets`(`id`) on delete cascade, ' +
        '`seq` integer not null, `state` varchar(16) not null, `started_at` datetime not null, `finished_at` datetime null, ' +
        '`total` integer not null, `done` integer not null, `rule_count` integer not null, ' +
        '`fallback_count` integer not null, `unknown_count` integer not null, `message` text null)',
      'create unique index `archetype_reclassifications_format_seq_unique` on `archetype_reclassifications` (`format`, `seq`)',
      'create index `tournament_decks_format_id_idx` on `tournament_decks` (`format`, `id`)',
    ],
    postgresql: [
      'create table "archetype_definition_sets" ("id" uuid not null primary key, "format" varchar(64) not null, ' +
        '"seq" integer not null, "imported_at" timestamptz not null, "archetype_count" integer not null, "fallback_count" integer not null, ' +
        '"files" text not null)',
      'create unique index "archetype_definition_sets_format_seq_unique" on "archetype_definition_sets" ("format", "seq")',
      'create table "archetype_reclassifications" ("id" uuid not null primary key, "format" varchar(64) not null, ' +
        '"definition_set_id" uuid not null references "archetype_definition_sets"("id") on delete cascade, ' +
        '"seq" integer not null, "state" varchar(16) not null, "started_at" timestamptz not null, "finished_at" timestamptz null, ' +
        '"total" integer not null, "done" integer not null, "rule_count" integer not null, ' +
        '"fallback_count" integer not null, "unknown_count" integer not null, "message" text null)',
      'create unique index "archetype_reclassifications_format_seq_unique" on "archetype_reclassifications" ("format", "seq")',
      'create index "tournament_decks_format_id_idx" on "tournament_decks" ("format", "id")',
    ],
  },
  down: {
    sqlite: [
      'drop index `tournament_decks_format_id_idx`',
      'drop table `archetype_reclassifications`',
      'drop table `archetype_definition_sets`',
    ],
    postgresql: [
      'drop index "tournament_decks_format_id_idx"',
      'drop table "archetype_reclassifications"',
      'drop table "archetype_definition_sets"',
    ],
  },
};
