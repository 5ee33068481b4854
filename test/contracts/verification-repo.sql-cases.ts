import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createOrm,
  migrate,
  MikroOrmUnitOfWork,
  MikroOrmUserRepo,
  MikroOrmVerificationRepo,
  parseDatabaseUrl,
} from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import { createIsolatedDatabase, type DatabaseKind } from '../support/databases.js';
import { openTestOrm, type TestOrm } from '../support/test-orm.js';
import { aUser } from '../fakes/user-builder.js';

/**
 * A refused write ('cooldown') inside a UnitOfWork must leave the transaction usable: on Postgres a
 * failed statement would otherwise abort it and lose the work around it.
 */
export function verificationRepoInTransaction(kind: DatabaseKind): void {
  let db: TestOrm;
  beforeAll(async () => {
    db = await openTestOrm(kind);
  });
  afterAll(async () => db?.close());

  describe('MikroOrmVerificationRepo inside a UnitOfWork', () => {
    it("answers 'cooldown' and lets the transaction's other writes commit", async () => {
      const users = new MikroOrmUserRepo(db.orm.sql);
      const repo = new MikroOrmVerificationRepo(db.orm.sql);
      const uow = db.inContext(new MikroOrmUnitOfWork(db.orm.sql));
      const owner = aUser().build();
      const later = aUser().build();
      const sentAt = new Date('2026-05-01T10:00:00.000Z');
      const record = {
        id: '44444444-0000-4000-8000-000000000001',
        userId: owner.id,
        codeHash: 'd'.repeat(64),
        expiresAt: sentAt,
        attempts: 0,
        lastSentAt: sentAt,
      };
      await db.inContext(users).insert(owner);
      await db.inContext(repo).put(record, sentAt);
      const outcome = await uow.run(async () => {
        const answer = await repo.put(
          { ...record, id: '44444444-0000-4000-8000-000000000002' },
          new Date('2026-05-01T09:00:00.000Z'),
        );
        await users.insert(later);
        return answer;
      });
      expect(outcome).toBe('cooldown');
      expect(await db.inContext(users).findById(later.id)).not.toBeNull();
      expect((await db.inContext(repo).findByUserId(owner.id))?.id).toBe(record.id);
    });
  });
}

/**
 * The attempt counter lives in the row: two server processes (two ORMs on one database)
 * share it, and it survives a restart.
 */
export function verificationRepoAcrossProcesses(kind: DatabaseKind): void {
  describe('MikroOrmVerificationRepo across processes and restarts', () => {
    it('counts at most the maximum over two processes, and still refuses after a restart', async () => {
      const file = join(tmpdir(), `metagame-verify-${randomBytes(6).toString('hex')}.db`);
      const database =
        kind === 'sqlite'
          ? { url: `sqlite:${file}`, drop: () => rm(file, { force: true }) }
          : await createIsolatedDatabase(kind);
      const open = async () => createOrm(parseDatabaseUrl(database.url)!);
      const first = await open();
      await migrate(first);
      const second = await open();
      try {
        const owner = aUser().build();
        const record = {
          id: '55555555-0000-4000-8000-000000000001',
          userId: owner.id,
          codeHash: 'e'.repeat(64),
          expiresAt: new Date(),
          attempts: 0,
          lastSentAt: new Date(),
        };
        await inRequestContext(first, new MikroOrmUserRepo(first.sql)).insert(owner);
        const repos = [first, second].map((orm) => inRequestContext(orm, new MikroOrmVerificationRepo(orm.sql)));
        await repos[0]!.put(record, record.lastSentAt);
        const outcomes = await Promise.all(
          Array.from({ length: 20 }, (_, i) => repos[i % 2]!.countAttempt(record.id, 5)),
        );
        expect(outcomes.filter((o) => o === 'counted')).toHaveLength(5);
        await first.close(true);
        const restarted = await open();
        const repo = inRequestContext(restarted, new MikroOrmVerificationRepo(restarted.sql));
        expect((await repo.findByUserId(owner.id))?.attempts).toBe(5);
        expect(await repo.countAttempt(record.id, 5)).toBe('exhausted');
        await restarted.close(true);
      } finally {
        await Promise.all([first.close(true), second.close(true)]);
        await database.drop();
      }
    });
  });
}
