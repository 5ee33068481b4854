import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User, UserRepo } from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';

export interface RepoHarness<R> {
  readonly repo: R;
  close(): Promise<void>;
}

/** What every UserRepo must do, run against the in-memory fake, SQLite and Postgres alike. */
export function userRepoContract(makeRepo: () => Promise<RepoHarness<UserRepo>>): void {
  let h: RepoHarness<UserRepo>;
  beforeAll(async () => {
    h = await makeRepo();
  });
  afterAll(async () => h.close());

  const insert = async (user: User) => {
    expect(await h.repo.insert(user)).toBe('inserted');
    return user;
  };

  describe('UserRepo contract', () => {
    it('finds an inserted user by id and by email with every field intact', async () => {
      const user = await insert(aUser().withRole('ml_developer').unverified().build());
      expect(await h.repo.findById(user.id)).toEqual(user);
      expect(await h.repo.findByEmail(user.email)).toEqual(user);
    });

    it('keeps quotes, backslashes, placeholders and SQL comments in values exactly (values are bound)', async () => {
      const email = `o'brien\\"x"?$1--@example.com`;
      const user = await insert(aUser().withEmail(email).build());
      const updatedAt = new Date(user.updatedAt.getTime() + 1000);
      const renamed = await h.repo.update(user.id, { displayName: "?? ? $1 '); drop table users; --", updatedAt });
      expect(renamed?.displayName).toBe("?? ? $1 '); drop table users; --");
      expect(await h.repo.findByEmail(email)).toEqual({ ...user, displayName: renamed!.displayName, updatedAt });
    });

    it('returns null for an unknown id or email', async () => {
      expect(await h.repo.findById('00000000-0000-4000-8000-00000000dead')).toBeNull();
      expect(await h.repo.findByEmail('nobody@example.com')).toBeNull();
    });

    it("reports 'email_taken' for a duplicate email", async () => {
      const user = await insert(aUser().build());
      expect(await h.repo.insert(aUser().withEmail(user.email).build())).toBe('email_taken');
    });

    it('applies a patch and bumps token_version atomically', async () => {
      const user = await insert(aUser().build());
      const at = new Date('2026-02-02T02:02:02.000Z');
      const updated = await h.repo.update(
        user.id,
        { role: 'admin', isActive: false, updatedAt: at },
        { bumpTokenVersion: true },
      );
      expect(updated).toMatchObject({ role: 'admin', isActive: false, tokenVersion: 1, updatedAt: at });
      await Promise.all(
        Array.from({ length: 5 }, () => h.repo.update(user.id, { updatedAt: at }, { bumpTokenVersion: true })),
      );
      expect((await h.repo.findById(user.id))?.tokenVersion).toBe(6);
    });

    it('makes an update conditional on expectedTokenVersion', async () => {
      const user = await insert(aUser().withTokenVersion(3).build());
      const at = new Date();
      expect(
        await h.repo.update(user.id, { updatedAt: at }, { expectedTokenVersion: 2, bumpTokenVersion: true }),
      ).toBeNull();
      expect(
        await h.repo.update(user.id, { updatedAt: at }, { expectedTokenVersion: 3, bumpTokenVersion: true }),
      ).toMatchObject({ tokenVersion: 4 });
    });

    it('returns null when updating a user that does not exist', async () => {
      expect(await h.repo.update('00000000-0000-4000-8000-00000000beef', { updatedAt: new Date() })).toBeNull();
    });

    it('lists users oldest first with the total count', async () => {
      const before = (await h.repo.list({ limit: 1000, offset: 0 })).total;
      const a = await insert(aUser().createdAt(new Date('2030-01-01T00:00:00Z')).build());
      const b = await insert(aUser().createdAt(new Date('2030-01-02T00:00:00Z')).build());
      const page = await h.repo.list({ limit: 2, offset: before });
      expect(page.total).toBe(before + 2);
      expect(page.items.map((u) => u.id)).toEqual([a.id, b.id]);
    });

    it('deletes a user once', async () => {
      const user = await insert(aUser().build());
      expect(await h.repo.delete(user.id)).toBe(true);
      expect(await h.repo.delete(user.id)).toBe(false);
      expect(await h.repo.findById(user.id)).toBeNull();
    });
  });
}
