import type { SqlMigration } from './sql-migration.js';

/**
 * Prices move from one row per series (all its dated points in one JSON text) to one row per card
 * and date whose JSON maps series codes to prices (README "Card data": a daily file rewrote every
 * stored history; now it appends one short row per card). Published prices are converted in the
 * database; staging is dropped (an interrupted import restarts from scratch anyway). SQLite keeps
 * the days clustered by key (WITHOUT ROWID): one B-tree, and a card's history is one contiguous
 * range. PostgreSQL's staging twin is UNLOGGED (see m0007). `card_data_totals` keeps the published
 * point count, which publish adjusts instead of summing ~10^7 rows.
 */
export const M0008CardPriceDays: SqlMigration = {
  name: 'm0008-card-price-days',
  up: {
    sqlite: [
      'CREATE TABLE card_price_days (uuid varchar(36) NOT NULL, date varchar(10) NOT NULL, point_count integer NOT NULL, prices text NOT NULL, PRIMARY KEY (uuid, date)) WITHOUT ROWID',
      'CREATE TABLE card_price_days_staging (uuid varchar(36) NOT NULL, date varchar(10) NOT NULL, point_count integer NOT NULL, prices text NOT NULL, PRIMARY KEY (uuid, date)) WITHOUT ROWID',
      'create table `price_series_codes` (`id` integer not null primary key autoincrement, `platform` varchar(8) not null, `provider` text not null, `list` varchar(8) not null, `finish` varchar(8) not null, `currency` text not null)',
      'create unique index `price_series_codes_descriptor_unique` on `price_series_codes` (`platform`, `provider`, `list`, `finish`, `currency`)',
      'create table `card_data_totals` (`id` integer, `price_points` bigint not null, primary key (`id`))',
      'INSERT INTO price_series_codes (platform, provider, list, finish, currency) SELECT DISTINCT platform, provider, list, finish, currency FROM price_series',
      'INSERT INTO card_price_days (uuid, date, point_count, prices) SELECT s.uuid, p.key, COUNT(*), json_group_object(CAST(c.id AS TEXT), p.value) FROM price_series s JOIN price_series_codes c ON c.platform = s.platform AND c.provider = s.provider AND c.list = s.list AND c.finish = s.finish AND c.currency = s.currency CROSS JOIN json_each(s.points) p GROUP BY s.uuid, p.key',
      'INSERT INTO card_data_totals (id, price_points) SELECT 1, COALESCE(SUM(point_count), 0) FROM card_price_days',
      'drop table `price_series`',
      'drop table `price_series_staging`',
      'drop table `price_series_prepends`',
      'drop table `price_series_new`',
    ],
    postgresql: [
      // Converting a full history (10^7–10^8 points) outlasts the pool's 30 s statement timeout;
      // SET LOCAL ends with this migration's transaction.
      'SET LOCAL statement_timeout = 0',
      'CREATE TABLE card_price_days (uuid varchar(36) NOT NULL, date varchar(10) NOT NULL, point_count integer NOT NULL, prices text NOT NULL, PRIMARY KEY (uuid, date))',
      'CREATE UNLOGGED TABLE card_price_days_staging (uuid varchar(36) NOT NULL, date varchar(10) NOT NULL, point_count integer NOT NULL, prices text NOT NULL, PRIMARY KEY (uuid, date))',
      'create table "price_series_codes" ("id" serial primary key, "platform" varchar(8) not null, "provider" text not null, "list" varchar(8) not null, "finish" varchar(8) not null, "currency" text not null)',
      'alter table "price_series_codes" add constraint "price_series_codes_descriptor_unique" unique ("platform", "provider", "list", "finish", "currency")',
      'create table "card_data_totals" ("id" integer, "price_points" bigint not null, constraint "card_data_totals_pkey" primary key ("id"))',
      'INSERT INTO price_series_codes (platform, provider, list, finish, currency) SELECT DISTINCT platform, provider, list, finish, currency FROM price_series',
      'INSERT INTO card_price_days (uuid, date, point_count, prices) SELECT s.uuid, p.key, COUNT(*), json_object_agg(c.id, p.value)::text FROM price_series s JOIN price_series_codes c ON c.platform = s.platform AND c.provider = s.provider AND c.list = s.list AND c.finish = s.finish AND c.currency = s.currency CROSS JOIN json_each(s.points::json) p GROUP BY s.uuid, p.key',
      'INSERT INTO card_data_totals (id, price_points) SELECT 1, COALESCE(SUM(point_count), 0) FROM card_price_days',
      'drop table "price_series"',
      'drop table "price_series_staging"',
      'drop table "price_series_prepends"',
      'drop table "price_series_new"',
    ],
  },
  down: {
    sqlite: [
      'create table `price_series` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `currency` varchar(8) not null, `point_count` integer not null, `earliest_date` varchar(10) not null, `latest_date` varchar(10) not null, `points` text not null, primary key (`uuid`, `platform`, `provider`, `list`, `finish`))',
      'create table `price_series_staging` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `currency` varchar(8) not null, `point_count` integer not null, `earliest_date` varchar(10) not null, `latest_date` varchar(10) not null, `points` text not null)',
      'create table `price_series_new` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `currency` varchar(8) not null, `point_count` integer not null, `earliest_date` varchar(10) not null, `latest_date` varchar(10) not null, `points` text not null)',
      'create table `price_series_prepends` (`uuid` varchar(36) not null, `platform` varchar(8) not null, `provider` varchar(32) not null, `list` varchar(8) not null, `finish` varchar(8) not null, `point_count` integer not null, `prefix` text not null, `latest_date` varchar(10) not null)',
      "DELETE FROM card_data_versions WHERE file IN ('AllPrices', 'AllPricesToday')",
      'drop table `card_price_days`',
      'drop table `card_price_days_staging`',
      'drop table `price_series_codes`',
      'drop table `card_data_totals`',
    ],
    postgresql: [
      'create table "price_series" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "currency" varchar(8) not null, "point_count" integer not null, "earliest_date" varchar(10) not null, "latest_date" varchar(10) not null, "points" text not null, constraint "price_series_pkey" primary key ("uuid", "platform", "provider", "list", "finish"))',
      'create table "price_series_staging" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "currency" varchar(8) not null, "point_count" integer not null, "earliest_date" varchar(10) not null, "latest_date" varchar(10) not null, "points" text not null)',
      'create table "price_series_new" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "currency" varchar(8) not null, "point_count" integer not null, "earliest_date" varchar(10) not null, "latest_date" varchar(10) not null, "points" text not null)',
      'create table "price_series_prepends" ("uuid" varchar(36) not null, "platform" varchar(8) not null, "provider" varchar(32) not null, "list" varchar(8) not null, "finish" varchar(8) not null, "point_count" integer not null, "prefix" text not null, "latest_date" varchar(10) not null)',
      "DELETE FROM card_data_versions WHERE file IN ('AllPrices', 'AllPricesToday')",
      'drop table "card_price_days"',
      'drop table "card_price_days_staging"',
      'drop table "price_series_codes"',
      'drop table "card_data_totals"',
    ],
  },
};
