import { lines, type SqlMigration } from './sql-migration.js';

/*
 * The public metagame: published tournaments, their decklists and their round results. A deck
 * carries its event's format and date so window reads need no join; its effective archetype is
 * the hand override, else the classification (null: not classified yet). A match without a second
 * deck is a bye. Everything under a tournament goes with it.
 *
 * The metagame's reads start from a window's tournaments and reach decks and matches by tournament:
 * `tournament_decks_reads_index` and `tournament_matches_tournament_index` carry every column those
 * reads take, and `tournament_decks_archetype_index` a deck's archetype by its id (the matrix's
 * lookups of both decks of a match), so neither database reads the wide decklist rows: on
 * PostgreSQL the matrix's aggregate went from about 240 to 95 ms over 40,000 decks.
 */
export const M0021PublicMetagame: SqlMigration = {
  name: 'm0021-public-metagame',
  up: {
    sqlite: [
      lines(
        'create table `tournaments` (`id` char(36) not null, `format` text not null, `name` text not null,',
        '`date` datetime not null, `uri` text null, `source_key` text not null, `deck_count` integer not null,',
        '`player_count` integer not null, `has_rounds` boolean not null, `has_standings` boolean not null,',
        '`inconsistent` boolean not null, `imported_at` datetime not null, primary key (`id`))',
      ),
      'create unique index `tournaments_source_key_unique` on `tournaments` (`source_key`)',
      'create index `tournaments_format_date_index` on `tournaments` (`format`, `date`)',
      lines(
        'create table `tournament_decks` (`id` char(36) not null, `tournament_id` char(36) not null,',
        '`format` text not null, `date` datetime not null, `player` text not null, `result` text not null,',
        '`placement` integer null, `rank` integer null, `points` integer null, `wins` integer null,',
        '`losses` integer null, `draws` integer null, `mainboard` text not null, `sideboard` text not null,',
        '`archetype` text null, `archetype_match` text null, `archetype_override` text null, `colors` text null,',
        'foreign key(`tournament_id`) references `tournaments`(`id`) on delete cascade, primary key (`id`))',
      ),
      'create unique index `tournament_decks_tournament_player_unique` on `tournament_decks` (`tournament_id`, `player`)',
      'create index `tournament_decks_format_date_index` on `tournament_decks` (`format`, `date`)',
      'create index `tournament_decks_reads_index` on `tournament_decks` (`tournament_id`, `placement`, `archetype_override`, `archetype`)',
      'create index `tournament_decks_archetype_index` on `tournament_decks` (`id`, `archetype_override`, `archetype`)',
      lines(
        'create table `tournament_matches` (`id` char(36) not null, `tournament_id` char(36) not null,',
        '`round_index` integer not null, `round_name` text not null, `deck1_id` char(36) not null,',
        '`deck2_id` char(36) null, `wins1` integer not null, `wins2` integer not null, `draws` integer not null,',
        'foreign key(`tournament_id`) references `tournaments`(`id`) on delete cascade,',
        'foreign key(`deck1_id`) references `tournament_decks`(`id`) on delete cascade,',
        'foreign key(`deck2_id`) references `tournament_decks`(`id`) on delete cascade, primary key (`id`))',
      ),
      'create index `tournament_matches_tournament_index` on `tournament_matches` (`tournament_id`, `deck1_id`, `deck2_id`, `wins1`, `wins2`)',
      'create index `tournament_matches_deck1_index` on `tournament_matches` (`deck1_id`)',
      'create index `tournament_matches_deck2_index` on `tournament_matches` (`deck2_id`)',
    ],
    postgresql: [
      lines(
        'create table "tournaments" ("id" uuid not null, "format" text not null, "name" text not null,',
        '"date" timestamptz not null, "uri" text null, "source_key" text not null, "deck_count" int not null,',
        '"player_count" int not null, "has_rounds" boolean not null, "has_standings" boolean not null,',
        '"inconsistent" boolean not null, "imported_at" timestamptz not null,',
        'constraint "tournaments_pkey" primary key ("id"))',
      ),
      'create unique index "tournaments_source_key_unique" on "tournaments" ("source_key")',
      'create index "tournaments_format_date_index" on "tournaments" ("format", "date")',
      lines(
        'create table "tournament_decks" ("id" uuid not null, "tournament_id" uuid not null,',
        '"format" text not null, "date" timestamptz not null, "player" text not null, "result" text not null,',
        '"placement" int null, "rank" int null, "points" int null, "wins" int null, "losses" int null,',
        '"draws" int null, "mainboard" text not null, "sideboard" text not null, "archetype" text null,',
        '"archetype_match" text null, "archetype_override" text null, "colors" text null,',
        'constraint "tournament_decks_pkey" primary key ("id"),',
        'constraint "tournament_decks_tournament_id_foreign" foreign key ("tournament_id")',
        'references "tournaments" ("id") on delete cascade)',
      ),
      'create unique index "tournament_decks_tournament_player_unique" on "tournament_decks" ("tournament_id", "player")',
      'create index "tournament_decks_format_date_index" on "tournament_decks" ("format", "date")',
      'create index "tournament_decks_reads_index" on "tournament_decks" ("tournament_id", "placement", "archetype_override", "archetype")',
      'create index "tournament_decks_archetype_index" on "tournament_decks" ("id", "archetype_override", "archetype")',
      lines(
        'create table "tournament_matches" ("id" uuid not null, "tournament_id" uuid not null,',
        '"round_index" int not null, "round_name" text not null, "deck1_id" uuid not null, "deck2_id" uuid null,',
        '"wins1" int not null, "wins2" int not null, "draws" int not null,',
        'constraint "tournament_matches_pkey" primary key ("id"),',
        'constraint "tournament_matches_tournament_id_foreign" foreign key ("tournament_id")',
        'references "tournaments" ("id") on delete cascade,',
        'constraint "tournament_matches_deck1_id_foreign" foreign key ("deck1_id")',
        'references "tournament_decks" ("id") on delete cascade,',
        'constraint "tournament_matches_deck2_id_foreign" foreign key ("deck2_id")',
        'references "tournament_decks" ("id") on delete cascade)',
      ),
      'create index "tournament_matches_tournament_index" on "tournament_matches" ("tournament_id", "deck1_id", "deck2_id", "wins1", "wins2")',
      'create index "tournament_matches_deck1_index" on "tournament_matches" ("deck1_id")',
      'create index "tournament_matches_deck2_index" on "tournament_matches" ("deck2_id")',
    ],
  },
  down: {
    sqlite: ['drop table `tournament_matches`', 'drop table `tournament_decks`', 'drop table `tournaments`'],
    postgresql: ['drop table "tournament_matches"', 'drop table "tournament_decks"', 'drop table "tournaments"'],
  },
};
