import type { SqlMigration } from './sql-migration.js';

/**
 * Identity III. `email_verifications` now keeps every emailed code of a user, one per purpose
 * (`email_verification`, the only kind before, is the default; `password_reset`; `email_change`
 * with the `new_email` it confirms): the unique index moves from `user_id` to (`user_id`,
 * `purpose`). `user_totp`: one TOTP factor per user, its secret encrypted (AES-256-GCM under a key
 * derived from SECRET_KEY), pending until `enabled_at` is set, with the last time step accepted
 * (replay). `totp_recovery_codes`: ten single-use codes, SHA-256 only. `login_challenges`: the
 * second step of a login with TOTP on, keyed by the SHA-256 of the token handed to the client.
 */
export const M0014ResetEmailChangeTotp: SqlMigration = {
  name: 'm0014-reset-email-change-totp',
  up: {
    sqlite: [
      "alter table `email_verifications` add column `purpose` varchar(32) not null default 'email_verification'",
      'alter table `email_verifications` add column `new_email` varchar(255) null',
      'drop index `email_verifications_user_id_unique`',
      'create unique index `email_verifications_user_id_purpose_unique` on `email_verifications` (`user_id`, `purpose`)',
      'create table `user_totp` (`user_id` char(36), `secret_ciphertext` varchar(255) not null, `created_at` datetime not null, `enabled_at` datetime null, `last_used_step` bigint null, constraint `user_totp_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`user_id`))',
      'create table `totp_recovery_codes` (`id` char(36), `user_id` char(36) not null, `code_hash` varchar(64) not null, `used_at` datetime null, constraint `totp_recovery_codes_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `totp_recovery_codes_user_id_index` on `totp_recovery_codes` (`user_id`)',
      "create table `login_challenges` (`id` varchar(64), `user_id` char(36) not null, `expires_at` datetime not null, `attempts` integer not null default '0', constraint `login_challenges_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))",
      'create index `login_challenges_user_id_index` on `login_challenges` (`user_id`)',
    ],
    postgresql: [
      `alter table "email_verifications" add column "purpose" varchar(32) not null default 'email_verification', add column "new_email" varchar(255) null`,
      'alter table "email_verifications" drop constraint "email_verifications_user_id_unique"',
      'alter table "email_verifications" add constraint "email_verifications_user_id_purpose_unique" unique ("user_id", "purpose")',
      'create table "user_totp" ("user_id" uuid, "secret_ciphertext" varchar(255) not null, "created_at" timestamptz not null, "enabled_at" timestamptz null, "last_used_step" bigint null, constraint "user_totp_pkey" primary key ("user_id"))',
      'alter table "user_totp" add constraint "user_totp_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create table "totp_recovery_codes" ("id" uuid, "user_id" uuid not null, "code_hash" varchar(64) not null, "used_at" timestamptz null, constraint "totp_recovery_codes_pkey" primary key ("id"))',
      'alter table "totp_recovery_codes" add constraint "totp_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create index "totp_recovery_codes_user_id_index" on "totp_recovery_codes" ("user_id")',
      `create table "login_challenges" ("id" varchar(64), "user_id" uuid not null, "expires_at" timestamptz not null, "attempts" integer not null default '0', constraint "login_challenges_pkey" primary key ("id"))`,
      'alter table "login_challenges" add constraint "login_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create index "login_challenges_user_id_index" on "login_challenges" ("user_id")',
    ],
  },
  down: {
    sqlite: [
      'drop table `login_challenges`',
      'drop table `totp_recovery_codes`',
      'drop table `user_totp`',
      "delete from `email_verifications` where `purpose` <> 'email_verification'",
      'drop index `email_verifications_user_id_purpose_unique`',
      'create unique index `email_verifications_user_id_unique` on `email_verifications` (`user_id`)',
      'alter table `email_verifications` drop column `new_email`',
      'alter table `email_verifications` drop column `purpose`',
    ],
    postgresql: [
      'drop table "login_challenges"',
      'drop table "totp_recovery_codes"',
      'drop table "user_totp"',
      `delete from "email_verifications" where "purpose" <> 'email_verification'`,
      'alter table "email_verifications" drop constraint "email_verifications_user_id_purpose_unique"',
      'alter table "email_verifications" add constraint "email_verifications_user_id_unique" unique ("user_id")',
      'alter table "email_verifications" drop column "new_email", drop column "purpose"',
    ],
  },
};
