import { lines, type SqlMigration } from './sql-migration.js';

/**
 * Tracker analytics and URL import. `deck_builder_slots` holds, per deck builder, the earliest time
 * (epoch ms, so both dialects compare plain integers) the next request may go out: the shared state
 * of the 1-request-per-second limit across every process on this database. The covering index lets
 * the matchup aggregate read only the index.
 */
export const M0005DeckImport: SqlMigration = {
  name: 'm0005-deck-import',
  up: {
    sqlite: [
      lines(
        'create table `deck_builder_slots` (',
        '  `builder` varchar(32),',
        '  `next_allowed_at` bigint not null,',
        '  primary key (`builder`)',
        ')',
      ),
      lines(
        'create index `matches_owner_opponent_idx`',
        '  on `matches` (`owner_id`, `opponent_deck_id`, `on_play`, `personal_deck_id`, `game1`, `game2`, `game3`)',
      ),
    ],
    postgresql: [
      lines(
        'create table "deck_builder_slots" (',
        '  "builder" varchar(32),',
        '  "next_allowed_at" bigint not null,',
        '  constraint "deck_builder_slots_pkey" primary key ("builder")',
        ')',
      ),
      lines(
        'create index "matches_owner_opponent_idx"',
        '  on "matches" ("owner_id", "opponent_deck_id", "on_play", "personal_deck_id", "game1", "game2", "game3")',
      ),
    ],
  },
  down: {
    sqlite: ['drop index `matches_owner_opponent_idx`', 'drop table `deck_builder_slots`'],
    postgresql: ['drop index "matches_owner_opponent_idx"', 'drop table "deck_builder_slots"'],
  },
};
