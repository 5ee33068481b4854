import type { SqlMigration } from './sql-migration.js';

/*
 * Passkeys (WebAuthn). `passkeys`: one row per registered credential, its credential id unique
 * across every account (an authenticator can hold one credential per RP and user, and the login
 * finds the row by it); the public key (COSE, base64url), the signature counter last seen, the
 * transports (comma-separated), the device type and backup flag, a user's name for it. A credential
 * id is at most 1023 bytes, so 1364 base64url characters. `passkey_challenges`: the challenge of
 * each options call until its verification call takes it (single use) or it expires (pruned); a
 * registration challenge names its user.
 */
export const M0027Passkeys: SqlMigration = {
  name: 'm0027-passkeys',
  up: {
    sqlite: [
      'create table `passkeys` (`id` char(36) not null primary key, `user_id` char(36) not null, ' +
        '`credential_id` varchar(1364) not null, `public_key` text not null, `sign_count` bigint not null, ' +
        '`transports` varchar(200) not null, `device_type` varchar(16) not null, `backed_up` integer not null, ' +
        '`name` varchar(64) not null, `created_at` datetime not null, `last_used_at` datetime null, ' +
        'constraint `passkeys_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE)',
      'create unique index `passkeys_credential_id_unique` on `passkeys` (`credential_id`)',
      'create index `passkeys_user_id_index` on `passkeys` (`user_id`)',
      'create table `passkey_challenges` (`challenge` varchar(128) not null primary key, ' +
        '`purpose` varchar(16) not null, `user_id` char(36) null, `expires_at` datetime not null, ' +
        'constraint `passkey_challenges_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE)',
      'create index `passkey_challenges_expires_at_index` on `passkey_challenges` (`expires_at`)',
    ],
    postgresql: [
      'create table "passkeys" ("id" uuid not null primary key, "user_id" uuid not null, ' +
        '"credential_id" varchar(1364) not null, "public_key" text not null, "sign_count" bigint not null, ' +
        '"transports" varchar(200) not null, "device_type" varchar(16) not null, "backed_up" boolean not null, ' +
        '"name" varchar(64) not null, "created_at" timestamptz not null, "last_used_at" timestamptz null)',
      'alter table "passkeys" add constraint "passkeys_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create unique index "passkeys_credential_id_unique" on "passkeys" ("credential_id")',
      'create index "passkeys_user_id_index" on "passkeys" ("user_id")',
      'create table "passkey_challenges" ("challenge" varchar(128) not null primary key, ' +
        '"purpose" varchar(16) not null, "user_id" uuid null, "expires_at" timestamptz not null)',
      'alter table "passkey_challenges" add constraint "passkey_challenges_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create index "passkey_challenges_expires_at_index" on "passkey_challenges" ("expires_at")',
    ],
  },
  down: {
    sqlite: ['drop table `passkey_challenges`', 'drop table `passkeys`'],
    postgresql: ['drop table "passkey_challenges"', 'drop table "passkeys"'],
  },
};
