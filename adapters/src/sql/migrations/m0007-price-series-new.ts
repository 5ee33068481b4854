import { lines, type SqlMigration } from './sql-migration.js';

/**
 * `price_series_new` stages series that have no published row yet, so publish only inserts them
 * (no `DELETE … IN (staging)` over a million daily rows). On PostgreSQL the staging tables become
 * UNLOGGED: they skip the WAL (bulk writes about twice as fast) and a crash empties them, which is
 * what an interrupted import needs anyway (the next one starts by clearing staging).
 */
export const M0007PriceSeriesNew: SqlMigration = {
  name: 'm0007-price-series-new',
  up: {
    sqlite: [
      lines(
        'create table `price_series_new` (',
        '  `uuid` varchar(36) not null,',
        '  `platform` varchar(8) not null,',
        '  `provider` varchar(32) not null,',
        '  `list` varchar(8) not null,',
        '  `finish` varchar(8) not null,',
        '  `currency` varchar(8) not null,',
        '  `point_count` integer not null,',
        '  `earliest_date` varchar(10) not null,',
        '  `latest_date` varchar(10) not null,',
        '  `points` text not null',
        ')',
      ),
    ],
    postgresql: [
      lines(
        'create table "price_series_new" (',
        '  "uuid" varchar(36) not null,',
        '  "platform" varchar(8) not null,',
        '  "provider" varchar(32) not null,',
        '  "list" varchar(8) not null,',
        '  "finish" varchar(8) not null,',
        '  "currency" varchar(8) not null,',
        '  "point_count" integer not null,',
        '  "earliest_date" varchar(10) not null,',
        '  "latest_date" varchar(10) not null,',
        '  "points" text not null',
        ')',
      ),
      'ALTER TABLE card_sets_staging SET UNLOGGED',
      'ALTER TABLE cards_staging SET UNLOGGED',
      'ALTER TABLE price_series_staging SET UNLOGGED',
      'ALTER TABLE price_series_prepends SET UNLOGGED',
      'ALTER TABLE price_series_new SET UNLOGGED',
    ],
  },
  down: {
    sqlite: ['drop table `price_series_new`'],
    postgresql: [
      'ALTER TABLE card_sets_staging SET LOGGED',
      'ALTER TABLE cards_staging SET LOGGED',
      'ALTER TABLE price_series_staging SET LOGGED',
      'ALTER TABLE price_series_prepends SET LOGGED',
      'drop table "price_series_new"',
    ],
  },
};
