import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiToken, ApiTokenRepo, TeamMemberRepo, TeamRepo, UserRepo } from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';
import { at, nextId } from './teams/teams.harness.js';

/** The repo with the accounts and teams its tokens belong to, on one database. */
export interface ApiTokenRepoHarness {
  readonly tokens: ApiTokenRepo;
  readonly users: UserRepo;
  readonly teams: TeamRepo;
  readonly members: TeamMemberRepo;
  close(): Promise<void>;
}

let counter = 0;
function aToken(userId: string, patch: Partial<ApiToken> = {}): ApiToken {
  counter += 1;
  return {
    id: nextId('e000'),
    userId,
    teamId: null,
    name: `script ${counter}`,
    scopes: ['tracker:read', 'meta:read'],
    prefix: `mgt_${String(counter).padStart(8, '0')}`,
    secretHash: counter.toString(16).padStart(64, 'a'),
    createdAt: at(counter),
    lastUsedAt: null,
    expiresAt: at(100_000),
    revokedAt: null,
    ...patch,
  };
}

/**
 * What every ApiTokenRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike.
 * `cascades`: deleting the user or the team removes their tokens (foreign keys); the fake keeps no
 * such link, so that case is not registered for it.
 */
export function apiTokenRepoContract(make: () => Promise<ApiTokenRepoHarness>, options: { cascades: boolean }): void {
  let h: ApiTokenRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const aUserStored = async () => {
    const user = aUser().build();
    await h.users.insert(user);
    return user;
  };
  const aTeamWith = async (userId: string, role: 'owner' | 'captain' | 'member') => {
    const team = { id: nextId('e100'), name: 'T', createdAt: at(0) };
    await h.teams.insert(team);
    await h.members.add({ teamId: team.id, userId, role, joinedAt: at(1) });
    return team.id;
  };

  describe('ApiTokenRepo contract', () => {
    it('finds a token by its hash with every field, its creator, and no team role for a personal token', async () => {
      const user = await aUserStored();
      const token = aToken(user.id, { lastUsedAt: at(5), scopes: ['tracker:write'] });
      await h.tokens.insert(token);
      const found = await h.tokens.findBySecretHash(token.secretHash);
      expect(found).toEqual({
        token,
        user: expect.objectContaining({ id: user.id, email: user.email }),
        creatorTeamRole: null,
      });
      expect(await h.tokens.findBySecretHash('f'.repeat(64))).toBeNull();
    });

    it('reads a team token with its creator’s current role in the team, null once they left', async () => {
      const user = await aUserStored();
      const teamId = await aTeamWith(user.id, 'captain');
      const token = aToken(user.id, { teamId });
      await h.tokens.insert(token);
      expect((await h.tokens.findBySecretHash(token.secretHash))?.creatorTeamRole).toBe('captain');
      await h.members.setRole(teamId, user.id, 'member');
      expect((await h.tokens.findBySecretHash(token.secretHash))?.creatorTeamRole).toBe('member');
      await h.members.remove(teamId, user.id);
      expect((await h.tokens.findBySecretHash(token.secretHash))?.creatorTeamRole).toBeNull();
    });

    it('lists an owner’s unrevoked tokens newest first, personal and team tokens apart', async () => {
      const user = await aUserStored();
      const teamId = await aTeamWith(user.id, 'owner');
      const older = aToken(user.id, { createdAt: at(1) });
      const newer = aToken(user.id, { createdAt: at(2) });
      const expired = aToken(user.id, { createdAt: at(3), expiresAt: at(4) });
      const revoked = aToken(user.id, { revokedAt: at(5) });
      const team = aToken(user.id, { teamId });
      for (const token of [older, newer, expired, revoked, team]) await h.tokens.insert(token);
      expect((await h.tokens.list({ userId: user.id })).map((t) => t.id)).toEqual([expired.id, newer.id, older.id]);
      expect((await h.tokens.list({ teamId })).map((t) => t.id)).toEqual([team.id]);
      expect(await h.tokens.countLive({ userId: user.id }, at(10))).toBe(2);
      expect(await h.tokens.countLive({ teamId }, at(10))).toBe(1);
    });

    it('revokes only the owner’s unrevoked token, once', async () => {
      const [user, other] = [await aUserStored(), await aUserStored()];
      const teamId = await aTeamWith(user.id, 'captain');
      const token = aToken(user.id);
      const teamToken = aToken(user.id, { teamId });
      for (const t of [token, teamToken]) await h.tokens.insert(t);
      expect(await h.tokens.revoke({ userId: other.id }, token.id, at(9))).toBe(false);
      expect(await h.tokens.revoke({ userId: user.id }, teamToken.id, at(9))).toBe(false);
      expect(await h.tokens.revoke({ userId: user.id }, token.id, at(9))).toBe(true);
      expect(await h.tokens.revoke({ userId: user.id }, token.id, at(10))).toBe(false);
      expect((await h.tokens.findBySecretHash(token.secretHash))?.token.revokedAt).toEqual(at(9));
      expect(await h.tokens.revoke({ teamId }, teamToken.id, at(11))).toBe(true);
    });

    it('stamps last use only when the stored one is older than the bound', async () => {
      const user = await aUserStored();
      const token = aToken(user.id);
      await h.tokens.insert(token);
      const lastUsed = async () => (await h.tokens.findBySecretHash(token.secretHash))?.token.lastUsedAt;
      await h.tokens.touch(token.id, at(10), at(9));
      expect(await lastUsed()).toEqual(at(10));
      await h.tokens.touch(token.id, at(10.5), at(9.5));
      expect(await lastUsed()).toEqual(at(10));
      await h.tokens.touch(token.id, at(11), at(10));
      expect(await lastUsed()).toEqual(at(10));
      await h.tokens.touch(token.id, at(12), at(11));
      expect(await lastUsed()).toEqual(at(12));
    });

    it('deletes revoked tokens and tokens expired before the bound, and keeps the rest', async () => {
      const user = await aUserStored();
      const revoked = aToken(user.id, { revokedAt: at(20) });
      const longExpired = aToken(user.id, { expiresAt: at(40) });
      const justExpired = aToken(user.id, { expiresAt: at(60) });
      const live = aToken(user.id);
      for (const t of [revoked, longExpired, justExpired, live]) await h.tokens.insert(t);
      expect(await h.tokens.deleteEnded(at(50))).toBeGreaterThanOrEqual(2);
      const kept = async (t: ApiToken) => (await h.tokens.findBySecretHash(t.secretHash)) !== null;
      expect(await Promise.all([revoked, longExpired, justExpired, live].map(kept))).toEqual([
        false,
        false,
        true,
        true,
      ]);
      expect(await h.tokens.deleteEnded(at(50))).toBe(0);
    });

    if (options.cascades)
      it('loses the tokens of a deleted account and of a deleted team', async () => {
        const [user, captain] = [await aUserStored(), await aUserStored()];
        const teamId = await aTeamWith(captain.id, 'owner');
        const personal = aToken(user.id);
        const teamToken = aToken(captain.id, { teamId });
        for (const t of [personal, teamToken]) await h.tokens.insert(t);
        await h.users.delete(user.id);
        await h.teams.delete(teamId);
        expect(await h.tokens.findBySecretHash(personal.secretHash)).toBeNull();
        expect(await h.tokens.findBySecretHash(teamToken.secretHash)).toBeNull();
      });
  });
}
