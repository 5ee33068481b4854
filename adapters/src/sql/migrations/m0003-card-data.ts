import type { SqlMigration } from './sql-migration.js';

/**
 * Card reference and its import. Published tables (`card_sets`, `cards`, `price_series`) each have a
 * `*_staging` twin without secondary indexes: an import fills staging in bulk batches and publishes
 * in one transaction. Prices are stored one row per series (uuid, platform, provider, list, finish)
 * with its dated points as JSON text, chosen by measurement (README "Card data").
 */
export const M0003CardData: SqlMigration = {
  name: 'm0003-card-data',
  up: {
    sqlite: [
      'create table `card_sets` (`code` varchar(16), `name` text not null, `release_date` varchar(10) null, `type` varchar(64) not null, `base_set_size` integer not null, `total_set_size` integer not null, `keyrune_code` varchar(32) null, `block` text null, `parent_code` varchar(16) null, `is_online_only` boolean not null, `is_foil_only` boolean not null, primary key (`code`))',
      'create table `cards` (`uuid` varchar(36), `set_code` varchar(16) not null, `number` varchar(32) not null, `number_sort` varchar(96) not null, `is_token` boolean not null, `name` text not null, `name_lower` text not null, `face_name_lower` text null, `details` text not null, primary key (`uuid`))',
      'create table `price_series` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `currency` varchar(8) not null, `point_count` integer not null, `earliest_date` varchar(10) not null, `latest_date` varchar(10) not null, `points` text not null, primary key (`uuid`, `platform`, `provider`, `list`, `finish`))',
      'create table `card_sets_staging` (`code` varchar(16), `name` text not null, `release_date` varchar(10) null, `type` varchar(64) not null, `base_set_size` integer not null, `total_set_size` integer not null, `keyrune_code` varchar(32) null, `block` text null, `parent_code` varchar(16) null, `is_online_only` boolean not null, `is_foil_only` boolean not null, primary key (`code`))',
      'create table `cards_staging` (`uuid` varchar(36), `set_code` varchar(16) not null, `number` varchar(32) not null, `number_sort` varchar(96) not null, `is_token` boolean not null, `name` text not null, `name_lower` text not null, `face_name_lower` text null, `details` text not null, primary key (`uuid`))',
      'create table `price_series_staging` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `currency` varchar(8) not null, `point_count` integer not null, `earliest_date` varchar(10) not null, `latest_date` varchar(10) not null, `points` text not null)',
      'create table `price_series_prepends` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `point_count` integer not null, `prefix` text not null, `latest_date` varchar(10) not null)',
      'create index `cards_set_order_idx` on `cards` (`set_code`, `is_token`, `number_sort`, `uuid`)',
      'create index `cards_name_lower_idx` on `cards` (`name_lower`)',
      'create index `cards_face_name_lower_idx` on `cards` (`face_name_lower`)',
      'create table `card_data_status` (`id` integer, `status` text not null, `owner` varchar(64) null, `heartbeat_ms` bigint null, primary key (`id`))',
      'create table `card_data_versions` (`file` varchar(32), `version` varchar(64) not null, `date` varchar(10) not null, primary key (`file`))',
      'insert into `card_data_status` (`id`, `status`) values (1, \'{"state":"idle"}\')',
    ],
    postgresql: [
      'create table "card_sets" ("code" varchar(16), "name" text not null, "release_date" varchar(10) null, "type" varchar(64) not null, "base_set_size" integer not null, "total_set_size" integer not null, "keyrune_code" varchar(32) null, "block" text null, "parent_code" varchar(16) null, "is_online_only" boolean not null, "is_foil_only" boolean not null, constraint "card_sets_pkey" primary key ("code"))',
      'create table "cards" ("uuid" varchar(36), "set_code" varchar(16) not null, "number" varchar(32) not null, "number_sort" varchar(96) not null, "is_token" boolean not null, "name" text not null, "name_lower" text not null, "face_name_lower" text null, "details" text not null, constraint "cards_pkey" primary key ("uuid"))',
      'create table "price_series" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "currency" varchar(8) not null, "point_count" integer not null, "earliest_date" varchar(10) not null, "latest_date" varchar(10) not null, "points" text not null, constraint "price_series_pkey" primary key ("uuid", "platform", "provider", "list", "finish"))',
      'create table "card_sets_staging" ("code" varchar(16), "name" text not null, "release_date" varchar(10) null, "type" varchar(64) not null, "base_set_size" integer not null, "total_set_size" integer not null, "keyrune_code" varchar(32) null, "block" text null, "parent_code" varchar(16) null, "is_online_only" boolean not null, "is_foil_only" boolean not null, constraint "card_sets_staging_pkey" primary key ("code"))',
      'create table "cards_staging" ("uuid" varchar(36), "set_code" varchar(16) not null, "number" varchar(32) not null, "number_sort" varchar(96) not null, "is_token" boolean not null, "name" text not null, "name_lower" text not null, "face_name_lower" text null, "details" text not null, constraint "cards_staging_pkey" primary key ("uuid"))',
      'create table "price_series_staging" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "currency" varchar(8) not null, "point_count" integer not null, "earliest_date" varchar(10) not null, "latest_date" varchar(10) not null, "points" text not null)',
      'create table "price_series_prepends" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "point_count" integer not null, "prefix" text not null, "latest_date" varchar(10) not null)',
      'create index "cards_set_order_idx" on "cards" ("set_code", "is_token", "number_sort", "uuid")',
      'create index "cards_name_lower_idx" on "cards" ("name_lower")',
      'create index "cards_face_name_lower_idx" on "cards" ("face_name_lower")',
      'create table "card_data_status" ("id" integer, "status" text not null, "owner" varchar(64) null, "heartbeat_ms" bigint null, constraint "card_data_status_pkey" primary key ("id"))',
      'create table "card_data_versions" ("file" varchar(32), "version" varchar(64) not null, "date" varchar(10) not null, constraint "card_data_versions_pkey" primary key ("file"))',
      `insert into "card_data_status" ("id", "status") values (1, '{"state":"idle"}')`,
    ],
  },
  down: {
    sqlite: [
      'drop table `card_data_versions`',
      'drop table `card_data_status`',
      'drop table `price_series_prepends`',
      'drop table `price_series_staging`',
      'drop table `cards_staging`',
      'drop table `card_sets_staging`',
      'drop table `price_series`',
      'drop table `cards`',
      'drop table `card_sets`',
    ],
    postgresql: [
      'drop table "card_data_versions"',
      'drop table "card_data_status"',
      'drop table "price_series_prepends"',
      'drop table "price_series_staging"',
      'drop table "cards_staging"',
      'drop table "card_sets_staging"',
      'drop table "price_series"',
      'drop table "cards"',
      'drop table "card_sets"',
    ],
  },
};
