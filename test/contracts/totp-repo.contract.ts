import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LoginChallenge, TotpFactor, TotpRepo, UserRepo } from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';

export interface TotpRepoHarness {
  readonly totp: TotpRepo;
  readonly users: UserRepo;
  close(): Promise<void>;
}

const T0 = new Date('2026-05-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let counter = 0;
const nextId = () => (counter += 1).toString(16).padStart(12, '0');

const pending = (userId: string, secretSealed = `sealed-${nextId()}`): TotpFactor => ({
  userId,
  secretSealed,
  createdAt: at(0),
  enabledAt: null,
  lastUsedStep: null,
});
const aChallenge = (userId: string, patch: Partial<LoginChallenge> = {}): LoginChallenge => ({
  id: `challenge-${nextId()}`,
  userId,
  expiresAt: at(5),
  attempts: 0,
  ...patch,
});
const codes = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `00000000-0000-4000-b000-${nextId()}`,
    codeHash: `hash-${i}-${nextId()}`,
  }));

/** What every TotpRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function totpRepoContract(make: () => Promise<TotpRepoHarness>): void {
  let h: TotpRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const aUserId = async () => {
    const user = aUser().build();
    await h.users.insert(user);
    return user.id;
  };

  describe('TotpRepo contract', () => {
    it('stores a pending factor with every field intact, and replaces it while still pending', async () => {
      const userId = await aUserId();
      expect(await h.totp.find(userId)).toBeNull();
      const first = pending(userId);
      expect(await h.totp.putPending(first)).toBe(true);
      expect(await h.totp.find(userId)).toEqual(first);
      const second = { ...pending(userId), createdAt: at(1) };
      expect(await h.totp.putPending(second)).toBe(true);
      expect(await h.totp.find(userId)).toEqual(second);
    });

    it('refuses a pending factor over an enabled one and writes nothing', async () => {
      const userId = await aUserId();
      await h.totp.putPending(pending(userId, 'sealed-enabled'));
      expect(await h.totp.useStep(userId, 100, at(2))).toBe(true);
      expect(await h.totp.putPending(pending(userId, 'sealed-intruder'))).toBe(false);
      expect(await h.totp.find(userId)).toEqual({
        userId,
        secretSealed: 'sealed-enabled',
        createdAt: at(0),
        enabledAt: at(2),
        lastUsedStep: 100,
      });
    });

    it('accepts each time step once and only moving forward; a step of an unknown user is refused', async () => {
      const userId = await aUserId();
      await h.totp.putPending(pending(userId));
      expect(await h.totp.useStep(userId, 200)).toBe(true);
      expect((await h.totp.find(userId))?.enabledAt).toBeNull();
      expect(await h.totp.useStep(userId, 200)).toBe(false);
      expect(await h.totp.useStep(userId, 199)).toBe(false);
      expect(await h.totp.useStep(userId, 201)).toBe(true);
      expect((await h.totp.find(userId))?.lastUsedStep).toBe(201);
      expect(await h.totp.useStep(await aUserId(), 1)).toBe(false);
    });

    it('lets exactly one of two simultaneous uses of one step win', async () => {
      const userId = await aUserId();
      await h.totp.putPending(pending(userId));
      const results = await Promise.all([h.totp.useStep(userId, 300), h.totp.useStep(userId, 300)]);
      expect(results.filter(Boolean)).toHaveLength(1);
    });

    it('spends each recovery code once, counts those left, and replaces the whole set', async () => {
      const userId = await aUserId();
      const other = await aUserId();
      const set = codes(3);
      await h.totp.replaceRecoveryCodes(userId, set);
      await h.totp.replaceRecoveryCodes(other, codes(2));
      expect(await h.totp.recoveryCodesLeft(userId)).toBe(3);
      expect(await h.totp.useRecoveryCode(userId, set[0]!.codeHash, at(1))).toBe(true);
      expect(await h.totp.useRecoveryCode(userId, set[0]!.codeHash, at(2))).toBe(false);
      expect(await h.totp.useRecoveryCode(other, set[1]!.codeHash, at(2))).toBe(false);
      expect(await h.totp.useRecoveryCode(userId, 'hash-never-issued', at(2))).toBe(false);
      expect(await h.totp.recoveryCodesLeft(userId)).toBe(2);
      await h.totp.replaceRecoveryCodes(userId, codes(4));
      expect(await h.totp.recoveryCodesLeft(userId)).toBe(4);
      expect(await h.totp.useRecoveryCode(userId, set[1]!.codeHash, at(3))).toBe(false);
      expect(await h.totp.recoveryCodesLeft(other)).toBe(2);
    });

    it('deletes a factor with its recovery codes, leaving other users alone', async () => {
      const userId = await aUserId();
      const other = await aUserId();
      for (const id of [userId, other]) {
        await h.totp.putPending(pending(id));
        await h.totp.replaceRecoveryCodes(id, codes(2));
      }
      await h.totp.delete(userId);
      expect(await h.totp.find(userId)).toBeNull();
      expect(await h.totp.recoveryCodesLeft(userId)).toBe(0);
      expect(await h.totp.find(other)).not.toBeNull();
      expect(await h.totp.recoveryCodesLeft(other)).toBe(2);
    });

    it('keeps a login challenge intact, counts attempts up to the limit, and is single use', async () => {
      const userId = await aUserId();
      const challenge = aChallenge(userId);
      await h.totp.insertChallenge(challenge);
      expect(await h.totp.findChallenge(challenge.id)).toEqual(challenge);
      expect(await h.totp.countChallengeAttempt(challenge.id, 2)).toBe('counted');
      expect(await h.totp.countChallengeAttempt(challenge.id, 2)).toBe('counted');
      expect(await h.totp.countChallengeAttempt(challenge.id, 2)).toBe('exhausted');
      expect((await h.totp.findChallenge(challenge.id))?.attempts).toBe(2);
      expect(await h.totp.countChallengeAttempt('challenge-unknown', 2)).toBe('missing');
      expect(await h.totp.deleteChallenge(challenge.id)).toBe(true);
      expect(await h.totp.deleteChallenge(challenge.id)).toBe(false);
      expect(await h.totp.findChallenge(challenge.id)).toBeNull();
    });

    it('deletes only the challenges that expired before the given time', async () => {
      const userId = await aUserId();
      const expired = aChallenge(userId, { expiresAt: at(-1) });
      const live = aChallenge(userId, { expiresAt: at(1) });
      await h.totp.insertChallenge(expired);
      await h.totp.insertChallenge(live);
      expect(await h.totp.deleteExpiredChallenges(at(0))).toBeGreaterThanOrEqual(1);
      expect(await h.totp.findChallenge(expired.id)).toBeNull();
      expect(await h.totp.findChallenge(live.id)).toEqual(live);
    });
  });
}
