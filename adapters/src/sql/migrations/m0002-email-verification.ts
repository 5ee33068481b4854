import { lines, type SqlMigration } from './sql-migration.js';

/**
 * Email verification records : at most one per user, enforced by the unique index on
 * user_id, and gone with the user (ON DELETE CASCADE). Only the SHA-256 hex of the code is stored.
 */
export const M0002EmailVerification: SqlMigration = {
  name: 'm0002-email-verification',
  up: {
    sqlite: [
      lines(
        'create table `email_verifications` (',
        '  `id` char(36),',
        '  `user_id` char(36) not null,',
        '  `code_hash` varchar(64) not null,',
        '  `expires_at` datetime not null,',
        "  `attempts` integer not null default '0',",
        '  `last_sent_at` datetime not null,',
        '  constraint `email_verifications_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE,',
        '  primary key (`id`)',
        ')',
      ),
      'create unique index `email_verifications_user_id_unique` on `email_verifications` (`user_id`)',
    ],
    postgresql: [
      lines(
        'create table "email_verifications" (',
        '  "id" uuid,',
        '  "user_id" uuid not null,',
        '  "code_hash" varchar(64) not null,',
        '  "expires_at" timestamptz not null,',
        '  "attempts" integer not null default \'0\',',
        '  "last_sent_at" timestamptz not null,',
        '  constraint "email_verifications_pkey" primary key ("id")',
        ')',
      ),
      'alter table "email_verifications" add constraint "email_verifications_user_id_unique" unique ("user_id")',
      lines(
        'alter table "email_verifications" add constraint "email_verifications_user_id_foreign"',
        '  foreign key ("user_id") references "users" ("id")',
        '  on delete CASCADE',
      ),
    ],
  },
  down: {
    sqlite: ['drop table `email_verifications`'],
    postgresql: ['drop table "email_verifications"'],
  },
};
