import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Team } from '@metagame/core';
import { aUser } from '../../fakes/user-builder.js';
import { at, nextId, type TeamsHarness } from './teams.harness.js';

const aTeam = (patch: Partial<Team> = {}): Team => ({
  id: nextId('c000'),
  name: 'Testers',
  createdAt: at(0),
  ...patch,
});

/** What every TeamRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function teamRepoContract(make: () => Promise<TeamsHarness>): void {
  let h: TeamsHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  describe('TeamRepo contract', () => {
    it('reads back a team it stored, and null for an unknown id', async () => {
      const team = aTeam({ name: 'O\'Brien\'s "crew" ✓' });
      await h.teams.insert(team);
      expect(await h.teams.findById(team.id)).toEqual(team);
      expect(await h.teams.findById(nextId('c000'))).toBeNull();
    });

    it('renames a team, false for an unknown one', async () => {
      const team = aTeam();
      await h.teams.insert(team);
      expect(await h.teams.rename(team.id, 'Renamed')).toBe(true);
      expect((await h.teams.findById(team.id))?.name).toBe('Renamed');
      expect(await h.teams.rename(nextId('c000'), 'x')).toBe(false);
    });

    it('lists the teams a user belongs to with their role, oldest first', async () => {
      const user = aUser().build();
      await h.users.insert(user);
      const [older, newer, other] = [aTeam({ createdAt: at(5) }), aTeam({ createdAt: at(1) }), aTeam()];
      for (const team of [older, newer, other]) await h.teams.insert(team);
      await h.members.add({ teamId: older.id, userId: user.id, role: 'viewer', joinedAt: at(10) });
      await h.members.add({ teamId: newer.id, userId: user.id, role: 'owner', joinedAt: at(10) });
      expect(await h.teams.listOf(user.id)).toEqual([
        { team: newer, role: 'owner' },
        { team: older, role: 'viewer' },
      ]);
    });

    it('deletes a team with its members and invitations, false the second time', async () => {
      const user = aUser().build();
      await h.users.insert(user);
      const team = aTeam();
      await h.teams.insert(team);
      await h.members.add({ teamId: team.id, userId: user.id, role: 'owner', joinedAt: at(0) });
      await h.invitations.insert({
        id: nextId('c100'),
        teamId: team.id,
        email: 'x@example.com',
        role: 'member',
        tokenHash: 'a'.repeat(63) + '1',
        invitedBy: user.id,
        createdAt: at(0),
        expiresAt: at(100),
        acceptedAt: null,
        revokedAt: null,
      });
      expect(await h.teams.delete(team.id)).toBe(true);
      expect(await h.teams.findById(team.id)).toBeNull();
      expect(await h.members.count(team.id)).toBe(0);
      expect(await h.invitations.findByTokenHash('a'.repeat(63) + '1')).toBeNull();
      expect(await h.teams.delete(team.id)).toBe(false);
    });
  });
}
