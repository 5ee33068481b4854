import type { SqlMigration } from './sql-migration.js';

/*
 * PLACEHOLDER for the merge: the tournament tables as agreed between the three branches, so the
 * archetype code can be tested before the tournament import lands. The tournament branch's m0021
 * (same name, same columns, maybe more) replaces this file.
 */
const sqlite = [
  'create table `tournaments` (`id` char(36) not null primary key, `format` varchar(64) not null, `name` text not null, ' +
    '`date` datetime not null, `uri` text null, `source_key` text not null, `deck_count` integer not null, ' +
    '`player_count` integer not null, `has_rounds` integer not null, `has_standings` integer not null, ' +
    '`inconsistent` integer not null, `imported_at` datetime not null)',
  'create unique index `tournaments_source_key_unique` on `tournaments` (`source_key`)',
  'create index `tournaments_format_date_idx` on `tournaments` (`format`, `date`)',
  'create table `tournament_decks` (`id` char(36) not null primary key, ' +
    '`tournament_id` char(36) not null references `tournaments`(`id`) on delete cascade, `format` varchar(64) not null, ' +
    '`date` datetime not null, `player` text not null, `result` text null, `placement` integer null, `rank` integer null, ' +
    '`points` integer null, `wins` integer null, `losses` integer null, `draws` integer null, `mainboard` text not null, ' +
    '`sideboard` text not null, `archetype` text null, `archetype_match` varchar(16) null, `archetype_override` text null, ' +
    '`colors` varchar(8) null)',
  'create unique index `tournament_decks_player_unique` on `tournament_decks` (`tournament_id`, `player`)',
  'create index `tournament_decks_format_date_idx` on `tournament_decks` (`format`, `date`)',
  'create table `tournament_matches` (`id` char(36) not null primary key, ' +
    '`tournament_id` char(36) not null references `tournaments`(`id`) on delete cascade, `round_index` integer not null, ' +
    '`round_name` text not null, `deck1_id` char(36) not null references `tournament_decks`(`id`) on delete cascade, ' +
    '`deck2_id` char(36) null references `tournament_decks`(`id`) on delete cascade, `wins1` integer not null, ' +
    '`wins2` integer not null, `draws` integer not null)',
];

const postgresql = [
  'create table "tournaments" ("id" uuid not null primary key, "format" varchar(64) not null, "name" text not null, ' +
    '"date" timestamptz not null, "uri" text null, "source_key" text not null, "deck_count" integer not null, ' +
    '"player_count" integer not null, "has_rounds" boolean not null, "has_standings" boolean not null, ' +
    '"inconsistent" boolean not null, "imported_at" timestamptz not null)',
  'create unique index "tournaments_source_key_unique" on "tournaments" ("source_key")',
  'create index "tournaments_format_date_idx" on "tournaments" ("format", "date")',
  'create table "tournament_decks" ("id" uuid not null primary key, ' +
    '"tournament_id" uuid not null references "tournaments"("id") on delete cascade, "format" varchar(64) not null, ' +
    '"date" timestamptz not null, "player" text not null, "result" text null, "placement" integer null, "rank" integer null, ' +
    '"points" integer null, "wins" integer null, "losses" integer null, "draws" integer null, "mainboard" text not null, ' +
    '"sideboard" text not null, "archetype" text null, "archetype_match" varchar(16) null, "archetype_override" text null, ' +
    '"colors" varchar(8) null)',
  'create unique index "tournament_decks_player_unique" on "tournament_decks" ("tournament_id", "player")',
  'create index "tournament_decks_format_date_idx" on "tournament_decks" ("format", "date")',
  'create table "tournament_matches" ("id" uuid not null primary key, ' +
    '"tournament_id" uuid not null references "tournaments"("id") on delete cascade, "round_index" integer not null, ' +
    '"round_name" text not null, "deck1_id" uuid not null references "tournament_decks"("id") on delete cascade, ' +
    '"deck2_id" uuid null references "tournament_decks"("id") on delete cascade, "wins1" integer not null, ' +
    '"wins2" integer not null, "draws" integer not null)',
];

const down = ['drop table tournament_matches', 'drop table tournament_decks', 'drop table tournaments'];

export const M0021PublicMetagame: SqlMigration = {
  name: 'm0021-public-metagame',
  up: { sqlite, postgresql },
  down: { sqlite: down, postgresql: down },
};
