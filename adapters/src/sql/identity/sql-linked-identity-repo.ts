import type { LinkedIdentity, LinkedIdentityRepo, SignInMethodSet } from '@metagame/core';
import { NO_PASSWORD } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { toDate } from '../tracker/select-rows.js';

type Instant = Date | number | string;
type IdentityRow = {
  id: string;
  user_id: string;
  provider_id: string;
  issuer: string;
  subject: string;
  email: string | null;
  created_at: Instant;
  last_used_at: Instant | null;
};

const COLUMNS = 'id, user_id, provider_id, issuer, subject, email, created_at, last_used_at';

/** LinkedIdentityRepo on `oidc_identities` (m0028); (issuer, subject) is unique. */
export class SqlLinkedIdentityRepo implements LinkedIdentityRepo {
  constructor(private readonly sql: Sql) {}

  async insert(i: LinkedIdentity): Promise<'inserted' | 'taken'> {
    // ON CONFLICT rather than catching the violation: a refused insert must not abort the caller's
    // PostgreSQL transaction.
    const inserted = await this.sql.run(
      `insert into oidc_identities (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?) on conflict (issuer, subject) do nothing`,
      [i.id, i.userId, i.providerId, i.issuer, i.subject, i.email, i.createdAt, i.lastUsedAt],
    );
    return inserted > 0 ? 'inserted' : 'taken';
  }

  async findBySubject(issuer: string, subject: string): Promise<LinkedIdentity | null> {
    const row = await this.sql.one<IdentityRow>(
      `select ${COLUMNS} from oidc_identities where issuer = ? and subject = ?`,
      [issuer, subject],
    );
    return row ? toIdentity(row) : null;
  }

  async listByUser(userId: string): Promise<LinkedIdentity[]> {
    const rows = await this.sql.all<IdentityRow>(
      `select ${COLUMNS} from oidc_identities where user_id = ? order by created_at, id`,
      [userId],
    );
    return rows.map(toIdentity);
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return (await this.sql.run('delete from oidc_identities where id = ? and user_id = ?', [id, userId])) > 0;
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.sql.run('update oidc_identities set last_used_at = ? where id = ?', [at, id]);
  }

  async signInMethods(userId: string): Promise<SignInMethodSet> {
    // One statement, so the password, the links and the passkeys are read together.
    const row = await this.sql.one<{
      password: number | string | null;
      identities: number | string;
      passkeys: number | string;
    }>(
      `select (select count(*) from users where id = ? and hashed_password <> ?) as password,
              (select count(*) from oidc_identities where user_id = ?) as identities,
              (select count(*) from passkeys where user_id = ?) as passkeys`,
      [userId, NO_PASSWORD, userId, userId],
    );
    return {
      password: Number(row?.password ?? 0) > 0,
      linkedIdentities: Number(row?.identities ?? 0),
      passkeys: Number(row?.passkeys ?? 0),
    };
  }
}

const toIdentity = (row: IdentityRow): LinkedIdentity => ({
  id: row.id,
  userId: row.user_id,
  providerId: row.provider_id,
  issuer: row.issuer,
  subject: row.subject,
  email: row.email,
  createdAt: toDate(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : toDate(row.last_used_at),
});
