import type { SqlMigration } from './sql-migration.js';

/**
 * Identity II. `auth_sessions`: one row per signed-in device (the `sid` of its tokens), gone with its
 * user; every authenticated request reads it joined to `users` by primary key. `audit_events`: the
 * audit trail, deliberately without a foreign key so a deleted account's history stays; read newest
 * first, by user or by type. `login_clients`: clients (an address, a device cookie) that logged in to
 * an account before, keyed by a SHA-256 of account and client, so they keep logging in while that
 * account's failed-login limit holds everyone else back.
 */
export const M0010SessionsAuditLoginClients: SqlMigration = {
  name: 'm0010-sessions-audit-login-clients',
  up: {
    sqlite: [
      'create table `auth_sessions` (`id` char(36), `user_id` char(36) not null, `created_at` datetime not null, `last_used_at` datetime not null, `expires_at` datetime not null, `revoked_at` datetime null, `refresh_generation` integer not null default 0, `user_agent` varchar(255) null, `ip_address` varchar(64) null, constraint `auth_sessions_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `auth_sessions_user_id_index` on `auth_sessions` (`user_id`)',
      "create table `audit_events` (`id` char(36), `occurred_at` datetime not null, `event_type` varchar(64) not null, `user_id` char(36) null, `actor_id` char(36) null, `session_id` char(36) null, `email` varchar(255) null, `ip_address` varchar(64) null, `user_agent` varchar(255) null, `details` text not null default '{}', primary key (`id`))",
      // Ties on occurred_at are read in insertion order: by rowid, which every SQLite index ends with.
      'create index `audit_events_occurred_at_index` on `audit_events` (`occurred_at`)',
      'create index `audit_events_user_id_index` on `audit_events` (`user_id`, `occurred_at`)',
      'create index `audit_events_event_type_index` on `audit_events` (`event_type`, `occurred_at`)',
      'create table `login_clients` (`key` varchar(255), `last_seen_at` bigint not null, primary key (`key`))',
      'create index `login_clients_last_seen_at_index` on `login_clients` (`last_seen_at`)',
    ],
    postgresql: [
      'create table "auth_sessions" ("id" uuid, "user_id" uuid not null, "created_at" timestamptz not null, "last_used_at" timestamptz not null, "expires_at" timestamptz not null, "revoked_at" timestamptz null, "refresh_generation" integer not null default 0, "user_agent" varchar(255) null, "ip_address" varchar(64) null, constraint "auth_sessions_pkey" primary key ("id"))',
      'alter table "auth_sessions" add constraint "auth_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create index "auth_sessions_user_id_index" on "auth_sessions" ("user_id")',
      // `seq` orders events recorded in the same millisecond as they were recorded.
      `create table "audit_events" ("id" uuid, "seq" bigserial not null, "occurred_at" timestamptz not null, "event_type" varchar(64) not null, "user_id" uuid null, "actor_id" uuid null, "session_id" uuid null, "email" varchar(255) null, "ip_address" varchar(64) null, "user_agent" varchar(255) null, "details" text not null default '{}', constraint "audit_events_pkey" primary key ("id"))`,
      'create index "audit_events_occurred_at_index" on "audit_events" ("occurred_at", "seq")',
      'create index "audit_events_user_id_index" on "audit_events" ("user_id", "occurred_at", "seq")',
      'create index "audit_events_event_type_index" on "audit_events" ("event_type", "occurred_at", "seq")',
      'create table "login_clients" ("key" varchar(255), "last_seen_at" bigint not null, constraint "login_clients_pkey" primary key ("key"))',
      'create index "login_clients_last_seen_at_index" on "login_clients" ("last_seen_at")',
    ],
  },
  down: {
    sqlite: ['drop table `login_clients`', 'drop table `audit_events`', 'drop table `auth_sessions`'],
    postgresql: ['drop table "login_clients"', 'drop table "audit_events"', 'drop table "auth_sessions"'],
  },
};
