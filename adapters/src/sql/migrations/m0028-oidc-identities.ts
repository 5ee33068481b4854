import type { SqlMigration } from './sql-migration.js';

/*
 * Sign-in with an OpenID provider. `oidc_identities` links an account to a provider's person, by
 * (`issuer`, `subject`), which is unique: one person, one account. `provider_id` is the configured
 * name it was linked through, `email` what the provider said then (shown in settings only).
 * `oidc_tickets` holds the single-use tickets the callback hands the web app, keyed by the SHA-256
 * of the secret: `sign_in` ones are exchanged for tokens, `link` ones wait for the account's owner
 * to sign in and confirm. Both go with their account (on delete cascade).
 */
export const M0028OidcIdentities: SqlMigration = {
  name: 'm0028-oidc-identities',
  up: {
    sqlite: [
      'create table `oidc_identities` (`id` char(36), `user_id` char(36) not null, `provider_id` varchar(64) not null, `issuer` varchar(512) not null, `subject` varchar(255) not null, `email` varchar(255) null, `created_at` datetime not null, `last_used_at` datetime null, constraint `oidc_identities_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create unique index `oidc_identities_issuer_subject_unique` on `oidc_identities` (`issuer`, `subject`)',
      'create index `oidc_identities_user_id_index` on `oidc_identities` (`user_id`)',
      'create table `oidc_tickets` (`id` varchar(64), `purpose` varchar(16) not null, `user_id` char(36) not null, `provider_id` varchar(64) not null, `issuer` varchar(512) not null, `subject` varchar(255) not null, `email` varchar(255) null, `expires_at` datetime not null, constraint `oidc_tickets_user_id_foreign` foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `oidc_tickets_user_id_index` on `oidc_tickets` (`user_id`)',
      'create index `oidc_tickets_expires_at_index` on `oidc_tickets` (`expires_at`)',
    ],
    postgresql: [
      'create table "oidc_identities" ("id" uuid, "user_id" uuid not null, "provider_id" varchar(64) not null, "issuer" varchar(512) not null, "subject" varchar(255) not null, "email" varchar(255) null, "created_at" timestamptz not null, "last_used_at" timestamptz null, constraint "oidc_identities_pkey" primary key ("id"))',
      'alter table "oidc_identities" add constraint "oidc_identities_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'alter table "oidc_identities" add constraint "oidc_identities_issuer_subject_unique" unique ("issuer", "subject")',
      'create index "oidc_identities_user_id_index" on "oidc_identities" ("user_id")',
      'create table "oidc_tickets" ("id" varchar(64), "purpose" varchar(16) not null, "user_id" uuid not null, "provider_id" varchar(64) not null, "issuer" varchar(512) not null, "subject" varchar(255) not null, "email" varchar(255) null, "expires_at" timestamptz not null, constraint "oidc_tickets_pkey" primary key ("id"))',
      'alter table "oidc_tickets" add constraint "oidc_tickets_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create index "oidc_tickets_user_id_index" on "oidc_tickets" ("user_id")',
      'create index "oidc_tickets_expires_at_index" on "oidc_tickets" ("expires_at")',
    ],
  },
  down: {
    sqlite: ['drop table `oidc_tickets`', 'drop table `oidc_identities`'],
    postgresql: ['drop table "oidc_tickets"', 'drop table "oidc_identities"'],
  },
};
