import { lines, type SqlMigration } from './sql-migration.js';

/*
 * The public metagame's tournaments, as imported from the open tournament cache.
 * - `tournaments`: one per event; `source_key` (its Uri, else `name|date`) makes a second import of
 *   the same event replace the first; `content_hash` (a digest of the file, when the importer gave
 *   one) lets a folder import run again skip the files it already imported.
 * - `tournament_decks`: one per player, with the standing when the file has one (rank, points,
 *   record, tiebreakers), cards as published (JSON `[[count, "Card Name"], …]`), and the archetype:
 *   the classifier's, how it matched (`archetype_match` null = not classified yet) and a hand
 *   override. `format` and `date` are copied from the tournament so window reads need no join.
 *   `position` keeps the published order.
 * - `tournament_matches`: one per pairing of a round; `deck2_id` null is a bye for deck 1.
 * Decks and matches go with their tournament (foreign keys cascade).
 *
 * The metagame's reads start from a window's tournaments and reach decks and matches by tournament:
 * `tournament_decks_reads_idx` and `tournament_matches_reads_idx` carry every column those reads
 * take, and `tournament_decks_archetype_idx` a deck's archetype by its id (the matrix's lookups of
 * both decks of a match), so neither database reads the wide decklist rows.
 */
export const M0022PublicMetagame: SqlMigration = {
  name: 'm0022-public-metagame',
  up: {
    sqlite: [
      lines(
        'create table `tournaments` (`id` char(36) not null, `format` text not null, `name` text not null,',
        '`date` datetime not null, `uri` text null, `source_key` text not null, `deck_count` integer not null,',
        '`player_count` integer not null, `has_rounds` boolean not null, `has_standings` boolean not null,',
        '`inconsistent` boolean not null, `content_hash` text null, `imported_at` datetime not null, primary key (`id`))',
      ),
      'create unique index `tournaments_source_key_unique` on `tournaments` (`source_key`)',
      'create index `tournaments_format_date_idx` on `tournaments` (`format`, `date`)',
      lines(
        'create table `tournament_decks` (`id` char(36) not null, `tournament_id` char(36) not null,',
        '`position` integer not null, `format` text not null, `date` datetime not null, `player` text not null,',
        '`result` text null, `placement` integer null, `rank` integer null, `points` integer null,',
        '`wins` integer null, `losses` integer null, `draws` integer null, `omwp` double null,',
        '`gwp` double null, `ogwp` double null, `mainboard` text not null, `sideboard` text not null,',
        '`archetype` text null, `archetype_match` text null, `archetype_override` text null, `colors` text null,',
        'foreign key(`tournament_id`) references `tournaments`(`id`) on delete CASCADE, primary key (`id`))',
      ),
      'create unique index `tournament_decks_tournament_player_unique` on `tournament_decks` (`tournament_id`, `player`)',
      'create index `tournament_decks_format_date_idx` on `tournament_decks` (`format`, `date`)',
      'create index `tournament_decks_reads_idx` on `tournament_decks` (`tournament_id`, `placement`, `archetype_override`, `archetype`)',
      'create index `tournament_decks_archetype_idx` on `tournament_decks` (`id`, `archetype_override`, `archetype`)',
      lines(
        'create table `tournament_matches` (`id` char(36) not null, `tournament_id` char(36) not null,',
        '`round_index` integer not null, `position` integer not null, `round_name` text not null,',
        '`deck1_id` char(36) not null, `deck2_id` char(36) null, `wins1` integer not null,',
        '`wins2` integer not null, `draws` integer not null,',
        'foreign key(`tournament_id`) references `tournaments`(`id`) on delete CASCADE,',
        'foreign key(`deck1_id`) references `tournament_decks`(`id`) on delete CASCADE,',
        'foreign key(`deck2_id`) references `tournament_decks`(`id`) on delete CASCADE, primary key (`id`))',
      ),
      'create index `tournament_matches_tournament_idx` on `tournament_matches` (`tournament_id`, `round_index`, `position`)',
      'create index `tournament_matches_reads_idx` on `tournament_matches` (`tournament_id`, `deck1_id`, `deck2_id`, `wins1`, `wins2`)',
      'create index `tournament_matches_deck1_idx` on `tournament_matches` (`deck1_id`)',
      'create index `tournament_matches_deck2_idx` on `tournament_matches` (`deck2_id`)',
    ],
    postgresql: [
      lines(
        'create table "tournaments" ("id" uuid not null, "format" text not null, "name" text not null,',
        '"date" timestamptz not null, "uri" text null, "source_key" text not null, "deck_count" int not null,',
        '"player_count" int not null, "has_rounds" boolean not null, "has_standings" boolean not null,',
        '"inconsistent" boolean not null, "content_hash" text null, "imported_at" timestamptz not null,',
        'constraint "tournaments_pkey" primary key ("id"))',
      ),
      'create unique index "tournaments_source_key_unique" on "tournaments" ("source_key")',
      'create index "tournaments_format_date_idx" on "tournaments" ("format", "date")',
      lines(
        'create table "tournament_decks" ("id" uuid not null, "tournament_id" uuid not null,',
        '"position" int not null, "format" text not null, "date" timestamptz not null, "player" text not null,',
        '"result" text null, "placement" int null, "rank" int null, "points" int null,',
        '"wins" int null, "losses" int null, "draws" int null, "omwp" double precision null,',
        '"gwp" double precision null, "ogwp" double precision null, "mainboard" text not null,',
        '"sideboard" text not null, "archetype" text null, "archetype_match" text null,',
        '"archetype_override" text null, "colors" text null, constraint "tournament_decks_pkey" primary key ("id"))',
      ),
      lines(
        'alter table "tournament_decks" add constraint "tournament_decks_tournament_id_foreign"',
        'foreign key ("tournament_id") references "tournaments" ("id") on delete CASCADE',
      ),
      'create unique index "tournament_decks_tournament_player_unique" on "tournament_decks" ("tournament_id", "player")',
      'create index "tournament_decks_format_date_idx" on "tournament_decks" ("format", "date")',
      'create index "tournament_decks_reads_idx" on "tournament_decks" ("tournament_id", "placement", "archetype_override", "archetype")',
      'create index "tournament_decks_archetype_idx" on "tournament_decks" ("id", "archetype_override", "archetype")',
      lines(
        'create table "tournament_matches" ("id" uuid not null, "tournament_id" uuid not null,',
        '"round_index" int not null, "position" int not null, "round_name" text not null,',
        '"deck1_id" uuid not null, "deck2_id" uuid null, "wins1" int not null, "wins2" int not null,',
        '"draws" int not null, constraint "tournament_matches_pkey" primary key ("id"))',
      ),
      lines(
        'alter table "tournament_matches" add constraint "tournament_matches_tournament_id_foreign"',
        'foreign key ("tournament_id") references "tournaments" ("id") on delete CASCADE',
      ),
      lines(
        'alter table "tournament_matches" add constraint "tournament_matches_deck1_id_foreign"',
        'foreign key ("deck1_id") references "tournament_decks" ("id") on delete CASCADE',
      ),
      lines(
        'alter table "tournament_matches" add constraint "tournament_matches_deck2_id_foreign"',
        'foreign key ("deck2_id") references "tournament_decks" ("id") on delete CASCADE',
      ),
      'create index "tournament_matches_tournament_idx" on "tournament_matches" ("tournament_id", "round_index", "position")',
      'create index "tournament_matches_reads_idx" on "tournament_matches" ("tournament_id", "deck1_id", "deck2_id", "wins1", "wins2")',
      'create index "tournament_matches_deck1_idx" on "tournament_matches" ("deck1_id")',
      'create index "tournament_matches_deck2_idx" on "tournament_matches" ("deck2_id")',
    ],
  },
  down: {
    sqlite: ['drop table `tournament_matches`', 'drop table `tournament_decks`', 'drop table `tournaments`'],
    postgresql: ['drop table "tournament_matches"', 'drop table "tournament_decks"', 'drop table "tournaments"'],
  },
};
