import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TeamInvitation } from '@metagame/core';
import { at, nextId, type TeamsHarness } from './teams.harness.js';

let hashes = 0;
const aHash = () => {
  hashes += 1;
  return hashes.toString(16).padStart(64, 'e');
};

/** What every TeamInvitationRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
export function teamInvitationRepoContract(make: () => Promise<TeamsHarness>): void {
  let h: TeamsHarness;
  let teamId: string;
  beforeAll(async () => {
    h = await make();
    teamId = nextId('e000');
    await h.teams.insert({ id: teamId, name: 'T', createdAt: at(0) });
  });
  afterAll(async () => h.close());

  const anInvitation = (patch: Partial<TeamInvitation> = {}): TeamInvitation => ({
    id: nextId('e100'),
    teamId,
    email: 'guest@example.com',
    role: 'member',
    tokenHash: aHash(),
    invitedBy: null,
    createdAt: at(0),
    expiresAt: at(60),
    acceptedAt: null,
    revokedAt: null,
    ...patch,
  });

  describe('TeamInvitationRepo contract', () => {
    it('finds an invitation by its token hash, whatever its state; null for an unknown hash', async () => {
      const invitation = anInvitation({ role: 'captain', acceptedAt: at(5) });
      await h.invitations.insert(invitation);
      expect(await h.invitations.findByTokenHash(invitation.tokenHash)).toEqual(invitation);
      expect(await h.invitations.findByTokenHash(aHash())).toBeNull();
    });

    it('refuses a second invitation with the same token hash', async () => {
      const first = anInvitation();
      await h.invitations.insert(first);
      await expect(h.invitations.insert(anInvitation({ tokenHash: first.tokenHash }))).rejects.toThrow();
    });

    it('lists and counts only pending invitations, oldest first', async () => {
      const otherTeam = nextId('e000');
      await h.teams.insert({ id: otherTeam, name: 'U', createdAt: at(0) });
      const later = anInvitation({ teamId: otherTeam, createdAt: at(2) });
      const earlier = anInvitation({ teamId: otherTeam, createdAt: at(1) });
      const expired = anInvitation({ teamId: otherTeam, expiresAt: at(10) });
      const revoked = anInvitation({ teamId: otherTeam, revokedAt: at(3) });
      const accepted = anInvitation({ teamId: otherTeam, acceptedAt: at(3) });
      for (const i of [later, earlier, expired, revoked, accepted]) await h.invitations.insert(i);
      expect(await h.invitations.listPending(otherTeam, at(10))).toEqual([earlier, later]);
      expect(await h.invitations.countPending(otherTeam, at(10))).toBe(2);
      expect(await h.invitations.countPending(otherTeam, at(9))).toBe(3);
    });

    it('revokes a pending invitation of the team only, once', async () => {
      const invitation = anInvitation();
      await h.invitations.insert(invitation);
      expect(await h.invitations.revoke(nextId('e000'), invitation.id, at(1))).toBe(false);
      expect(await h.invitations.revoke(teamId, invitation.id, at(1))).toBe(true);
      expect(await h.invitations.revoke(teamId, invitation.id, at(2))).toBe(false);
      expect((await h.invitations.findByTokenHash(invitation.tokenHash))?.revokedAt).toEqual(at(1));
    });

    it('marks a pending invitation accepted once, and never an expired or revoked one', async () => {
      const invitation = anInvitation();
      const expired = anInvitation({ expiresAt: at(1) });
      const revoked = anInvitation({ revokedAt: at(1) });
      for (const i of [invitation, expired, revoked]) await h.invitations.insert(i);
      expect(await h.invitations.markAccepted(invitation.id, at(2))).toBe(true);
      expect(await h.invitations.markAccepted(invitation.id, at(3))).toBe(false);
      expect(await h.invitations.markAccepted(expired.id, at(2))).toBe(false);
      expect(await h.invitations.markAccepted(revoked.id, at(2))).toBe(false);
      expect((await h.invitations.findByTokenHash(invitation.tokenHash))?.acceptedAt).toEqual(at(2));
    });
  });
}
