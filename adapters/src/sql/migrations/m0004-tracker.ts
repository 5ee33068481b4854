import type { SqlMigration } from './sql-migration.js';

/**
 * The tracker. Every owned table has owner_id → users ON DELETE CASCADE, so deleting an
 * account removes all of its tracker data. List indexes lead with owner_id and follow each list's
 * order (newest first reads them backwards), which keeps paginated reads of 10,000 rows fast.
 * card_tests.personal_deck_id is nullable for legacy rows that predate it (README, "Tracker").
 */
export const M0004Tracker: SqlMigration = {
  name: 'm0004-tracker',
  up: {
    sqlite: [
      'create table `personal_decks` (`id` char(36), `owner_id` char(36) not null, `name` varchar(200) not null, `archived_at` datetime null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `personal_decks_owner_idx` on `personal_decks` (`owner_id`, `created_at`)',
      "create table `user_settings` (`user_id` char(36), `data_shared` boolean not null default '0', `active_personal_deck_id` char(36) null, foreign key(`user_id`) references `users`(`id`) on delete CASCADE, foreign key(`active_personal_deck_id`) references `personal_decks`(`id`) on delete SET NULL, primary key (`user_id`))",
      'create index `user_settings_shared_idx` on `user_settings` (`data_shared`)',
      'create table `decklist_versions` (`id` char(36), `owner_id` char(36) not null, `personal_deck_id` char(36) not null, `version` integer not null, `content` text not null, `source` varchar(32) not null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE, primary key (`id`))',
      'create unique index `decklist_versions_deck_version_unique` on `decklist_versions` (`personal_deck_id`, `version`)',
      'create table `meta_decks` (`id` char(36), `owner_id` char(36) not null, `name` varchar(200) not null, `tier` float not null, `category` varchar(16) not null, `decklist_notes` text not null, `top8` integer not null, `presence` integer not null, `expected` varchar(16) not null, `tests_status` text not null, `archived_at` datetime null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `meta_decks_owner_idx` on `meta_decks` (`owner_id`, `created_at`)',
      'create table `matches` (`id` char(36), `owner_id` char(36) not null, `match_date` date not null, `personal_deck_id` char(36) not null, `opponent_deck_id` char(36) not null, `on_play` boolean not null, `game1` varchar(8) null, `game2` varchar(8) null, `game3` varchar(8) null, `opening_hand` text not null, `turning_point` text not null, `final_turn` text not null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE, foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `matches_owner_date_idx` on `matches` (`owner_id`, `match_date`, `created_at`, `id`)',
      'create index `matches_owner_deck_idx` on `matches` (`owner_id`, `personal_deck_id`)',
      'create table `card_tests` (`id` char(36), `owner_id` char(36) not null, `tester` varchar(200) not null, `card_name` varchar(200) not null, `personal_deck_id` char(36) null, `opponent_deck_id` char(36) null, `rating` integer not null, `notes` text null, `created_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE, foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `card_tests_owner_created_idx` on `card_tests` (`owner_id`, `created_at`, `id`, `personal_deck_id`)',
      'create index `card_tests_owner_deck_idx` on `card_tests` (`owner_id`, `personal_deck_id`, `created_at`, `id`)',
    ],
    postgresql: [
      'create table "personal_decks" ("id" uuid, "owner_id" uuid not null, "name" varchar(200) not null, "archived_at" timestamptz null, "created_at" timestamptz not null, constraint "personal_decks_pkey" primary key ("id"))',
      'alter table "personal_decks" add constraint "personal_decks_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'create index "personal_decks_owner_idx" on "personal_decks" ("owner_id", "created_at")',
      `create table "user_settings" ("user_id" uuid, "data_shared" boolean not null default '0', "active_personal_deck_id" uuid null, constraint "user_settings_pkey" primary key ("user_id"))`,
      'alter table "user_settings" add constraint "user_settings_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'alter table "user_settings" add constraint "user_settings_active_personal_deck_id_foreign" foreign key ("active_personal_deck_id") references "personal_decks" ("id") on delete SET NULL',
      'create index "user_settings_shared_idx" on "user_settings" ("data_shared")',
      'create table "decklist_versions" ("id" uuid, "owner_id" uuid not null, "personal_deck_id" uuid not null, "version" integer not null, "content" text not null, "source" varchar(32) not null, "created_at" timestamptz not null, constraint "decklist_versions_pkey" primary key ("id"))',
      'alter table "decklist_versions" add constraint "decklist_versions_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'alter table "decklist_versions" add constraint "decklist_versions_personal_deck_id_foreign" foreign key ("personal_deck_id") references "personal_decks" ("id") on delete CASCADE',
      'alter table "decklist_versions" add constraint "decklist_versions_deck_version_unique" unique ("personal_deck_id", "version")',
      'create table "meta_decks" ("id" uuid, "owner_id" uuid not null, "name" varchar(200) not null, "tier" decimal(2, 1) not null, "category" varchar(16) not null, "decklist_notes" text not null, "top8" integer not null, "presence" integer not null, "expected" varchar(16) not null, "tests_status" text not null, "archived_at" timestamptz null, "created_at" timestamptz not null, constraint "meta_decks_pkey" primary key ("id"))',
      'alter table "meta_decks" add constraint "meta_decks_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'create index "meta_decks_owner_idx" on "meta_decks" ("owner_id", "created_at")',
      'create table "matches" ("id" uuid, "owner_id" uuid not null, "match_date" date not null, "personal_deck_id" uuid not null, "opponent_deck_id" uuid not null, "on_play" boolean not null, "game1" varchar(8) null, "game2" varchar(8) null, "game3" varchar(8) null, "opening_hand" text not null, "turning_point" text not null, "final_turn" text not null, "created_at" timestamptz not null, constraint "matches_pkey" primary key ("id"))',
      'alter table "matches" add constraint "matches_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'alter table "matches" add constraint "matches_personal_deck_id_foreign" foreign key ("personal_deck_id") references "personal_decks" ("id") on delete CASCADE',
      'alter table "matches" add constraint "matches_opponent_deck_id_foreign" foreign key ("opponent_deck_id") references "meta_decks" ("id") on delete CASCADE',
      'create index "matches_owner_date_idx" on "matches" ("owner_id", "match_date", "created_at", "id")',
      'create index "matches_owner_deck_idx" on "matches" ("owner_id", "personal_deck_id")',
      'create table "card_tests" ("id" uuid, "owner_id" uuid not null, "tester" varchar(200) not null, "card_name" varchar(200) not null, "personal_deck_id" uuid null, "opponent_deck_id" uuid null, "rating" integer not null, "notes" text null, "created_at" timestamptz not null, constraint "card_tests_pkey" primary key ("id"))',
      'alter table "card_tests" add constraint "card_tests_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'alter table "card_tests" add constraint "card_tests_personal_deck_id_foreign" foreign key ("personal_deck_id") references "personal_decks" ("id") on delete CASCADE',
      'alter table "card_tests" add constraint "card_tests_opponent_deck_id_foreign" foreign key ("opponent_deck_id") references "meta_decks" ("id") on delete CASCADE',
      'create index "card_tests_owner_created_idx" on "card_tests" ("owner_id", "created_at", "id", "personal_deck_id")',
      'create index "card_tests_owner_deck_idx" on "card_tests" ("owner_id", "personal_deck_id", "created_at", "id")',
    ],
  },
  down: {
    sqlite: [
      'drop table if exists `card_tests`',
      'drop table if exists `matches`',
      'drop table if exists `meta_decks`',
      'drop table if exists `decklist_versions`',
      'drop table if exists `user_settings`',
      'drop table if exists `personal_decks`',
    ],
    postgresql: [
      'drop table if exists "card_tests"',
      'drop table if exists "matches"',
      'drop table if exists "meta_decks"',
      'drop table if exists "decklist_versions"',
      'drop table if exists "user_settings"',
      'drop table if exists "personal_decks"',
    ],
  },
};
