import type { Passkey, PasskeyChallenge, PasskeyRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { storedEnum } from '../tracker/stored-enum.js';
import { toDate } from '../tracker/select-rows.js';

type Instant = Date | number | string;
type PasskeyRow = {
  id: string;
  user_id: string;
  credential_id: string;
  public_key: string;
  sign_count: number | string;
  transports: string;
  device_type: string;
  backed_up: boolean | number;
  name: string;
  created_at: Instant;
  last_used_at: Instant | null;
};
type ChallengeRow = { challenge: string; purpose: string; user_id: string | null; expires_at: Instant };

const COLUMNS =
  'id, user_id, credential_id, public_key, sign_count, transports, device_type, backed_up, name, created_at, last_used_at';

/**
 * PasskeyRepo on `passkeys` and `passkey_challenges` (m0027). The rules that must hold across
 * processes are single statements: the credential id's unique index (`on conflict do nothing`, so
 * a taken id does not abort the caller's transaction), the counter's compare-and-set, and taking a
 * challenge by deleting it (the deleted-row count says who won).
 */
export class SqlPasskeyRepo implements PasskeyRepo {
  constructor(private readonly sql: Sql) {}

  async insert(p: Passkey): Promise<'inserted' | 'credential_taken'> {
    const inserted = await this.sql.run(
      `insert into passkeys (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) on conflict (credential_id) do nothing`,
      [
        p.id,
        p.userId,
        p.credentialId,
        p.publicKey,
        p.signCount,
        p.transports.join(','),
        p.deviceType,
        p.backedUp,
        p.name,
        p.createdAt,
        p.lastUsedAt,
      ],
    );
    return inserted > 0 ? 'inserted' : 'credential_taken';
  }

  async findByCredentialId(credentialId: string): Promise<Passkey | null> {
    const row = await this.sql.one<PasskeyRow>(`select ${COLUMNS} from passkeys where credential_id = ?`, [
      credentialId,
    ]);
    return row ? toPasskey(row) : null;
  }

  async listByUser(userId: string): Promise<Passkey[]> {
    const rows = await this.sql.all<PasskeyRow>(
      `select ${COLUMNS} from passkeys where user_id = ? order by created_at, id`,
      [userId],
    );
    return rows.map(toPasskey);
  }

  async rename(userId: string, id: string, name: string): Promise<Passkey | null> {
    if ((await this.sql.run('update passkeys set name = ? where id = ? and user_id = ?', [name, id, userId])) === 0)
      return null;
    const row = await this.sql.one<PasskeyRow>(`select ${COLUMNS} from passkeys where id = ?`, [id]);
    return row ? toPasskey(row) : null;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return (await this.sql.run('delete from passkeys where id = ? and user_id = ?', [id, userId])) > 0;
  }

  async recordUse(id: string, expectedCount: number, signCount: number, backedUp: boolean, at: Date): Promise<boolean> {
    const changed = await this.sql.run(
      'update passkeys set sign_count = ?, backed_up = ?, last_used_at = ? where id = ? and sign_count = ?',
      [signCount, backedUp, at, id, expectedCount],
    );
    return changed > 0;
  }

  async insertChallenge(c: PasskeyChallenge): Promise<void> {
    await this.sql.run('insert into passkey_challenges (challenge, purpose, user_id, expires_at) values (?, ?, ?, ?)', [
      c.challenge,
      c.purpose,
      c.userId,
      c.expiresAt,
    ]);
  }

  async takeChallenge(challenge: string, now: Date): Promise<PasskeyChallenge | null> {
    const row = await this.sql.one<ChallengeRow>(
      'select challenge, purpose, user_id, expires_at from passkey_challenges where challenge = ?',
      [challenge],
    );
    if (!row || (await this.sql.run('delete from passkey_challenges where challenge = ?', [challenge])) === 0)
      return null;
    const taken: PasskeyChallenge = {
      challenge: row.challenge,
      purpose: storedEnum(['registration', 'login'], row.purpose, 'passkey_challenges.purpose'),
      userId: row.user_id ?? null,
      expiresAt: toDate(row.expires_at),
    };
    return taken.expiresAt.getTime() > now.getTime() ? taken : null;
  }

  async deleteExpiredChallenges(now: Date): Promise<number> {
    return this.sql.run('delete from passkey_challenges where expires_at < ?', [now]);
  }
}

const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  userId: row.user_id,
  credentialId: row.credential_id,
  publicKey: row.public_key,
  signCount: Number(row.sign_count),
  transports: row.transports === '' ? [] : row.transports.split(','),
  deviceType: storedEnum(['single_device', 'multi_device'], row.device_type, 'passkeys.device_type'),
  backedUp: Boolean(row.backed_up),
  name: row.name,
  createdAt: toDate(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : toDate(row.last_used_at),
});
