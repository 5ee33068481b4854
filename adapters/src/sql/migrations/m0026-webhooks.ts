import { lines, type SqlMigration } from './sql-migration.js';

/*
 * Webhooks and their outbox. A webhook belongs to a workspace (`owner_id`: a user's or a team's id,
 * no foreign key, as for the tracker's rows) and subscribes to event types (one row each). Each
 * delivery is one event for one webhook, written in the transaction of the change it reports, with
 * its payload as sent; the pair (webhook, event) is its key and the event id is the `webhook-id`.
 * A process claims a due delivery by writing its lease (a token and an expiry) in one conditional
 * UPDATE, so processes sharing the database never attempt the same one; the partial index holds
 * exactly what is still to send, in the order it is due.
 */
export const M0026Webhooks: SqlMigration = {
  name: 'm0026-webhooks',
  up: {
    sqlite: [
      lines(
        'create table `webhooks` (`id` char(36) not null primary key, `owner_id` char(36) not null,',
        '`url` varchar(2000) not null, `description` varchar(200) not null, `secret` varchar(100) not null,',
        '`created_at` datetime not null, `disabled_at` datetime null, `disabled_reason` varchar(500) null)',
      ),
      'create index `webhooks_owner_idx` on `webhooks` (`owner_id`, `created_at`)',
      lines(
        'create table `webhook_subscriptions` (`webhook_id` char(36) not null',
        'references `webhooks` (`id`) on delete cascade, `event_type` varchar(40) not null,',
        'primary key (`webhook_id`, `event_type`)) without rowid',
      ),
      'create index `webhook_subscriptions_type_idx` on `webhook_subscriptions` (`event_type`, `webhook_id`)',
      lines(
        'create table `webhook_deliveries` (`webhook_id` char(36) not null',
        'references `webhooks` (`id`) on delete cascade, `event_id` char(36) not null,',
        '`event_type` varchar(40) not null, `payload` text not null, `status` varchar(10) not null,',
        '`attempts` integer not null default 0, `created_at` datetime not null, `due_since` datetime not null,',
        '`next_attempt_at` datetime null, `last_attempt_at` datetime null, `last_error` varchar(500) null,',
        '`response_status` integer null, `lease` char(36) null, `leased_until` datetime null,',
        'primary key (`webhook_id`, `event_id`))',
      ),
      "create index `webhook_deliveries_due_idx` on `webhook_deliveries` (`next_attempt_at`) where `status` = 'pending'",
      'create index `webhook_deliveries_log_idx` on `webhook_deliveries` (`webhook_id`, `created_at`)',
    ],
    postgresql: [
      lines(
        'create table "webhooks" ("id" uuid not null primary key, "owner_id" uuid not null,',
        '"url" varchar(2000) not null, "description" varchar(200) not null, "secret" varchar(100) not null,',
        '"created_at" timestamptz not null, "disabled_at" timestamptz null, "disabled_reason" varchar(500) null)',
      ),
      'create index "webhooks_owner_idx" on "webhooks" ("owner_id", "created_at")',
      lines(
        'create table "webhook_subscriptions" ("webhook_id" uuid not null',
        'references "webhooks" ("id") on delete cascade, "event_type" varchar(40) not null,',
        'primary key ("webhook_id", "event_type"))',
      ),
      'create index "webhook_subscriptions_type_idx" on "webhook_subscriptions" ("event_type", "webhook_id")',
      lines(
        'create table "webhook_deliveries" ("webhook_id" uuid not null',
        'references "webhooks" ("id") on delete cascade, "event_id" uuid not null,',
        '"event_type" varchar(40) not null, "payload" text not null, "status" varchar(10) not null,',
        '"attempts" integer not null default 0, "created_at" timestamptz not null, "due_since" timestamptz not null,',
        '"next_attempt_at" timestamptz null, "last_attempt_at" timestamptz null, "last_error" varchar(500) null,',
        '"response_status" integer null, "lease" uuid null, "leased_until" timestamptz null,',
        'primary key ("webhook_id", "event_id"))',
      ),
      'create index "webhook_deliveries_due_idx" on "webhook_deliveries" ("next_attempt_at") where "status" = \'pending\'',
      'create index "webhook_deliveries_log_idx" on "webhook_deliveries" ("webhook_id", "created_at")',
    ],
  },
  down: {
    sqlite: ['drop table `webhook_deliveries`', 'drop table `webhook_subscriptions`', 'drop table `webhooks`'],
    postgresql: ['drop table "webhook_deliveries"', 'drop table "webhook_subscriptions"', 'drop table "webhooks"'],
  },
};
