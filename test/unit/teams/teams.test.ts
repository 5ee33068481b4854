import { beforeEach, describe, expect, it } from 'vitest';
import type { TeamRole, User } from '@metagame/core';
import { aUser } from '../../fakes/user-builder.js';
import { FRONTEND, teamsFakes } from '../../fakes/teams/teams-fixture.js';

type Fakes = ReturnType<typeof teamsFakes>;

describe('teams on fakes', () => {
  let f: Fakes;
  let owner: User;
  let teamId: string;

  const addUser = async (build = aUser()) => {
    const user = build.build();
    await f.users.insert(user);
    return user;
  };
  /** A user who is already in the team with `role`. */
  const join = async (role: TeamRole) => {
    const user = await addUser();
    await f.members.add({ teamId, userId: user.id, role, joinedAt: f.clock.now() });
    f.clock.advance({ minutes: 1 });
    return user;
  };
  const roleOf = (user: User) => f.members.roleOf(teamId, user.id);

  beforeEach(async () => {
    f = teamsFakes();
    owner = await addUser();
    const created = await f.createTeam.execute({ actor: owner, name: 'Testers' });
    if (!created.ok) throw new Error('setup');
    teamId = created.value.id;
  });

  describe('CreateTeam', () => {
    it('makes the creator the owner and audits it under the team', async () => {
      expect(await roleOf(owner)).toBe('owner');
      expect(f.auditLog.ofType('team.created')).toMatchObject([
        { teamId, userId: owner.id, details: { name: 'Testers' } },
      ]);
    });

    it('refuses an unverified account (FORBIDDEN), creating nothing', async () => {
      const unverified = await addUser(aUser().unverified());
      const result = await f.createTeam.execute({ actor: unverified, name: 'Nope' });
      expect(result).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      expect(f.teams.rows.size).toBe(1);
    });
  });

  describe('access', () => {
    it('tells an outsider the team is not found and a viewer that a rename needs more', async () => {
      const outsider = await addUser();
      const viewer = await join('viewer');
      expect(await f.getTeam.execute({ userId: outsider.id, teamId })).toMatchObject({
        ok: false,
        error: { code: 'NOT_FOUND', message: 'Team not found.' },
      });
      expect(await f.renameTeam.execute({ userId: viewer.id, teamId, name: 'X' })).toMatchObject({
        ok: false,
        error: { code: 'INSUFFICIENT_PERMISSIONS', message: 'Insufficient permissions.' },
      });
    });

    it('lists the members with their display names, longest-standing first', async () => {
      const captain = await join('captain');
      const result = await f.getTeam.execute({ userId: captain.id, teamId });
      expect(result.ok && result.value.members.map((m) => [m.userId, m.role, m.displayName])).toEqual([
        [owner.id, 'owner', owner.displayName],
        [captain.id, 'captain', captain.displayName],
      ]);
      expect(result.ok && result.value.role).toBe('captain');
    });
  });

  describe('membership', () => {
    it('transfers ownership: the old owner becomes captain', async () => {
      const member = await join('member');
      expect((await f.transfer.execute({ userId: owner.id, teamId, toUserId: member.id })).ok).toBe(true);
      expect([await roleOf(member), await roleOf(owner)]).toEqual(['owner', 'captain']);
      expect(f.auditLog.ofType('team.ownership_transferred')).toHaveLength(1);
    });

    it('keeps the owner from leaving and from stepping down', async () => {
      expect(await f.leave.execute({ userId: owner.id, teamId })).toMatchObject({ error: { code: 'OWNER_REQUIRED' } });
      expect(
        await f.changeRole.execute({ userId: owner.id, teamId, memberId: owner.id, role: 'captain' }),
      ).toMatchObject({ error: { code: 'OWNER_REQUIRED' } });
      expect(await roleOf(owner)).toBe('owner');
    });

    it('lets a captain remove a member but not another captain', async () => {
      const captain = await join('captain');
      const other = await join('captain');
      const member = await join('member');
      expect((await f.remove.execute({ userId: captain.id, teamId, memberId: member.id })).ok).toBe(true);
      expect(await f.remove.execute({ userId: captain.id, teamId, memberId: other.id })).toMatchObject({
        error: { code: 'INSUFFICIENT_PERMISSIONS' },
      });
      expect([await roleOf(member), await roleOf(other)]).toEqual([null, 'captain']);
    });

    it('lets a captain switch member and viewer, and only the owner make a captain', async () => {
      const captain = await join('captain');
      const member = await join('member');
      expect((await f.changeRole.execute({ userId: captain.id, teamId, memberId: member.id, role: 'viewer' })).ok).toBe(
        true,
      );
      expect(
        await f.changeRole.execute({ userId: captain.id, teamId, memberId: member.id, role: 'captain' }),
      ).toMatchObject({ error: { code: 'INSUFFICIENT_PERMISSIONS' } });
      expect((await f.changeRole.execute({ userId: owner.id, teamId, memberId: member.id, role: 'captain' })).ok).toBe(
        true,
      );
      expect(f.auditLog.ofType('team.role_changed').map((e) => e.details)).toEqual([
        { from: 'member', to: 'viewer' },
        { from: 'viewer', to: 'captain' },
      ]);
    });

    it('deletes the team with its tracker workspace', async () => {
      expect((await f.deleteTeam.execute({ userId: owner.id, teamId })).ok).toBe(true);
      expect(f.teams.rows.has(teamId)).toBe(false);
      expect(f.workspaces.rows.get(teamId)).toBe(1);
      expect(await roleOf(owner)).toBeNull();
    });
  });

  describe('invitations', () => {
    const invite = (email: string, role: 'viewer' | 'member' | 'captain' = 'member') =>
      f.invite.execute({ userId: owner.id, teamId, email, role });

    it('emails a join link whose token is stored only as its hash, and never audited', async () => {
      const result = await invite('Friend@Example.com');
      expect(result.ok).toBe(true);
      const [mail] = f.mailer.invitations;
      expect(mail).toMatchObject({ to: 'friend@example.com', teamName: 'Testers', role: 'member' });
      expect(mail!.link).toBe(`${FRONTEND}/teams/join?token=token-1`);
      expect([...f.invitations.rows.values()][0]!.tokenHash).toBe('hashed:token-1');
      expect(JSON.stringify([...f.auditLog.rows.values()])).not.toContain('token-1');
    });

    it('admits the verified account of the invited address once, with the invited role', async () => {
      await invite('friend@example.com', 'captain');
      const friend = await addUser(aUser().withEmail('friend@example.com'));
      const accepted = await f.accept.execute({ actor: friend, token: 'token-1' });
      expect(accepted).toMatchObject({ ok: true, value: { role: 'captain' } });
      expect(await roleOf(friend)).toBe('captain');
      expect(await f.accept.execute({ actor: friend, token: 'token-1' })).toMatchObject({
        error: { code: 'INVALID_INVITATION' },
      });
    });

    it('answers one INVALID_INVITATION for a wrong, revoked or expired token and another address', async () => {
      await invite('a@example.com');
      await invite('b@example.com');
      const a = await addUser(aUser().withEmail('a@example.com'));
      const stranger = await addUser(aUser().withEmail('c@example.com'));
      expect(await f.accept.execute({ actor: a, token: 'token-99' })).toMatchObject({
        error: { code: 'INVALID_INVITATION' },
      });
      expect(await f.accept.execute({ actor: stranger, token: 'token-1' })).toMatchObject({
        error: { code: 'INVALID_INVITATION' },
      });
      const id = [...f.invitations.rows.values()].find((i) => i.email === 'a@example.com')!.id;
      expect((await f.revoke.execute({ userId: owner.id, teamId, invitationId: id })).ok).toBe(true);
      expect(await f.accept.execute({ actor: a, token: 'token-1' })).toMatchObject({
        error: { code: 'INVALID_INVITATION' },
      });
      f.clock.advance({ days: 8 });
      const b = await addUser(aUser().withEmail('b@example.com'));
      expect(await f.accept.execute({ actor: b, token: 'token-2' })).toMatchObject({
        error: { code: 'INVALID_INVITATION' },
      });
    });

    it('asks an unverified invitee to verify first', async () => {
      await invite('new@example.com');
      const unverified = await addUser(aUser().withEmail('new@example.com').unverified());
      expect(await f.accept.execute({ actor: unverified, token: 'token-1' })).toMatchObject({
        error: { code: 'FORBIDDEN' },
      });
    });

    it('refuses to invite a member (409) and a 21st pending invitation (422)', async () => {
      const member = await join('member');
      expect(await invite(member.email)).toMatchObject({ error: { code: 'ALREADY_MEMBER' } });
      for (let i = 0; i < 20; i += 1) expect((await invite(`p${i}@example.com`)).ok).toBe(true);
      expect(await invite('p20@example.com')).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    });

    it('rolls the invitation back when the email is refused (EMAIL_NOT_SENT)', async () => {
      f.mailer.failing = true;
      expect(await invite('x@example.com')).toMatchObject({ error: { code: 'EMAIL_NOT_SENT' } });
      expect(f.invitations.rows.size).toBe(0);
      expect(f.auditLog.ofType('team.invitation_sent')).toHaveLength(0);
    });
  });

  describe('audit', () => {
    it('lets captains read the team’s events, not members', async () => {
      const captain = await join('captain');
      const member = await join('member');
      await f.renameTeam.execute({ userId: captain.id, teamId, name: 'Renamed' });
      const page = await f.listAudit.execute({ userId: captain.id, teamId, limit: 10, offset: 0 });
      expect(page.ok && page.value.items.map((e) => e.type)).toEqual(['team.renamed', 'team.created']);
      expect(await f.listAudit.execute({ userId: member.id, teamId, limit: 10, offset: 0 })).toMatchObject({
        error: { code: 'INSUFFICIENT_PERMISSIONS' },
      });
    });
  });

  describe('account deletion', () => {
    const admin = () => addUser(aUser().withRole('admin'));

    it('hands an owned team to the longest-standing captain and empties the personal workspace', async () => {
      await join('member');
      const captain = await join('captain');
      await f.deleteUser.execute({ actorId: (await admin()).id, userId: owner.id });
      expect(await roleOf(captain)).toBe('owner');
      expect(f.workspaces.rows.get(owner.id)).toBe(1);
      expect(f.teams.rows.has(teamId)).toBe(true);
    });

    it('deletes a team nobody else is left in, with its data', async () => {
      await f.deleteUser.execute({ actorId: (await admin()).id, userId: owner.id });
      expect(f.teams.rows.has(teamId)).toBe(false);
      expect(f.workspaces.rows.get(teamId)).toBe(1);
    });
  });
});
