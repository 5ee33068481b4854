import type { SqlMigration } from './sql-migration.js';

/*
 * API tokens. A row per token: its creator (user_id; the token goes with the account), the team of a
 * team token (team_id, null for a personal one; it goes with the team), name, scopes as one
 * space-separated string, the display prefix, and the secret's SHA-256 (unique: it is how a request
 * finds its token). Listing is by owner, newest first: (user_id, created_at) for personal tokens,
 * (team_id, created_at) for a team's.
 */
export const M0025ApiTokens: SqlMigration = {
  name: 'm0025-api-tokens',
  up: {
    sqlite: [
      'create table `api_tokens` (`id` char(36) not null primary key, `user_id` char(36) not null, ' +
        '`team_id` char(36) null, `name` varchar(100) not null, `scopes` varchar(100) not null, ' +
        '`prefix` varchar(16) not null, `secret_hash` char(64) not null, `created_at` datetime not null, ' +
        '`last_used_at` datetime null, `expires_at` datetime not null, `revoked_at` datetime null, ' +
        'foreign key(`user_id`) references `users`(`id`) on delete CASCADE, ' +
        'foreign key(`team_id`) references `teams`(`id`) on delete CASCADE)',
      'create unique index `api_tokens_secret_hash_unique` on `api_tokens` (`secret_hash`)',
      'create index `api_tokens_user_idx` on `api_tokens` (`user_id`, `created_at`)',
      'create index `api_tokens_team_idx` on `api_tokens` (`team_id`, `created_at`)',
    ],
    postgresql: [
      'create table "api_tokens" ("id" uuid not null, "user_id" uuid not null, "team_id" uuid null, ' +
        '"name" varchar(100) not null, "scopes" varchar(100) not null, "prefix" varchar(16) not null, ' +
        '"secret_hash" char(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null, ' +
        '"expires_at" timestamptz not null, "revoked_at" timestamptz null, constraint "api_tokens_pkey" primary key ("id"))',
      'alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'alter table "api_tokens" add constraint "api_tokens_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete CASCADE',
      'create unique index "api_tokens_secret_hash_unique" on "api_tokens" ("secret_hash")',
      'create index "api_tokens_user_idx" on "api_tokens" ("user_id", "created_at")',
      'create index "api_tokens_team_idx" on "api_tokens" ("team_id", "created_at")',
    ],
  },
  down: {
    sqlite: ['drop table `api_tokens`'],
    postgresql: ['drop table "api_tokens"'],
  },
};
