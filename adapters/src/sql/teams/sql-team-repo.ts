import { TEAM_ROLES, type Team, type TeamOfMember, type TeamRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';

type TeamRow = { id: string; name: string; created_at: Date | number | string };

/** TeamRepo on the `teams` table; the foreign keys cascade a deletion to members and invitations. */
export class SqlTeamRepo implements TeamRepo {
  constructor(private readonly sql: Sql) {}

  async insert(team: Team): Promise<void> {
    await this.sql.run('insert into teams (id, name, created_at) values (?, ?, ?)', [
      team.id,
      team.name,
      team.createdAt,
    ]);
  }

  async findById(id: string): Promise<Team | null> {
    const row = await this.sql.one<TeamRow>('select id, name, created_at from teams where id = ?', [id]);
    return row ? toTeam(row) : null;
  }

  async rename(id: string, name: string): Promise<boolean> {
    return (await this.sql.run('update teams set name = ? where id = ?', [name, id])) > 0;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.sql.run('delete from teams where id = ?', [id])) > 0;
  }

  async listOf(userId: string): Promise<TeamOfMember[]> {
    const rows = await this.sql.all<TeamRow & { role: string }>(
      'select t.id, t.name, t.created_at, m.role from team_members m join teams t on t.id = m.team_id ' +
        'where m.user_id = ? order by t.created_at, t.id',
      [userId],
    );
    return rows.map((row) => ({ team: toTeam(row), role: storedEnum(TEAM_ROLES, row.role, 'team_members.role') }));
  }
}

const toTeam = (row: TeamRow): Team => ({ id: row.id, name: row.name, createdAt: toDate(row.created_at) });
