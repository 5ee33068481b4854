import type { SqlMigration } from './sql-migration.js';

/*
 * Team events in the audit trail: `team_id` names the team an event belongs to, so a team's owner and
 * captains read their team's events by one indexed filter. No foreign key: the events of a deleted
 * team stay, like those of a deleted account.
 */
export const M0020TeamAudit: SqlMigration = {
  name: 'm0020-team-audit',
  up: {
    sqlite: [
      'alter table `audit_events` add column `team_id` char(36) null',
      'create index `audit_events_team_id_index` on `audit_events` (`team_id`, `occurred_at`)',
    ],
    postgresql: [
      'alter table "audit_events" add column "team_id" uuid null',
      'create index "audit_events_team_id_index" on "audit_events" ("team_id", "occurred_at")',
    ],
  },
  down: {
    sqlite: ['drop index `audit_events_team_id_index`', 'alter table `audit_events` drop column `team_id`'],
    postgresql: ['drop index "audit_events_team_id_index"', 'alter table "audit_events" drop column "team_id"'],
  },
};
