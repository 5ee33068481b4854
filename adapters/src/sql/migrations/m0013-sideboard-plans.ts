import type { SqlMigration } from './sql-migration.js';

// m0012's statistics indexes, rebuilt with the plan flags so the matchup aggregate, which now also
// counts post-board games by plan used / not used, still reads only the index.
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
];
const PLAN_FLAGS = ['game2_plan_used', 'game3_plan_used'];
const STATS_COLUMNS = [
  'owner_id',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
  'opponent_deck_id',
  'on_play',
  ...COUNTED,
];
const OPPONENT_COLUMNS = [
  'owner_id',
  'opponent_deck_id',
  'on_play',
  'personal_deck_id',
  'decklist_version_id',
  'event_id',
  ...COUNTED,
];
const cols = (q: string, names: readonly string[]) => names.map((n) => `${q}${n}${q}`).join(', ');
const statsIndexes = (q: string, flags: readonly string[]) => [
  `create index ${q}matches_owner_stats_idx${q} on ${q}matches${q} (${cols(q, [...STATS_COLUMNS, ...flags])})`,
  `create index ${q}matches_owner_opponent_stats_idx${q} on ${q}matches${q} (${cols(q, [...OPPONENT_COLUMNS, ...flags])})`,
];
const dropStatsIndexes = (q: string) => [
  `drop index ${q}matches_owner_stats_idx${q}`,
  `drop index ${q}matches_owner_opponent_stats_idx${q}`,
];

/**
 * Sideboard plans (one swap, or one on the play and one on the draw, stored as JSON text, per decklist
 * version and roster deck) and, on matches, whether the plan was used in games 2 and 3. A plan goes
 * with its deck, version, roster deck or owner; existing matches get null flags (not recorded).
 */
export const M0013SideboardPlans: SqlMigration = {
  name: 'm0013-sideboard-plans',
  up: {
    sqlite: [
      'create table `sideboard_plans` (`id` char(36), `owner_id` char(36) not null, `personal_deck_id` char(36) not null, `decklist_version_id` char(36) not null, `opponent_deck_id` char(36) not null, `sides` text not null, `note` text not null, `created_at` datetime not null, `updated_at` datetime not null, foreign key(`owner_id`) references `users`(`id`) on delete CASCADE, foreign key(`personal_deck_id`) references `personal_decks`(`id`) on delete CASCADE, foreign key(`decklist_version_id`) references `decklist_versions`(`id`) on delete CASCADE, foreign key(`opponent_deck_id`) references `meta_decks`(`id`) on delete CASCADE, primary key (`id`))',
      'create index `sideboard_plans_owner_deck_idx` on `sideboard_plans` (`owner_id`, `personal_deck_id`, `opponent_deck_id`, `created_at`, `id`)',
      'create index `sideboard_plans_version_idx` on `sideboard_plans` (`decklist_version_id`)',
      'create index `sideboard_plans_opponent_idx` on `sideboard_plans` (`opponent_deck_id`)',
      'alter table `matches` add column `game2_plan_used` boolean null',
      'alter table `matches` add column `game3_plan_used` boolean null',
      ...dropStatsIndexes('`'),
      ...statsIndexes('`', PLAN_FLAGS),
    ],
    postgresql: [
      'create table "sideboard_plans" ("id" uuid, "owner_id" uuid not null, "personal_deck_id" uuid not null, "decklist_version_id" uuid not null, "opponent_deck_id" uuid not null, "sides" text not null, "note" text not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, constraint "sideboard_plans_pkey" primary key ("id"))',
      'alter table "sideboard_plans" add constraint "sideboard_plans_owner_id_foreign" foreign key ("owner_id") references "users" ("id") on delete CASCADE',
      'alter table "sideboard_plans" add constraint "sideboard_plans_personal_deck_id_foreign" foreign key ("personal_deck_id") references "personal_decks" ("id") on delete CASCADE',
      'alter table "sideboard_plans" add constraint "sideboard_plans_decklist_version_id_foreign" foreign key ("decklist_version_id") references "decklist_versions" ("id") on delete CASCADE',
      'alter table "sideboard_plans" add constraint "sideboard_plans_opponent_deck_id_foreign" foreign key ("opponent_deck_id") references "meta_decks" ("id") on delete CASCADE',
      'create index "sideboard_plans_owner_deck_idx" on "sideboard_plans" ("owner_id", "personal_deck_id", "opponent_deck_id", "created_at", "id")',
      'create index "sideboard_plans_version_idx" on "sideboard_plans" ("decklist_version_id")',
      'create index "sideboard_plans_opponent_idx" on "sideboard_plans" ("opponent_deck_id")',
      'alter table "matches" add column "game2_plan_used" boolean null, add column "game3_plan_used" boolean null',
      ...dropStatsIndexes('"'),
      ...statsIndexes('"', PLAN_FLAGS),
    ],
  },
  down: {
    sqlite: [
      ...dropStatsIndexes('`'),
      'alter table `matches` drop column `game3_plan_used`',
      'alter table `matches` drop column `game2_plan_used`',
      ...statsIndexes('`', []),
      'drop table `sideboard_plans`',
    ],
    postgresql: [
      ...dropStatsIndexes('"'),
      'alter table "matches" drop column "game3_plan_used", drop column "game2_plan_used"',
      ...statsIndexes('"', []),
      'drop table "sideboard_plans"',
    ],
  },
};
