import type { Sql } from '../runner/sql.js';
import type { Session, SessionRepo, User } from '@metagame/core';
import { toUser, USER_COLUMN_NAMES } from './mikro-orm-user-repo.js';
import { SessionSchema, type SessionRecord } from '../schemas/identity/session-schema.js';
import { UserSchema } from '../schemas/identity/user-schema.js';

/**
 * The read every authenticated request makes: the user by primary key, with their session joined
 * by primary key when it is live. One statement, prepared once per connection (`Sql.prepared`), so
 * ending a session costs a request nothing beyond the user lookup it always made.
 */
const USER_IN_SESSION = `select ${USER_COLUMN_NAMES.map((c) => `u.${c}`).join(', ')}, s.id as live_session_id
  from users u left join auth_sessions s on s.id = ? and s.user_id = u.id and s.revoked_at is null
  where u.id = ?`;

/**
 * SessionRepo on MikroORM. Every write is one native statement whose WHERE carries the rule
 * (the owner, not yet ended, the expected generation), so concurrent requests from any number of
 * processes cannot both win; the affected-row count tells who did.
 */
export class MikroOrmSessionRepo implements SessionRepo {
  constructor(private readonly sql: Sql) {}

  async insert(session: Session): Promise<void> {
    await this.sql.em.insert(SessionSchema, { ...session });
  }

  async findUserInSession(userId: string, sessionId: string): Promise<{ user: User; sessionLive: boolean } | null> {
    const row = await this.sql.prepared('user_in_session', USER_IN_SESSION, [sessionId, userId]);
    if (!row) return null;
    const { live_session_id: live, ...userRow } = row;
    const user = this.sql.mapRow(UserSchema, userRow);
    return { user: toUser(user), sessionLive: live !== null && live !== undefined };
  }

  async findById(sessionId: string): Promise<Session | null> {
    const record = await this.sql.entity(SessionSchema, 'select * from auth_sessions where id = ?', [sessionId]);
    return record ? toDomain(record) : null;
  }

  async rotate(
    sessionId: string,
    userId: string,
    expectedGeneration: number,
    at: Date,
    expiresAt: Date,
  ): Promise<Session | null> {
    const record = await this.sql.entity(
      SessionSchema,
      `update auth_sessions set refresh_generation = refresh_generation + 1, last_used_at = ?, expires_at = ?
       where id = ? and user_id = ? and revoked_at is null and refresh_generation = ? returning *`,
      [at, expiresAt, sessionId, userId, expectedGeneration],
    );
    return record ? toDomain(record) : null;
  }

  async listLive(userId: string, now: Date): Promise<Session[]> {
    const records = await this.sql.entities(
      SessionSchema,
      'select * from auth_sessions where user_id = ? and revoked_at is null and expires_at > ? order by created_at desc, id desc',
      [userId, now],
    );
    return records.map(toDomain);
  }

  async end(sessionId: string, userId: string, at: Date): Promise<boolean> {
    return (
      (await this.sql.run(
        'update auth_sessions set revoked_at = ? where id = ? and user_id = ? and revoked_at is null',
        [at, sessionId, userId],
      )) > 0
    );
  }

  async endAll(userId: string, at: Date, keep?: string): Promise<number> {
    const sql = 'update auth_sessions set revoked_at = ? where user_id = ? and revoked_at is null';
    return keep === undefined
      ? this.sql.run(sql, [at, userId])
      : this.sql.run(`${sql} and id <> ?`, [at, userId, keep]);
  }

  async deleteEndedBefore(cutoff: Date): Promise<number> {
    return this.sql.run('delete from auth_sessions where revoked_at < ? or expires_at < ?', [cutoff, cutoff]);
  }
}

const toDomain = (record: SessionRecord): Session => ({
  id: record.id,
  userId: record.userId,
  createdAt: record.createdAt,
  lastUsedAt: record.lastUsedAt,
  expiresAt: record.expiresAt,
  revokedAt: record.revokedAt ?? null,
  refreshGeneration: Number(record.refreshGeneration),
  userAgent: record.userAgent ?? null,
  ipAddress: record.ipAddress ?? null,
});
