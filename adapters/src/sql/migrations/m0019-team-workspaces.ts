import type { SqlMigration } from './sql-migration.js';

/*
 * Team workspaces. Tracker rows were owned by a user (owner_id → users ON DELETE CASCADE); a team now
 * owns rows too, so owner_id becomes the id of a workspace (a user's or a team's) and loses its
 * foreign key: the code deletes a workspace's rows with the user or the team. Matches and card tests
 * gain player_id, the member who played or tested (the owner, in a personal workspace), set null when
 * that account is deleted. The statistics indexes carry player_id last, for the per-player breakdown.
 *
 * SQLite cannot drop a foreign key in place, and a table that others reference cannot be rebuilt the
 * usual way inside the migration's transaction (foreign keys stay enforced there, so dropping it
 * would cascade into its children): every tracker table is copied out, dropped children first,
 * created again without the owner key, and filled back parents first. user_settings' active deck,
 * which the drop sets null, is restored from its own copy.
 */

// The tracker tables in the order they can be filled (a table after those it references).
const TABLES = [
  'personal_decks',
  'meta_decks',
  'events',
  'decklist_versions',
  'matches',
  'card_tests',
  'sideboard_plans',
] as const;
type Table = (typeof TABLES)[number];

const COUNTED = [
  'match_date',
  'game1',
  'game2',
  'game3',
  'game2_on_play',
  'game3_on_play',
  'game1_mulligans',
  'game2_mulligans',
  'game3_mulligans',
  'game2_plan_used',
  'game3_plan_used',
];
const STATS_COLUMNS = [
  'owner_id',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
  'opponent_deck_id',
  'on_play',
];
const OPPONENT_COLUMNS = [
  'owner_id',
  'opponent_deck_id',
  'on_play',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
];
const cols = (q: string, names: readonly string[]) => names.map((n) => `${q}${n}${q}`).join(', ');
const statsIndexes = (q: string, last: readonly string[]) => [
  `create index ${q}matches_owner_stats_idx${q} on ${q}matches${q} (${cols(q, [...STATS_COLUMNS, ...COUNTED, ...last])})`,
  `create index ${q}matches_owner_opponent_stats_idx${q} on ${q}matches${q} (${cols(q, [...OPPONENT_COLUMNS, ...COUNTED, ...last])})`,
];
const dropStatsIndexes = (q: string) => [
  `drop index ${q}matches_owner_stats_idx${q}`,
  `drop index ${q}matches_owner_opponent_stats_idx${q}`,
];

const OWNER_KEY = 'foreign key(`owner_id`) references `users`(`id`) on delete CASCADE';
const PLAYER_COLUMN = '`player_id` char(36) null references `users`(`id`) on delete SET NULL';

/** Each SQLite tracker table as m0018 left it: columns, then its foreign keys other than the owner's. */
const SQLITE_TABLES: Record<
  Table,
  { columns: readonly string[]; keys: readonly string[]; indexes: readonly string[] }
