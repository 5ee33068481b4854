import { lines, type SqlMigration } from './sql-migration.js';

/** Fixed-window request counters shared by every server process (the HTTP rate limits). */
export const M0006RateLimits: SqlMigration = {
  name: 'm0006-rate-limits',
  up: {
    sqlite: [
      lines(
        'create table `rate_limits` (',
        '  `key` varchar(255),',
        '  `window_start` bigint not null,',
        '  `hits` integer not null,',
        '  primary key (`key`)',
        ')',
      ),
    ],
    postgresql: [
      lines(
        'create table "rate_limits" (',
        '  "key" varchar(255),',
        '  "window_start" bigint not null,',
        '  "hits" integer not null,',
        '  constraint "rate_limits_pkey" primary key ("key")',
        ')',
      ),
    ],
  },
  down: {
    sqlite: ['drop table `rate_limits`'],
    postgresql: ['drop table "rate_limits"'],
  },
};
