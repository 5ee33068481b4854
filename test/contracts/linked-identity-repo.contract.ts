import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NO_PASSWORD,
  type LinkedIdentity,
  type LinkedIdentityRepo,
  type PasskeyRepo,
  type UserRepo,
} from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';

export interface LinkedIdentityRepoHarness {
  readonly identities: LinkedIdentityRepo;
  readonly users: UserRepo;
  readonly passkeys: PasskeyRepo;
  close(): Promise<void>;
}

const T0 = new Date('2026-05-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);
let counter = 0;
const next = () => (counter += 1).toString(16).padStart(12, '0');

const aLink = (userId: string, patch: Partial<LinkedIdentity> = {}): LinkedIdentity => ({
  id: `00000000-0000-4000-a000-${next()}`,
  userId,
  providerId: 'google',
  issuer: 'https://accounts.example.com',
  subject: `subject-${next()}`,
  email: 'someone@example.com',
  createdAt: at(0),
  lastUsedAt: null,
  ...patch,
});

/** What every LinkedIdentityRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function linkedIdentityRepoContract(make: () => Promise<LinkedIdentityRepoHarness>): void {
  let h: LinkedIdentityRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const aUserId = async (hashedPassword = 'plain$secret') => {
    const user = aUser().withHash(hashedPassword).build();
    await h.users.insert(user);
    return user.id;
  };

  describe('LinkedIdentityRepo contract', () => {
    it('finds a stored link by (issuer, subject), with every field', async () => {
      const userId = await aUserId();
      const link = aLink(userId, { lastUsedAt: at(3) });
      expect(await h.identities.insert(link)).toBe('inserted');
      expect(await h.identities.findBySubject(link.issuer, link.subject)).toEqual(link);
    });

    it('answers null for a subject nobody linked, and for the same subject at another issuer', async () => {
      const link = aLink(await aUserId());
      await h.identities.insert(link);
      expect(await h.identities.findBySubject(link.issuer, 'nobody')).toBeNull();
      expect(await h.identities.findBySubject('https://other.example.com', link.subject)).toBeNull();
    });

    it('refuses a second link of one person, to any account (taken)', async () => {
      const link = aLink(await aUserId());
      await h.identities.insert(link);
      const again = aLink(await aUserId(), { issuer: link.issuer, subject: link.subject });
      expect(await h.identities.insert(again)).toBe('taken');
      expect((await h.identities.findBySubject(link.issuer, link.subject))?.userId).toBe(link.userId);
    });

    it('lists a user’s links oldest first, and nobody else’s', async () => {
      const userId = await aUserId();
      const later = aLink(userId, { createdAt: at(5), providerId: 'discord' });
      const earlier = aLink(userId, { createdAt: at(1) });
      await h.identities.insert(later);
      await h.identities.insert(earlier);
      await h.identities.insert(aLink(await aUserId()));
      expect(await h.identities.listByUser(userId)).toEqual([earlier, later]);
    });

    it('deletes only the user’s own link (false for another user’s or an unknown id)', async () => {
      const owner = await aUserId();
      const link = aLink(owner);
      await h.identities.insert(link);
      expect(await h.identities.delete(await aUserId(), link.id)).toBe(false);
      expect(await h.identities.delete(owner, '00000000-0000-4000-a000-ffffffffffff')).toBe(false);
      expect(await h.identities.delete(owner, link.id)).toBe(true);
      expect(await h.identities.listByUser(owner)).toEqual([]);
    });

    it('records the last sign-in through a link', async () => {
      const link = aLink(await aUserId());
      await h.identities.insert(link);
      await h.identities.touch(link.id, at(9));
      expect((await h.identities.findBySubject(link.issuer, link.subject))?.lastUsedAt).toEqual(at(9));
    });

    it('counts the ways a user signs in: a password, the links and the passkeys', async () => {
      const withPassword = await aUserId();
      expect(await h.identities.signInMethods(withPassword)).toEqual({
        password: true,
        linkedIdentities: 0,
        passkeys: 0,
      });
      const withoutPassword = await aUserId(NO_PASSWORD);
      await h.identities.insert(aLink(withoutPassword));
      await h.identities.insert(aLink(withoutPassword));
      await h.passkeys.insert({
        id: randomUUID(),
        userId: withoutPassword,
        credentialId: randomUUID(),
        publicKey: 'cHVibGlj',
        signCount: 0,
        transports: ['internal'],
        deviceType: 'multi_device',
        backedUp: true,
        name: 'Phone',
        createdAt: at(1),
        lastUsedAt: null,
      });
      expect(await h.identities.signInMethods(withoutPassword)).toEqual({
        password: false,
        linkedIdentities: 2,
        passkeys: 1,
      });
    });

    it('counts nothing for an unknown user', async () => {
      expect(await h.identities.signInMethods('00000000-0000-4000-a000-eeeeeeeeeeee')).toEqual({
        password: false,
        linkedIdentities: 0,
        passkeys: 0,
      });
    });
  });
}
