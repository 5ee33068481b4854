import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { MikroOrmVerificationRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'm0012-events-and-game-details';

/** m0014-reset-email-change-totp keeps a pending signup code usable, and its down keeps it while dropping the new kinds. */
export function identityThreeMigrationSuite(kind: DatabaseKind): void {
  const user = randomUUID();
  const signupCode = randomUUID();
  const sentAt = new Date('2026-03-01T10:00:00.000Z');
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: BEFORE });
    await run(
      'insert into users (id, email, hashed_password, role, is_active, is_verified, token_version, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [user, `${user}@example.com`, 'x', 'user', true, false, 0, sentAt, sentAt],
    );
    await run(
      'insert into email_verifications (id, user_id, code_hash, expires_at, attempts, last_sent_at) values (?, ?, ?, ?, ?, ?)',
      [signupCode, user, 'a'.repeat(64), new Date(sentAt.getTime() + 900_000), 2, sentAt],
    );
  });

  const repo = () => inRequestContext(db.orm, new MikroOrmVerificationRepo(db.orm.sql));

  it('reads a signup code stored before as the signup code, and keeps one record per purpose', async () => {
    await db.orm.migrator.up();
    expect(await repo().findByUserId(user)).toMatchObject({ id: signupCode, attempts: 2, codeHash: 'a'.repeat(64) });
    expect(await repo().findByUserId(user, 'password_reset')).toBeNull();
    const reset = {
      id: randomUUID(),
      userId: user,
      codeHash: 'b'.repeat(64),
      expiresAt: new Date(sentAt.getTime() + 900_000),
      attempts: 0,
      lastSentAt: sentAt,
      purpose: 'password_reset' as const,
    };
    expect(await repo().put(reset, sentAt)).toBe('stored');
    expect(await repo().findByUserId(user, 'password_reset')).toEqual(reset);
    expect((await repo().findByUserId(user))?.id).toBe(signupCode);
  });

  it('goes down keeping the signup code and dropping the new kinds, and up again', async () => {
    await db.orm.migrator.up();
    await repo().put(
      {
        id: randomUUID(),
        userId: user,
        codeHash: 'b'.repeat(64),
        expiresAt: sentAt,
        attempts: 0,
        lastSentAt: sentAt,
        purpose: 'password_reset',
      },
      sentAt,
    );
    await db.orm.migrator.down({ to: BEFORE });
    const rows: { id: string }[] = await db.orm.em.getConnection().execute('select id from email_verifications');
    expect(rows.map((r) => r.id)).toEqual([signupCode]);
    await db.orm.migrator.up();
    expect((await repo().findByUserId(user))?.id).toBe(signupCode);
  });
}
