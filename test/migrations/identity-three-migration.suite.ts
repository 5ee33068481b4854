import { randomUUID } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOrm, MikroOrmVerificationRepo, parseDatabaseUrl, type Orm } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import { createIsolatedDatabase, type DatabaseKind } from '../support/databases.js';

const BEFORE = 'm0012-events-and-game-details';

/** m0014-reset-email-change-totp keeps a pending signup code usable, and its down keeps it while dropping the new kinds. */
export function identityThreeMigrationSuite(kind: DatabaseKind): void {
  let orm: Orm;
  let drop: () => Promise<void>;
  const user = randomUUID();
  const signupCode = randomUUID();
  const sentAt = new Date('2026-03-01T10:00:00.000Z');
  beforeEach(async () => {
    const database = await createIsolatedDatabase(kind);
    drop = database.drop;
    orm = await createOrm(parseDatabaseUrl(database.url)!);
    await orm.migrator.up({ to: BEFORE });
    const run = (sql: string, params: unknown[]) => orm.em.getConnection().execute(sql, params);
    await run('insert into users (id, email, hashed_password, role, is_active, is_verified, token_version, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)', [user, `${user}@example.com`, 'x', 'user', true, false, 0, sentAt, sentAt]);
    await run('insert into email_verifications (id, user_id, code_hash, expires_at, attempts, last_sent_at) values (?, ?, ?, ?, ?, ?)', [signupCode, user, 'a'.repeat(64), new Date(sentAt.getTime() + 900_000), 2, sentAt]);
  });
  afterEach(async () => {
    await orm.close(true);
    await drop();
  });

  const repo = () => inRequestContext(orm, new MikroOrmVerificationRepo(orm.sql));

  it('reads a signup code stored before as the signup code, and keeps one record per purpose', async () => {
    await orm.migrator.up();
    expect(await repo().findByUserId(user)).toMatchObject({ id: signupCode, attempts: 2, codeHash: 'a'.repeat(64) });
    expect(await repo().findByUserId(user, 'password_reset')).toBeNull();
    const reset = { id: randomUUID(), userId: user, codeHash: 'b'.repeat(64), expiresAt: new Date(sentAt.getTime() + 900_000), attempts: 0, lastSentAt: sentAt, purpose: 'password_reset' as const };
    expect(await repo().put(reset, sentAt)).toBe('stored');
    expect(await repo().findByUserId(user, 'password_reset')).toEqual(reset);
    expect((await repo().findByUserId(user))?.id).toBe(signupCode);
  });

  it('goes down keeping the signup code and dropping the new kinds, and up again', async () => {
    await orm.migrator.up();
    await repo().put({ id: randomUUID(), userId: user, codeHash: 'b'.repeat(64), expiresAt: sentAt, attempts: 0, lastSentAt: sentAt, purpose: 'password_reset' }, sentAt);
    await orm.migrator.down({ to: BEFORE });
    const rows: { id: string }[] = await orm.em.getConnection().execute('select id from email_verifications');
    expect(rows.map((r) => r.id)).toEqual([signupCode]);
    await orm.migrator.up();
    expect((await repo().findByUserId(user))?.id).toBe(signupCode);
  });
}