> = {
  personal_decks: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`name` varchar(200) not null',
      '`archived_at` datetime null',
      '`created_at` datetime not null',
    ],
    keys: [],
    indexes: ['create index `personal_decks_owner_idx` on `personal_decks` (`owner_id`, `created_at`)'],
  },
  meta_decks: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`name` varchar(200) not null',
      '`tier` float not null',
      '`category` varchar(16) not null',
      '`decklist_notes` text not null',
      '`top8` integer not null',
      '`presence` integer not null',
      '`expected` varchar(16) not null',
      '`tests_status` text not null',
      '`archived_at` datetime null',
      '`created_at` datetime not null',
    ],
    keys: [],
    indexes: ['create index `meta_decks_owner_idx` on `meta_decks` (`owner_id`, `created_at`)'],
  },
  events: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`name` varchar(200) not null',
      '`format` varchar(100) not null',
      '`event_date` date not null',
      '`kind` varchar(16) not null',
      '`location` varchar(200) null',
      '`rounds` integer null',
      '`notes` text not null',
      '`archived_at` datetime null',
      '`created_at` datetime not null',
    ],
    keys: [],
    indexes: ['create index `events_owner_idx` on `events` (`owner_id`, `event_date`, `created_at`, `id`)'],
  },
  decklist_versions: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`personal_deck_id` char(36) not null',
      '`version` integer not null',
      '`content` text not null',
      '`source` varchar(32) not null',
      '`created_at` datetime not null',
    ],
    keys: ['foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE'],
    indexes: [
      'create unique index `decklist_versions_deck_version_unique` on `decklist_versions` (`personal_deck_id`, `version`)',
    ],
  },
  matches: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`match_date` date not null',
      '`personal_deck_id` char(36) not null',
      '`opponent_deck_id` char(36) not null',
      '`on_play` boolean not null',
      '`game1` varchar(8) null',
      '`game2` varchar(8) null',
      '`game3` varchar(8) null',
      '`opening_hand` text not null',
      '`turning_point` text not null',
      '`final_turn` text not null',
      '`created_at` datetime not null',
      '`event_id` char(36) null references `events`(`id`) on delete SET NULL',
      '`event_round` integer null',
      '`decklist_version_id` char(36) null references `decklist_versions`(`id`) on delete SET NULL',
      '`game2_on_play` boolean null',
      '`game3_on_play` boolean null',
      '`game1_mulligans` integer null',
      '`game2_mulligans` integer null',
      '`game3_mulligans` integer null',
      '`game2_plan_used` boolean null',
      '`game3_plan_used` boolean null',
    ],
    keys: [
      'foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE',
      'foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE',
    ],
    indexes: [
      'create index `matches_owner_date_idx` on `matches` (`owner_id`, `match_date`, `created_at`, `id`)',
      'create index `matches_owner_deck_idx` on `matches` (`owner_id`, `personal_deck_id`)',
      'create index `matches_version_idx` on `matches` (`decklist_version_id`)',
      'create index `matches_event_idx` on `matches` (`event_id`)',
    ],
  },
  card_tests: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`tester` varchar(200) not null',
      '`card_name` varchar(200) not null',
      '`personal_deck_id` char(36) null',
      '`opponent_deck_id` char(36) null',
      '`rating` integer not null',
      '`notes` text null',
      '`created_at` datetime not null',
    ],
    keys: [
      'foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE',
      'foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE',
    ],
    indexes: [
      'create index `card_tests_owner_created_idx` on `card_tests` (`owner_id`, `created_at`, `id`, `personal_deck_id`)',
      'create index `card_tests_owner_deck_idx` on `card_tests` (`owner_id`, `personal_deck_id`, `created_at`, `id`)',
    ],
  },
  sideboard_plans: {
    columns: [
      '`id` char(36)',
      '`owner_id` char(36) not null',
      '`personal_deck_id` char(36) not null',
      '`decklist_version_id` char(36) not null',
      '`opponent_deck_id` char(36) not null',
      '`sides` text not null',
      '`note` text not null',
      '`created_at` datetime not null',
      '`updated_at` datetime not null',
    ],
    keys: [
      'foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE',
      'foreign key(`decklist_version_id`) references `decklist_versions`(`id`) on delete CASCADE',
      'foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE',
    ],
    indexes: [
      'create index `sideboard_plans_owner_deck_idx` on `sideboard_plans` (`owner_id`, `personal_deck_id`, `opponent_deck_id`, `created_at`, `id`)',
      'create index `sideboard_plans_version_idx` on `sideboard_plans` (`decklist_version_id`)',
      'create index `sideboard_plans_opponent_idx` on `sideboard_plans` (`opponent_deck_id`)',
    ],
  },
};

const PLAYED: readonly Table[] = ['matches', 'card_tests'];
const columnNames = (table: Table) => SQLITE_TABLES[table].columns.map((c) => c.split(' ')[0]!.replaceAll('`', ''));

/**
 * Rebuilds every SQLite tracker table in one transaction: copies out, drops (children first),
 * creates with or without the owner key and player column, fills back (parents first).
 */
function sqliteRebuild(teams: boolean): string[] {
  const copy = (t: Table) => `\`m0019_${t}\``;
  const statements: string[] = [
    'create table `m0019_active_decks` as select `user_id`, `active_personal_deck_id` from `user_settings` where `active_personal_deck_id` is not null',
    ...TABLES.map((t) => `create table ${copy(t)} as select * from \`${t}\``),
    ...[...TABLES].reverse().map((t) => `drop table \`${t}\``),
  ];
  for (const t of TABLES) {
    const { columns, keys, indexes } = SQLITE_TABLES[t];
    const played = teams && PLAYED.includes(t);
    const body = [
      ...columns,
      ...(played ? [PLAYER_COLUMN] : []),
      ...(teams ? [] : [OWNER_KEY]),
      ...keys,
      'primary key (`id`)',
    ];
    const names = cols('`', columnNames(t));
    statements.push(
      `create table \`${t}\` (\n  ${body.join(',\n  ')}\n)`,
      played
        ? `insert into \`${t}\` (${names}, \`player_id\`) select ${names}, \`owner_id\` from ${copy(t)}`
        : // Down: only personal rows go back under the owner key (a team's rows have no user to own them).
          `insert into \`${t}\` (${names}) select ${names} from ${copy(t)}${teams ? '' : ' where `owner_id` in (select `id` from `users`)'}`,
      ...indexes,
    );
  }
  statements.push(
    ...statsIndexes('`', teams ? ['player_id'] : []),
    'update `user_settings` set `active_personal_deck_id` = (select a.`active_personal_deck_id` from `m0019_active_decks` a where a.`user_id` = `user_settings`.`user_id`) where `user_id` in (select `user_id` from `m0019_active_decks`)',
    'drop table `m0019_active_decks`',
    ...TABLES.map((t) => `drop table ${copy(t)}`),
  );
  return statements;
}

