import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team, User } from '@metagame/core';
import { aUser } from '../../fakes/user-builder.js';
import { at, nextId, type TeamsHarness } from './teams.harness.js';

/**
 * What every TeamMemberRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike.
 * A deleted account's memberships go with it (a foreign key; the fake stops reading them back).
 */
export function teamMemberRepoContract(make: () => Promise<TeamsHarness>): void {
  let h: TeamsHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const newTeam = async (): Promise<Team> => {
    const team = { id: nextId('d000'), name: 'T', createdAt: at(0) };
    await h.teams.insert(team);
    return team;
  };
  const newUser = async (patch: Partial<User> = {}): Promise<User> => {
    const user = { ...aUser().build(), ...patch };
    await h.users.insert(user);
    return user;
  };

  describe('TeamMemberRepo contract', () => {
    it('adds a member once: a second add answers already_member and changes nothing', async () => {
      const team = await newTeam();
      const user = await newUser();
      expect(await h.members.add({ teamId: team.id, userId: user.id, role: 'member', joinedAt: at(1) })).toBe('added');
      expect(await h.members.add({ teamId: team.id, userId: user.id, role: 'captain', joinedAt: at(2) })).toBe(
        'already_member',
      );
      expect((await h.members.list(team.id)).map((m) => m.role)).toEqual(['member']);
    });

    it('lists members with display name and email, longest-standing first, and counts them', async () => {
      const team = await newTeam();
      const named = await newUser({ displayName: 'Named' });
      const unnamed = await newUser({ displayName: null });
      await h.members.add({ teamId: team.id, userId: unnamed.id, role: 'viewer', joinedAt: at(9) });
      await h.members.add({ teamId: team.id, userId: named.id, role: 'owner', joinedAt: at(3) });
      expect(await h.members.list(team.id)).toEqual([
        { teamId: team.id, userId: named.id, role: 'owner', joinedAt: at(3), displayName: 'Named', email: named.email },
        {
          teamId: team.id,
          userId: unnamed.id,
          role: 'viewer',
          joinedAt: at(9),
          displayName: null,
          email: unnamed.email,
        },
      ]);
      expect(await h.members.count(team.id)).toBe(2);
    });

    it('sets a role and removes a member, false for someone outside the team', async () => {
      const team = await newTeam();
      const user = await newUser();
      const outsider = await newUser();
      await h.members.add({ teamId: team.id, userId: user.id, role: 'member', joinedAt: at(1) });
      expect(await h.members.setRole(team.id, user.id, 'captain')).toBe(true);
      expect(await h.members.setRole(team.id, outsider.id, 'captain')).toBe(false);
      expect((await h.members.list(team.id))[0]?.role).toBe('captain');
      expect(await h.members.remove(team.id, outsider.id)).toBe(false);
      expect(await h.members.remove(team.id, user.id)).toBe(true);
      expect(await h.members.count(team.id)).toBe(0);
    });

    it('names the teams a user owns, and forgets a deleted account’s memberships', async () => {
      const [owned, joined] = [await newTeam(), await newTeam()];
      const user = await newUser();
      await h.members.add({ teamId: owned.id, userId: user.id, role: 'owner', joinedAt: at(1) });
      await h.members.add({ teamId: joined.id, userId: user.id, role: 'captain', joinedAt: at(1) });
      expect(await h.members.ownedBy(user.id)).toEqual([owned.id]);
      await h.users.delete(user.id);
      expect(await h.members.ownedBy(user.id)).toEqual([]);
      expect(await h.members.count(owned.id)).toBe(0);
    });
  });
}
