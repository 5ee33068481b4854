import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aUser } from '../../fakes/user-builder.js';
import { at, nextId, type TeamsHarness } from './teams.harness.js';

/** What every TeamRoleLookup must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function teamRoleLookupContract(make: () => Promise<TeamsHarness>): void {
  let h: TeamsHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('TeamRoleLookup contract', () => {
    it('answers a member’s role, and null for an outsider or an unknown team', async () => {
      const team = { id: nextId('f000'), name: 'T', createdAt: at(0) };
      await h.teams.insert(team);
      const [member, outsider] = [aUser().build(), aUser().build()];
      for (const user of [member, outsider]) await h.users.insert(user);
      await h.members.add({ teamId: team.id, userId: member.id, role: 'captain', joinedAt: at(1) });
      expect(await h.roles.roleOf(team.id, member.id)).toBe('captain');
      expect(await h.roles.roleOf(team.id, outsider.id)).toBeNull();
      expect(await h.roles.roleOf(nextId('f000'), member.id)).toBeNull();
    });

    it('follows a role change and a removal at once', async () => {
      const team = { id: nextId('f000'), name: 'T', createdAt: at(0) };
      await h.teams.insert(team);
      const user = aUser().build();
      await h.users.insert(user);
      await h.members.add({ teamId: team.id, userId: user.id, role: 'viewer', joinedAt: at(1) });
      await h.members.setRole(team.id, user.id, 'member');
      expect(await h.roles.roleOf(team.id, user.id)).toBe('member');
      await h.members.remove(team.id, user.id);
      expect(await h.roles.roleOf(team.id, user.id)).toBeNull();
    });

    it('answers null once the team or the account is deleted', async () => {
      const [gone, kept] = [
        { id: nextId('f000'), name: 'Gone', createdAt: at(0) },
        { id: nextId('f000'), name: 'Kept', createdAt: at(0) },
      ];
      for (const team of [gone, kept]) await h.teams.insert(team);
      const [owner, leaver] = [aUser().build(), aUser().build()];
      for (const user of [owner, leaver]) await h.users.insert(user);
      await h.members.add({ teamId: gone.id, userId: owner.id, role: 'owner', joinedAt: at(1) });
      await h.members.add({ teamId: kept.id, userId: leaver.id, role: 'member', joinedAt: at(1) });
      await h.teams.delete(gone.id);
      await h.users.delete(leaver.id);
      expect(await h.roles.roleOf(gone.id, owner.id)).toBeNull();
      expect(await h.roles.roleOf(kept.id, leaver.id)).toBeNull();
    });
  });
}