const pgOwnerKey = (t: Table) => `${t}_owner_id_foreign`;

export const M0019TeamWorkspaces: SqlMigration = {
  name: 'm0019-team-workspaces',
  up: {
    sqlite: [
      'create table `teams` (`id` char(36), `name` varchar(100) not null, `created_at` datetime not null, primary key (`id`))',
      'create table `team_members` (`team_id` char(36) not null, `user_id` char(36) not null, `role` varchar(16) not null, `joined_at` datetime not null, foreign key(`team_id`) references `teams`(`id`) on delete CASCADE, foreign key(`user_id`) references `users`(`id`) on delete CASCADE, primary key (`team_id`, `user_id`))',
      'create index `team_members_user_idx` on `team_members` (`user_id`)',
      'create table `team_invitations` (`id` char(36), `team_id` char(36) not null, `email` varchar(254) not null, `role` varchar(16) not null, `token_hash` char(64) not null, `invited_by` char(36) null, `created_at` datetime not null, `expires_at` datetime not null, `accepted_at` datetime null, `revoked_at` datetime null, foreign key(`team_id`) references `teams`(`id`) on delete CASCADE, foreign key(`invited_by`) references `users`(`id`) on delete SET NULL, primary key (`id`))',
      'create unique index `team_invitations_token_unique` on `team_invitations` (`token_hash`)',
      'create index `team_invitations_team_idx` on `team_invitations` (`team_id`, `created_at`)',
      ...sqliteRebuild(true),
    ],
    postgresql: [
      // Every match and card test is rewritten to credit its player; that takes a while on a large log.
      'SET LOCAL statement_timeout = 0',
      'create table "teams" ("id" uuid, "name" varchar(100) not null, "created_at" timestamptz not null, constraint "teams_pkey" primary key ("id"))',
      'create table "team_members" ("team_id" uuid not null, "user_id" uuid not null, "role" varchar(16) not null, "joined_at" timestamptz not null, constraint "team_members_pkey" primary key ("team_id", "user_id"))',
      'alter table "team_members" add constraint "team_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete CASCADE',
      'alter table "team_members" add constraint "team_members_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete CASCADE',
      'create index "team_members_user_idx" on "team_members" ("user_id")',
      'create table "team_invitations" ("id" uuid, "team_id" uuid not null, "email" varchar(254) not null, "role" varchar(16) not null, "token_hash" char(64) not null, "invited_by" uuid null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "accepted_at" timestamptz null, "revoked_at" timestamptz null, constraint "team_invitations_pkey" primary key ("id"))',
      'alter table "team_invitations" add constraint "team_invitations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on delete CASCADE',
      'alter table "team_invitations" add constraint "team_invitations_invited_by_foreign" foreign key ("invited_by") references "users" ("id") on delete SET NULL',
      'create unique index "team_invitations_token_unique" on "team_invitations" ("token_hash")',
      'create index "team_invitations_team_idx" on "team_invitations" ("team_id", "created_at")',
      ...TABLES.map((t) => `alter table "${t}" drop constraint "${pgOwnerKey(t)}"`),
      ...PLAYED.flatMap((t) => [
        `alter table "${t}" add column "player_id" uuid null`,
        `update "${t}" set "player_id" = "owner_id"`,
        `alter table "${t}" add constraint "${t}_player_id_foreign" foreign key ("player_id") references "users" ("id") on delete SET NULL`,
      ]),
      ...dropStatsIndexes('"'),
      ...statsIndexes('"', ['player_id']),
    ],
  },
  down: {
    sqlite: [
      ...sqliteRebuild(false),
      'drop table `team_invitations`',
      'drop table `team_members`',
      'drop table `teams`',
    ],
    postgresql: [
      ...[...TABLES].reverse().map((t) => `delete from "${t}" where "owner_id" not in (select "id" from "users")`),
      ...dropStatsIndexes('"'),
      ...statsIndexes('"', []),
      ...PLAYED.map((t) => `alter table "${t}" drop column "player_id"`),
      ...TABLES.map(
        (t) =>
          `alter table "${t}" add constraint "${pgOwnerKey(t)}" foreign key ("owner_id") references "users" ("id") on delete CASCADE`,
      ),
      'drop table "team_invitations"',
      'drop table "team_members"',
      'drop table "teams"',
    ],
  },
};
