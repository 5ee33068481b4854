import { INVITABLE_ROLES, type TeamInvitation, type TeamInvitationRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';

type Instant = Date | number | string;
type InvitationRow = {
  id: string;
  team_id: string;
  email: string;
  role: string;
  token_hash: string;
  invited_by: string | null;
  created_at: Instant;
  expires_at: Instant;
  accepted_at: Instant | null;
  revoked_at: Instant | null;
};

const COLUMNS = 'id, team_id, email, role, token_hash, invited_by, created_at, expires_at, accepted_at, revoked_at';
const PENDING = 'accepted_at is null and revoked_at is null and expires_at > ?';

/** TeamInvitationRepo on `team_invitations`; the token's hash is unique and is how an acceptance finds its row. */
export class SqlTeamInvitationRepo implements TeamInvitationRepo {
  constructor(private readonly sql: Sql) {}

  async insert(i: TeamInvitation): Promise<void> {
    await this.sql.run(`insert into team_invitations (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`, [
      i.id,
      i.teamId,
      i.email,
      i.role,
      i.tokenHash,
      i.invitedBy,
      i.createdAt,
      i.expiresAt,
      i.acceptedAt,
      i.revokedAt,
    ]);
  }

  async findByTokenHash(tokenHash: string): Promise<TeamInvitation | null> {
    const row = await this.sql.one<InvitationRow>(`select ${COLUMNS} from team_invitations where token_hash = ?`, [
      tokenHash,
    ]);
    return row ? toInvitation(row) : null;
  }

  async listPending(teamId: string, now: Date): Promise<TeamInvitation[]> {
    const rows = await this.sql.all<InvitationRow>(
      `select ${COLUMNS} from team_invitations where team_id = ? and ${PENDING} order by created_at, id`,
      [teamId, now],
    );
    return rows.map(toInvitation);
  }

  async countPending(teamId: string, now: Date): Promise<number> {
    return this.sql.count(`select count(*) as n from team_invitations where team_id = ? and ${PENDING}`, [teamId, now]);
  }

  async revoke(teamId: string, id: string, now: Date): Promise<boolean> {
    const changed = await this.sql.run(
      `update team_invitations set revoked_at = ? where id = ? and team_id = ? and ${PENDING}`,
      [now, id, teamId, now],
    );
    return changed > 0;
  }

  async markAccepted(id: string, now: Date): Promise<boolean> {
    const changed = await this.sql.run(`update team_invitations set accepted_at = ? where id = ? and ${PENDING}`, [
      now,
      id,
      now,
    ]);
    return changed > 0;
  }
}

const optionalDate = (value: Instant | null): Date | null => (value === null ? null : toDate(value));

const toInvitation = (row: InvitationRow): TeamInvitation => ({
  id: row.id,
  teamId: row.team_id,
  email: row.email,
  role: storedEnum(INVITABLE_ROLES, row.role, 'team_invitations.role'),
  tokenHash: row.token_hash.trim(),
  invitedBy: row.invited_by ?? null,
  createdAt: toDate(row.created_at),
  expiresAt: toDate(row.expires_at),
  acceptedAt: optionalDate(row.accepted_at),
  revokedAt: optionalDate(row.revoked_at),
});
