import type { SqlMigration } from './sql-migration.js';

/*
 * The roster meets the public metagame. A roster deck may name a public archetype (format and name,
 * both null when it names none), and each of its presence and top-8 figures says who owns it:
 * `manual` (typed by hand, left alone by a sync) or `sync` (rewritten by every sync). Decks that
 * existed before hold hand-typed figures, hence the default. Each sync keeps a dated snapshot of
 * what it read and wrote, its rows as JSON text; a workspace's snapshots go with its other rows.
 */
export const M0024RosterSync: SqlMigration = {
  name: 'm0024-roster-sync',
  up: {
    sqlite: [
      'alter table `meta_decks` add column `public_format` varchar(40) null',
      'alter table `meta_decks` add column `public_archetype` varchar(200) null',
      "alter table `meta_decks` add column `presence_source` varchar(8) not null default 'manual'",
      "alter table `meta_decks` add column `top8_source` varchar(8) not null default 'manual'",
      'create table `meta_deck_snapshots` (`id` char(36) not null primary key, `owner_id` char(36) not null, ' +
        '`taken_at` datetime not null, `format` varchar(40) not null, `window_from` varchar(10) null, ' +
        '`window_to` varchar(10) null, `weighting` varchar(16) not null, `field_decks` integer not null, ' +
        '`created_decks` integer not null, `rows` text not null)',
      'create index `meta_deck_snapshots_owner_idx` on `meta_deck_snapshots` (`owner_id`, `taken_at`, `id`)',
    ],
    postgresql: [
      'alter table "meta_decks" add column "public_format" varchar(40) null',
      'alter table "meta_decks" add column "public_archetype" varchar(200) null',
      'alter table "meta_decks" add column "presence_source" varchar(8) not null default \'manual\'',
      'alter table "meta_decks" add column "top8_source" varchar(8) not null default \'manual\'',
      'create table "meta_deck_snapshots" ("id" uuid not null primary key, "owner_id" uuid not null, ' +
        '"taken_at" timestamptz not null, "format" varchar(40) not null, "window_from" varchar(10) null, ' +
        '"window_to" varchar(10) null, "weighting" varchar(16) not null, "field_decks" integer not null, ' +
        '"created_decks" integer not null, "rows" text not null)',
      'create index "meta_deck_snapshots_owner_idx" on "meta_deck_snapshots" ("owner_id", "taken_at", "id")',
    ],
  },
  down: {
    sqlite: [
      'drop table `meta_deck_snapshots`',
      'alter table `meta_decks` drop column `top8_source`',
      'alter table `meta_decks` drop column `presence_source`',
      'alter table `meta_decks` drop column `public_archetype`',
      'alter table `meta_decks` drop column `public_format`',
    ],
    postgresql: [
      'drop table "meta_deck_snapshots"',
      'alter table "meta_decks" drop column "top8_source"',
      'alter table "meta_decks" drop column "presence_source"',
      'alter table "meta_decks" drop column "public_archetype"',
      'alter table "meta_decks" drop column "public_format"',
    ],
  },
};
