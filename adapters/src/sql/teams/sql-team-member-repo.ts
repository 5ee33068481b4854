import { TEAM_ROLES, type TeamMember, type TeamMemberRepo, type TeamMemberView, type TeamRole } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';

type MemberRow = {
  team_id: string;
  user_id: string;
  role: string;
  joined_at: Date | number | string;
  display_name: string | null;
  email: string;
};

/** TeamMemberRepo on `team_members` (primary key team and user), joined to `users` for names. */
export class SqlTeamMemberRepo implements TeamMemberRepo {
  constructor(private readonly sql: Sql) {}

  async add(member: TeamMember): Promise<'added' | 'already_member'> {
    const added = await this.sql.run(
      'insert into team_members (team_id, user_id, role, joined_at) values (?, ?, ?, ?) on conflict (team_id, user_id) do nothing',
      [member.teamId, member.userId, member.role, member.joinedAt],
    );
    return added > 0 ? 'added' : 'already_member';
  }

  async list(teamId: string): Promise<TeamMemberView[]> {
    const rows = await this.sql.all<MemberRow>(
      'select m.team_id, m.user_id, m.role, m.joined_at, u.display_name, u.email from team_members m ' +
        'join users u on u.id = m.user_id where m.team_id = ? order by m.joined_at, m.user_id',
      [teamId],
    );
    return rows.map((row) => ({
      teamId: row.team_id,
      userId: row.user_id,
      role: storedEnum(TEAM_ROLES, row.role, 'team_members.role'),
      joinedAt: toDate(row.joined_at),
      displayName: row.display_name ?? null,
      email: row.email,
    }));
  }

  async count(teamId: string): Promise<number> {
    return this.sql.count('select count(*) as n from team_members where team_id = ?', [teamId]);
  }

  async setRole(teamId: string, userId: string, role: TeamRole): Promise<boolean> {
    return (
      (await this.sql.run('update team_members set role = ? where team_id = ? and user_id = ?', [
        role,
        teamId,
        userId,
      ])) > 0
    );
  }

  async remove(teamId: string, userId: string): Promise<boolean> {
    return (await this.sql.run('delete from team_members where team_id = ? and user_id = ?', [teamId, userId])) > 0;
  }

  async ownedBy(userId: string): Promise<string[]> {
    const rows = await this.sql.all<{ team_id: string }>(
      "select team_id from team_members where user_id = ? and role = 'owner' order by team_id",
      [userId],
    );
    return rows.map((row) => row.team_id);
  }
}
