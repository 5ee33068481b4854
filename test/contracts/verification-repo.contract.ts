import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VerificationRecord, VerificationRepo } from '@metagame/core';

export interface VerificationRepoHarness {
  readonly repo: VerificationRepo;
  /** Makes `userId` exist (the database adapters need the users row for the foreign key). */
  seedUser(userId: string): Promise<void>;
  /** Deletes the user; omitted where there is no cascade to test (the in-memory fake has no users). */
  deleteUser?(userId: string): Promise<void>;
  close(): Promise<void>;
}

let sequence = 0;
const uuid = (prefix: string) => `${prefix}-0000-4000-8000-${(++sequence).toString(16).padStart(12, '0')}`;
const at = (iso: string) => new Date(iso);

/** What every VerificationRepo must do, run against the in-memory fake, SQLite and Postgres alike. */
export function verificationRepoContract(
  makeHarness: () => Promise<VerificationRepoHarness>,
  options: { keepsUsers: boolean } = { keepsUsers: true },
): void {
  let h: VerificationRepoHarness;
  beforeAll(async () => {
    h = await makeHarness();
  });
  afterAll(async () => h.close());

  const recordFor = async (overrides: Partial<VerificationRecord> = {}): Promise<VerificationRecord> => {
    const userId = overrides.userId ?? uuid('00000000');
    if (!overrides.userId) await h.seedUser(userId);
    return {
      id: uuid('11111111'),
      userId,
      codeHash: 'a'.repeat(64),
      expiresAt: at('2026-05-01T10:15:00.000Z'),
      attempts: 0,
      lastSentAt: at('2026-05-01T10:00:00.000Z'),
      ...overrides,
    };
  };

  describe('VerificationRepo contract', () => {
    it('stores a record and finds it by user id with every field intact', async () => {
      const record = await recordFor();
      expect(await h.repo.put(record, record.lastSentAt)).toBe('stored');
      expect(await h.repo.findByUserId(record.userId)).toEqual(record);
    });

    it('returns null for a user without a record', async () => {
      expect(await h.repo.findByUserId(uuid('22222222'))).toBeNull();
    });

    it('replaces the record (new id, hash, attempts reset) once its last_sent_at is at or before the cut-off', async () => {
      const old = await recordFor({ attempts: 3 });
      await h.repo.put(old, old.lastSentAt);
      const fresh = {
        ...old,
        id: uuid('11111111'),
        codeHash: 'b'.repeat(64),
        attempts: 0,
        lastSentAt: at('2026-05-01T10:01:00.000Z'),
        expiresAt: at('2026-05-01T10:16:00.000Z'),
      };
      expect(await h.repo.put(fresh, old.lastSentAt)).toBe('stored');
      expect(await h.repo.findByUserId(old.userId)).toEqual(fresh);
    });

    it("keeps a record sent after the cut-off and answers 'cooldown'", async () => {
      const old = await recordFor();
      await h.repo.put(old, old.lastSentAt);
      const fresh = { ...old, id: uuid('11111111'), codeHash: 'c'.repeat(64) };
      expect(await h.repo.put(fresh, at('2026-05-01T09:59:59.999Z'))).toBe('cooldown');
      expect(await h.repo.findByUserId(old.userId)).toEqual(old);
    });

    it('lets exactly one of several concurrent first writes for a user win', async () => {
      const base = await recordFor();
      const cutOff = at('2026-05-01T09:59:00.000Z');
      const outcomes = await Promise.all(
        Array.from({ length: 8 }, () => h.repo.put({ ...base, id: uuid('11111111') }, cutOff)),
      );
      expect(outcomes.filter((o) => o === 'stored')).toHaveLength(1);
      expect(outcomes.filter((o) => o === 'cooldown')).toHaveLength(7);
    });

    it("counts attempts up to the maximum, then answers 'exhausted'; 'missing' for an unknown record", async () => {
      const record = await recordFor();
      await h.repo.put(record, record.lastSentAt);
      const outcomes = [];
      for (let i = 0; i < 4; i += 1) outcomes.push(await h.repo.countAttempt(record.id, 3));
      expect(outcomes).toEqual(['counted', 'counted', 'counted', 'exhausted']);
      expect((await h.repo.findByUserId(record.userId))?.attempts).toBe(3);
      expect(await h.repo.countAttempt(uuid('33333333'), 3)).toBe('missing');
    });

    it('never counts more than the maximum under 20 concurrent attempts', async () => {
      const record = await recordFor();
      await h.repo.put(record, record.lastSentAt);
      const outcomes = await Promise.all(Array.from({ length: 20 }, () => h.repo.countAttempt(record.id, 5)));
      expect(outcomes.filter((o) => o === 'counted')).toHaveLength(5);
      expect(outcomes.filter((o) => o === 'exhausted')).toHaveLength(15);
      expect((await h.repo.findByUserId(record.userId))?.attempts).toBe(5);
    });

    it('deletes a record once; a second delete answers false', async () => {
      const record = await recordFor();
      await h.repo.put(record, record.lastSentAt);
      expect(await h.repo.delete(record.id)).toBe(true);
      expect(await h.repo.delete(record.id)).toBe(false);
      expect(await h.repo.findByUserId(record.userId)).toBeNull();
    });

    // A store that keeps no users (the in-memory fake) has no cascade to test.
    if (options.keepsUsers)
      it('loses the record when its user is deleted (ON DELETE CASCADE)', async () => {
        const record = await recordFor();
        await h.repo.put(record, record.lastSentAt);
        await h.deleteUser!(record.userId);
        expect(await h.repo.findByUserId(record.userId)).toBeNull();
      });
  });
}
