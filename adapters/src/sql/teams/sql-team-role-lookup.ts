import { TEAM_ROLES, type TeamRole, type TeamRoleLookup } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { storedEnum } from '../tracker/stored-enum.js';

/** TeamRoleLookup in one statement by the membership's primary key, named so PostgreSQL parses it once per connection. */
export class SqlTeamRoleLookup implements TeamRoleLookup {
  constructor(private readonly sql: Sql) {}

  async roleOf(teamId: string, userId: string): Promise<TeamRole | null> {
    const row = await this.sql.prepared(
      'team_role_of',
      'select role from team_members where team_id = ? and user_id = ?',
      [teamId, userId],
    );
    return row ? storedEnum(TEAM_ROLES, String(row.role), 'team_members.role') : null;
  }
}
