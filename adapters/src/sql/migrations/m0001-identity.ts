import { lines, type SqlMigration } from './sql-migration.js';

/** Accounts. Email is stored lower-cased; its unique index doubles as the lookup index. */
export const M0001Identity: SqlMigration = {
  name: 'm0001-identity',
  up: {
    sqlite: [
      lines(
        'create table `users` (',
        '  `id` char(36),',
        '  `email` varchar(255) not null,',
        '  `hashed_password` varchar(255) not null,',
        "  `role` varchar(32) not null default 'user',",
        "  `is_active` boolean not null default '1',",
        "  `is_verified` boolean not null default '0',",
        '  `display_name` varchar(100) null,',
        "  `token_version` integer not null default '0',",
        '  `created_at` datetime not null,',
        '  `updated_at` datetime not null,',
        '  primary key (`id`)',
        ')',
      ),
      'create unique index `users_email_unique` on `users` (`email`)',
    ],
    postgresql: [
      lines(
        'create table "users" (',
        '  "id" uuid,',
        '  "email" varchar(255) not null,',
        '  "hashed_password" varchar(255) not null,',
        '  "role" varchar(32) not null default \'user\',',
        '  "is_active" boolean not null default \'1\',',
        '  "is_verified" boolean not null default \'0\',',
        '  "display_name" varchar(100) null,',
        '  "token_version" integer not null default \'0\',',
        '  "created_at" timestamptz not null,',
        '  "updated_at" timestamptz not null,',
        '  constraint "users_pkey" primary key ("id")',
        ')',
      ),
      'alter table "users" add constraint "users_email_unique" unique ("email")',
    ],
  },
  down: {
    sqlite: ['drop table `users`'],
    postgresql: ['drop table "users"'],
  },
};
