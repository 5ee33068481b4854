import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Passkey, PasskeyChallenge, PasskeyRepo, UserRepo } from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';

export interface PasskeyRepoHarness {
  readonly passkeys: PasskeyRepo;
  readonly users: UserRepo;
  close(): Promise<void>;
}

const T0 = new Date('2026-05-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let counter = 0;
const next = () => (counter += 1).toString(16).padStart(12, '0');

const aPasskey = (userId: string, patch: Partial<Passkey> = {}): Passkey => ({
  id: `00000000-0000-4000-a000-${next()}`,
  userId,
  credentialId: `cred_${next()}-x`,
  publicKey: 'pQECAyYgASFYIKqq',
  signCount: 0,
  transports: ['internal', 'hybrid'],
  deviceType: 'single_device',
  backedUp: false,
  name: 'Laptop',
  createdAt: at(0),
  lastUsedAt: null,
  ...patch,
});
const aChallenge = (patch: Partial<PasskeyChallenge> = {}): PasskeyChallenge => ({
  challenge: `challenge_${next()}`,
  purpose: 'login',
  userId: null,
  expiresAt: at(5),
  ...patch,
});

/** What every PasskeyRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function passkeyRepoContract(
  make: () => Promise<PasskeyRepoHarness>,
  options: { readonly cascades?: boolean } = {},
): void {
  let h: PasskeyRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const aUserId = async () => {
    const user = aUser().build();
    await h.users.insert(user);
    return user.id;
  };

  describe('PasskeyRepo contract', () => {
    it('stores a passkey with every field intact and finds it by credential id', async () => {
      const userId = await aUserId();
      const passkey = aPasskey(userId, { signCount: 7, deviceType: 'multi_device', backedUp: true, lastUsedAt: at(3) });
      expect(await h.passkeys.insert(passkey)).toBe('inserted');
      expect(await h.passkeys.findByCredentialId(passkey.credentialId)).toEqual(passkey);
      expect(await h.passkeys.findByCredentialId('cred_nobody')).toBeNull();
    });

    it('keeps no transports as an empty list', async () => {
      const passkey = aPasskey(await aUserId(), { transports: [] });
      await h.passkeys.insert(passkey);
      expect((await h.passkeys.findByCredentialId(passkey.credentialId))?.transports).toEqual([]);
    });

    it('refuses a credential id registered already, to anyone, writing nothing', async () => {
      const first = aPasskey(await aUserId());
      await h.passkeys.insert(first);
      const other = await aUserId();
      expect(await h.passkeys.insert(aPasskey(other, { credentialId: first.credentialId }))).toBe('credential_taken');
      expect(await h.passkeys.listByUser(other)).toEqual([]);
    });

    it('lists a user’s passkeys oldest first, and only theirs', async () => {
      const userId = await aUserId();
      const newer = aPasskey(userId, { createdAt: at(2), name: 'Phone' });
      const older = aPasskey(userId, { createdAt: at(1) });
      await h.passkeys.insert(newer);
      await h.passkeys.insert(older);
      await h.passkeys.insert(aPasskey(await aUserId()));
      expect((await h.passkeys.listByUser(userId)).map((p) => p.id)).toEqual([older.id, newer.id]);
    });

    it('renames and deletes only a passkey of the given user (null / false otherwise)', async () => {
      const owner = await aUserId();
      const other = await aUserId();
      const passkey = aPasskey(owner);
      await h.passkeys.insert(passkey);
      expect(await h.passkeys.rename(other, passkey.id, 'Mine')).toBeNull();
      expect(await h.passkeys.delete(other, passkey.id)).toBe(false);
      expect(await h.passkeys.rename(owner, passkey.id, 'Phone')).toEqual({ ...passkey, name: 'Phone' });
      expect(await h.passkeys.delete(owner, passkey.id)).toBe(true);
      expect(await h.passkeys.delete(owner, passkey.id)).toBe(false);
      expect(await h.passkeys.rename(owner, passkey.id, 'Gone')).toBeNull();
      expect(await h.passkeys.findByCredentialId(passkey.credentialId)).toBeNull();
    });

    it('records a use only while the counter is still the expected one (compare-and-set)', async () => {
      const passkey = aPasskey(await aUserId(), { signCount: 3 });
      await h.passkeys.insert(passkey);
      expect(await h.passkeys.recordUse(passkey.id, 2, 9, true, at(1))).toBe(false);
      expect(await h.passkeys.recordUse(passkey.id, 3, 4, true, at(1))).toBe(true);
      // A second assertion read the counter at 3 too: it loses.
      expect(await h.passkeys.recordUse(passkey.id, 3, 4, true, at(2))).toBe(false);
      expect(await h.passkeys.findByCredentialId(passkey.credentialId)).toEqual({
        ...passkey,
        signCount: 4,
        backedUp: true,
        lastUsedAt: at(1),
      });
    });

    it('hands out a challenge once, with its purpose and user', async () => {
      const userId = await aUserId();
      const challenge = aChallenge({ purpose: 'registration', userId });
      await h.passkeys.insertChallenge(challenge);
      expect(await h.passkeys.takeChallenge(challenge.challenge, at(1))).toEqual(challenge);
      expect(await h.passkeys.takeChallenge(challenge.challenge, at(1))).toBeNull();
      expect(await h.passkeys.takeChallenge('challenge_never', at(1))).toBeNull();
    });

    it('answers an expired challenge with null, and takes it all the same', async () => {
      const challenge = aChallenge({ expiresAt: at(5) });
      await h.passkeys.insertChallenge(challenge);
      expect(await h.passkeys.takeChallenge(challenge.challenge, at(5))).toBeNull();
      expect(await h.passkeys.takeChallenge(challenge.challenge, at(1))).toBeNull();
    });

    it('prunes challenges that expired before now, and only those', async () => {
      const old = aChallenge({ expiresAt: at(-100) });
      const live = aChallenge({ expiresAt: at(100) });
      await h.passkeys.insertChallenge(old);
      await h.passkeys.insertChallenge(live);
      expect(await h.passkeys.deleteExpiredChallenges(at(0))).toBeGreaterThanOrEqual(1);
      expect(await h.passkeys.takeChallenge(old.challenge, at(-200))).toBeNull();
      expect(await h.passkeys.takeChallenge(live.challenge, at(0))).toEqual(live);
    });

    it.runIf(options.cascades ?? true)('deletes a user’s passkeys and challenges with the user', async () => {
      const userId = await aUserId();
      const passkey = aPasskey(userId);
      const challenge = aChallenge({ purpose: 'registration', userId });
      await h.passkeys.insert(passkey);
      await h.passkeys.insertChallenge(challenge);
      await h.users.delete(userId);
      expect(await h.passkeys.findByCredentialId(passkey.credentialId)).toBeNull();
      expect(await h.passkeys.takeChallenge(challenge.challenge, at(0))).toBeNull();
    });
  });
}
