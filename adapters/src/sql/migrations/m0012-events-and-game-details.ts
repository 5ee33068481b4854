import type { SqlMigration } from './sql-migration.js';

// The default play order, for rows written before the per-game columns existed: the loser of a game
// is on the play in the next one; after a draw (or a game not recorded) the side stays as it was.
const side2 = (t: string, f: string) =>
  `case when game1 = 'loss' then ${t} when game1 = 'win' then ${f} else on_play end`;
const backfill = (t: string, f: string) => [
  `update matches set game2_on_play = case when game2 is null then null else ${side2(t, f)} end`,
  `update matches set game3_on_play = case when game3 is null then null when game2 = 'loss' then ${t} when game2 = 'win' then ${f} else coalesce(game2_on_play, ${side2(t, f)}) end`,
];

/**
 * The statistics indexes: every column a summary filters on or counts, behind owner_id (covering
 * reads). One leads with the personal deck (deck and version statistics), the other with the opponent
 * and die roll, the order the matchup aggregate groups in, so it needs no sort (about a quarter of the
 * query on SQLite).
 */
const COUNTED = [
  'match_date',
  'game1',
  'game2',
  'game3',
  'game2_on_play',
  'game3_on_play',
  'game1_mulligans',
  'game2_mulligans',
  'game3_mulligans',
];
const STATS_COLUMNS = [
  'owner_id',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
  'opponent_deck_id',
  'on_play',
  ...COUNTED,
];
const OPPONENT_COLUMNS = [
  'owner_id',
  'opponent_deck_id',
  'on_play',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
  ...COUNTED,
];
const M0005_INDEX_COLUMNS = ['owner_id', 'opponent_deck_id', 'on_play', 'personal_deck_id', 'game1', 'game2', 'game3'];
const cols = (q: string, names: readonly string[]) => names.map((n) => `${q}${n}${q}`).join(', ');

/**
 * Events (testing sessions, leagues, tournaments) and the detail of each game of a match: who was on
 * the play in games 2 and 3, mulligans per game, the event and round, and the decklist version the
 * match was played with. A version's deletion keeps its matches (their pin becomes null); events are
 * archived, never deleted. Existing matches get the default play order for games 2 and 3. The
 * statistics indexes replace m0005's matchup index, which they cover.
 */
export const M0012EventsAndGameDetails: SqlMigration = {
  name: 'm0012-events-and-game-details',
  up: {
    sqlite: [
      'create table `events` (`id` char(36), `owner_id` char(36) not null, `name` varchar(200) not null, `format` varchar(100) not null, `event_date` date not null, `kind` varchar(16) not null, `location` varchar(200) null, `rounds` integer null, `notes` text not null, `archived_at` datetime null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `events_owner_idx` on `events` (`owner_id`, `event_date`, `created_at`, `id`)',
      'alter table `matches` add column `event_id` char(36) null references `events`(`id`) on delete SET NULL',
      'alter table `matches` add column `event_round` integer null',
      'alter table `matches` add column `decklist_version_id` char(36) null references `decklist_versions`(`id`) on delete SET NULL',
      'alter table `matches` add column `game2_on_play` boolean null',
      'alter table `matches` add column `game3_on_play` boolean null',
      'alter table `matches` add column `game1_mulligans` integer null',
      'alter table `matches` add column `game2_mulligans` integer null',
      'alter table `matches` add column `game3_mulligans` integer null',
      ...backfill('1', '0'),
      'drop index `matches_owner_opponent_idx`',
      `create index \`matches_owner_stats_idx\` on \`matches\` (${cols('`', STATS_COLUMNS)})`,
      `create index \`matches_owner_opponent_stats_idx\` on \`matches\` (${cols('`', OPPONENT_COLUMNS)})`,
      'create index `matches_version_idx` on `matches` (`decklist_version_id`)',
      'create index `matches_event_idx` on `matches` (`event_id`)',
    ],
    postgresql: [
      'create table "events" ("id" uuid, "owner_id" uuid not null, "name" varchar(200) not null, "format" varchar(100) not null, "event_date" date not null, "kind" varchar(16) not null, "location" varchar(200) null, "rounds" integer null, "notes" text not null, "archived_at" timestamptz null, "created_at" timestamptz not null, constraint "events_pkey" primary key ("id"))',
      'alter table "events" add constraint "events_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'create index "events_owner_idx" on "events" ("owner_id", "event_date", "created_at", "id")',
      'alter table "matches" add column "event_id" uuid null, add column "event_round" integer null, add column "decklist_version_id" uuid null, add column "game2_on_play" boolean null, add column "game3_on_play" boolean null, add column "game1_mulligans" integer null, add column "game2_mulligans" integer null, add column "game3_mulligans" integer null',
      'alter table "matches" add constraint "matches_event_id_foreign" foreign key ("event_id") references "events" ("id") on delete SET NULL',
      'alter table "matches" add constraint "matches_decklist_version_id_foreign" foreign key ("decklist_version_id") references "decklist_versions" ("id") on delete SET NULL',
      ...backfill('true', 'false'),
      'drop index "matches_owner_opponent_idx"',
      `create index "matches_owner_stats_idx" on "matches" (${cols('"', STATS_COLUMNS)})`,
      `create index "matches_owner_opponent_stats_idx" on "matches" (${cols('"', OPPONENT_COLUMNS)})`,
      'create index "matches_version_idx" on "matches" ("decklist_version_id")',
      'create index "matches_event_idx" on "matches" ("event_id")',
    ],
  },
  down: {
    // SQLite cannot drop a column a foreign key or an index names: drop the indexes first; the two
    // referencing columns go with a rebuild of the table, which keeps every m0004 column and row.
    sqlite: [
      'drop index `matches_event_idx`',
      'drop index `matches_version_idx`',
      'drop index `matches_owner_opponent_stats_idx`',
      'drop index `matches_owner_stats_idx`',
      'create table `matches_m0004` (`id` char(36), `owner_id` char(36) not null, `match_date` date not null, `personal_deck_id` char(36) not null, `opponent_deck_id` char(36) not null, `on_play` boolean not null, `game1` varchar(8) null, `game2` varchar(8) null, `game3` varchar(8) null, `opening_hand` text not null, `turning_point` text not null, `final_turn` text not null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE, foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE, primary key (`id`))',
      'insert into `matches_m0004` select `id`, `owner_id`, `match_date`, `personal_deck_id`, `opponent_deck_id`, `on_play`, `game1`, `game2`, `game3`, `opening_hand`, `turning_point`, `final_turn`, `created_at` from `matches`',
      'drop table `matches`',
      'alter table `matches_m0004` rename to `matches`',
      'create index `matches_owner_date_idx` on `matches` (`owner_id`, `match_date`, `created_at`, `id`)',
      'create index `matches_owner_deck_idx` on `matches` (`owner_id`, `personal_deck_id`)',
      `create index \`matches_owner_opponent_idx\` on \`matches\` (${cols('`', M0005_INDEX_COLUMNS)})`,
      'drop table `events`',
    ],
    postgresql: [
      'drop index "matches_event_idx"',
      'drop index "matches_version_idx"',
      'drop index "matches_owner_opponent_stats_idx"',
      'drop index "matches_owner_stats_idx"',
      `create index "matches_owner_opponent_idx" on "matches" (${cols('"', M0005_INDEX_COLUMNS)})`,
      'alter table "matches" drop column "game3_mulligans", drop column "game2_mulligans", drop column "game1_mulligans", drop column "game3_on_play", drop column "game2_on_play", drop column "decklist_version_id", drop column "event_round", drop column "event_id"',
      'drop table "events"',
    ],
  },
};
