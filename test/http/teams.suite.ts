import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, matchBody, must, seedPlayerData, teamTracker, type Json } from './tracker/tracker-client.js';
import {
  countOf,
  fillTeam,
  FRONTEND,
  GHOST,
  seedTrackerRow,
  sqlOn,
  TEAMS,
  teamClient,
  type Person,
} from './teams/team-client.js';
import { ACTORS, READS, WRITES, type Crew } from './teams/team-routes.js';

/** Teams, membership, invitations by email, the team audit trail and account deletion, over HTTP. */
export function teamsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let sink: SmtpSink;
  const t = teamClient(
    () => app,
    () => sink,
  );
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { env: sink.env({ FRONTEND_BASE_URL: FRONTEND }) });
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  /** What a team holds, as its owner reads it: members, pending invitations, and how many audit events. */
  const snapshot = async (teamId: string, owner: Person) => ({
    team: (await call(app, 'GET', `${TEAMS}/${teamId}`, owner.auth)).body,
    invitations: (await call(app, 'GET', `${TEAMS}/${teamId}/invitations`, owner.auth)).body,
    audit: (await call(app, 'GET', `${TEAMS}/${teamId}/audit-events`, owner.auth)).headers.get('x-total-count'),
  });
  const pendingInvitation = async (c: Crew) =>
    (await must<Json>(app, 'POST', `${TEAMS}/${c.teamId}/invitations`, c.owner.auth, { email: 'pending@example.com' }))
      .id as string;

  describe('teams', () => {
    it('makes the creator the owner, lists the caller’s teams with their role, and shows the members', async () => {
      const owner = await t.person();
      const created = await must<Json>(app, 'POST', TEAMS, owner.auth, { name: '  Friday Testers ' });
      app.clock.advance({ seconds: 1 });
      expect(created).toMatchObject({ name: 'Friday Testers', role: 'owner' });
      const viewer = await t.recruit(created.id as string, owner, 'viewer');
      expect(await must<Json[]>(app, 'GET', TEAMS, viewer.auth)).toEqual([{ ...created, role: 'viewer' }]);
      const team = await must<{ members: Json[] }>(app, 'GET', `${TEAMS}/${String(created.id)}`, viewer.auth);
      expect(team.members.map((m) => [m.user_id, m.role, m.email])).toEqual([
        [owner.id, 'owner', owner.email],
        [viewer.id, 'viewer', viewer.email],
      ]);
      expect(Object.keys(team.members[0]!).sort()).toEqual(['display_name', 'email', 'joined_at', 'role', 'user_id']);
    });

    it('refuses a team to an unverified account (403) and creates none', async () => {
      const unverified = await t.person({ verified: false });
      const reply = await call<Json>(app, 'POST', TEAMS, unverified.auth, { name: 'Nope' });
      expect(reply.status).toBe(403);
      expect(reply.body.code).toBe('FORBIDDEN');
      expect(await must<Json[]>(app, 'GET', TEAMS, unverified.auth)).toEqual([]);
    });
  });

  describe('team roles', () => {
    for (const write of WRITES)
      for (const actor of ACTORS)
        it(`${write.name}: ${actor} gets ${write.allowed[actor]}`, async () => {
          const c = await t.crew();
          const invitationId = await pendingInvitation(c);
          const before = await snapshot(c.teamId, c.owner);
          const [method, path, body] = write.request(c, invitationId);
          const reply = await call<Json>(app, method, path, c[actor].auth, body);
          expect(reply.status).toBe(write.allowed[actor]);
          if (reply.status === 403) {
            expect(reply.body).toEqual({ detail: 'Insufficient permissions.', code: 'INSUFFICIENT_PERMISSIONS' });
            expect(await snapshot(c.teamId, c.owner)).toEqual(before);
          }
        });

    it('answers each read by role: members read the team, captains and the owner its invitations and audit', async () => {
      const c = await t.crew();
      for (const read of READS)
        for (const actor of ACTORS)
          expect((await call(app, 'GET', read.path(c.teamId), c[actor].auth)).status, `${actor} ${read.path('')}`).toBe(
            read.allowed[actor],
          );
    });

    it('answers an outsider 404 "Team not found." on every team route, as for a team that does not exist', async () => {
      const c = await t.crew();
      const invitationId = await pendingInvitation(c);
      const outsider = await t.person();
      const before = await snapshot(c.teamId, c.owner);
      const routes: [string, string, Json | undefined][] = [
        ...READS.map((r): [string, string, undefined] => ['GET', r.path(c.teamId), undefined]),
        ...WRITES.map((w) => w.request(c, invitationId)),
      ];
      for (const [method, path, body] of routes) {
        const reply = await call<Json>(app, method, path, outsider.auth, body);
        const ghost = await call<Json>(app, method, path.replace(c.teamId, GHOST), outsider.auth, body);
        expect(reply.status, `${method} ${path}`).toBe(404);
        expect(reply.body, `${method} ${path}`).toEqual({ detail: 'Team not found.', code: 'NOT_FOUND' });
        expect(ghost.body, `${method} ${path}`).toEqual(reply.body);
      }
      expect(await snapshot(c.teamId, c.owner)).toEqual(before);
    });

    it('refuses a removed member on the very next request', async () => {
      const c = await t.crew();
      expect((await call(app, 'GET', `${TEAMS}/${c.teamId}`, c.member.auth)).status).toBe(200);
      expect((await call(app, 'DELETE', `${TEAMS}/${c.teamId}/members/${c.member.id}`, c.captain.auth)).status).toBe(
        204,
      );
      expect((await call(app, 'GET', `${TEAMS}/${c.teamId}`, c.member.auth)).status).toBe(404);
      expect((await call(app, 'POST', `${TEAMS}/${c.teamId}/leave`, c.member.auth)).status).toBe(404);
    });

    it('transfers ownership: the old owner becomes captain and may then leave, the new one may not', async () => {
      const c = await t.crew();
      expect(
        (await call(app, 'POST', `${TEAMS}/${c.teamId}/transfer`, c.owner.auth, { user_id: c.member.id })).status,
      ).toBe(204);
      expect(await t.roleIn(c.teamId, c.member, c.member.id)).toBe('owner');
      expect(await t.roleIn(c.teamId, c.member, c.owner.id)).toBe('captain');
      const stays = await call<Json>(app, 'POST', `${TEAMS}/${c.teamId}/leave`, c.member.auth);
      expect(stays.status).toBe(409);
      expect(stays.body.code).toBe('OWNER_REQUIRED');
      expect((await call(app, 'POST', `${TEAMS}/${c.teamId}/leave`, c.owner.auth)).status).toBe(204);
    });

    it('deletes a team with its tracker rows', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      await seedPlayerData(app, owner.auth, teamTracker(teamId));
      expect((await call(app, 'DELETE', `${TEAMS}/${teamId}`, owner.auth)).status).toBe(204);
      for (const table of [
        'personal_decks',
        'decklist_versions',
        'meta_decks',
        'matches',
        'card_tests',
        'events',
        'sideboard_plans',
      ])
        expect(await countOf(app, `select count(*) as n from ${table} where owner_id = '${teamId}'`), table).toBe(0);
      expect(await must<Json[]>(app, 'GET', TEAMS, owner.auth)).toEqual([]);
    });
  });

  describe('invitations', () => {
    const INVALID = { detail: 'Invalid or expired invitation.', code: 'INVALID_INVITATION' };

    it('emails a link to the join page; the invited account joins once, with the invited role', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      const guest = await t.person();
      const token = await t.invite(teamId, owner, guest.email, 'captain');
      const joined = await t.join(guest, token);
      expect(joined.status).toBe(200);
      expect(joined.body).toMatchObject({ id: teamId, role: 'captain' });
      expect((await t.join(guest, token)).body).toEqual(INVALID);
      expect(await must<Json[]>(app, 'GET', `${TEAMS}/${teamId}/invitations`, owner.auth)).toEqual([]);
    });

    it('keeps the token out of the answer, the invitation list, the audit trail and the logs', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      const token = await t.invite(teamId, owner, 'secret-keeper@example.com');
      const listed = await must<Json[]>(app, 'GET', `${TEAMS}/${teamId}/invitations`, owner.auth);
      expect(Object.keys(listed[0]!).sort()).toEqual([
        'created_at',
        'email',
        'expires_at',
        'id',
        'invited_by',
        'role',
        'team_id',
      ]);
      const keeper = await t.person();
      await t.join(keeper, token); // another address: refused
      const audit = await call(app, 'GET', `${TEAMS}/${teamId}/audit-events`, owner.auth);
      for (const text of [JSON.stringify(listed), JSON.stringify(audit.body), JSON.stringify(app.logs.lines)])
        expect(text).not.toContain(token);
    });

    it('answers one 400 for a wrong, used, revoked or expired token and for another address', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      const [a, b, c, stranger] = [await t.person(), await t.person(), await t.person(), await t.person()];
      const forA = await t.invite(teamId, owner, a.email);
      const forB = await t.invite(teamId, owner, b.email);
      const forC = await t.invite(teamId, owner, c.email);
      expect((await t.join(a, `${forA}x`)).body).toEqual(INVALID);
      expect((await t.join(a, 'not a token at all')).body).toEqual(INVALID);
      expect((await t.join(stranger, forA)).body).toEqual(INVALID);
      const pending = await must<Json[]>(app, 'GET', `${TEAMS}/${teamId}/invitations`, owner.auth);
      const bId = pending.find((i) => i.email === b.email)!.id as string;
      expect((await call(app, 'DELETE', `${TEAMS}/${teamId}/invitations/${bId}`, owner.auth)).status).toBe(204);
      expect((await call(app, 'DELETE', `${TEAMS}/${teamId}/invitations/${bId}`, owner.auth)).status).toBe(404);
      const revoked = await t.join(b, forB);
      expect([revoked.status, revoked.body]).toEqual([400, INVALID]);
      expect((await t.join(a, forA)).status).toBe(200);
      expect((await t.join(a, forA)).body).toEqual(INVALID);
      // Expired: written in the past through the database (moving the clock would expire every sign-in too).
      const past = kind === 'sqlite' ? '1' : "'2000-01-01T00:00:00Z'";
      await sqlOn(app, `update team_invitations set expires_at = ${past} where email = '${c.email}'`);
      expect((await t.join(c, forC)).body).toEqual(INVALID);
      expect(await t.roleIn(teamId, owner, stranger.id)).toBeNull();
      expect(await t.roleIn(teamId, owner, b.id)).toBeNull();
      expect(await t.roleIn(teamId, owner, c.id)).toBeNull();
    });

    it('asks an unverified account to verify first (403), leaving the invitation usable', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      const unverified = await t.person({ verified: false });
      const token = await t.invite(teamId, owner, unverified.email);
      const reply = await t.join(unverified, token);
      expect([reply.status, (reply.body as Json).code]).toEqual([403, 'FORBIDDEN']);
      expect(await must<Json[]>(app, 'GET', `${TEAMS}/${teamId}/invitations`, owner.auth)).toHaveLength(1);
    });

    it('answers 409 for inviting a member, and for accepting while already a member', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      const guest = await t.person();
      const first = await t.invite(teamId, owner, guest.email);
      const second = await t.invite(teamId, owner, guest.email, 'viewer');
      expect((await t.join(guest, first)).status).toBe(200);
      const again = await t.join(guest, second);
      expect([again.status, (again.body as Json).code]).toEqual([409, 'ALREADY_MEMBER']);
      const invited = await call<Json>(app, 'POST', `${TEAMS}/${teamId}/invitations`, owner.auth, {
        email: guest.email.toUpperCase(),
      });
      expect([invited.status, invited.body.code]).toEqual([409, 'ALREADY_MEMBER']);
    });

    it('holds a team to 20 pending invitations and 50 members (422)', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      for (let i = 0; i < 20; i += 1)
        await must(app, 'POST', `${TEAMS}/${teamId}/invitations`, owner.auth, { email: `p${i}-${teamId}@example.com` });
      const over = await call<Json>(app, 'POST', `${TEAMS}/${teamId}/invitations`, owner.auth, {
        email: 'one-too-many@example.com',
      });
      expect([over.status, over.body.code]).toEqual([422, 'VALIDATION_FAILED']);

      const full = await t.person();
      const fullTeam = await t.createTeam(full);
      const late = await t.person();
      const token = await t.invite(fullTeam, full, late.email);
      await fillTeam(app, kind, fullTeam, 49);
      const joined = await t.join(late, token);
      expect([joined.status, (joined.body as Json).code]).toEqual([422, 'VALIDATION_FAILED']);
      const invited = await call<Json>(app, 'POST', `${TEAMS}/${fullTeam}/invitations`, full.auth, {
        email: 'fifty-first@example.com',
      });
      expect([invited.status, invited.body.code]).toEqual([422, 'VALIDATION_FAILED']);
    });
  });

  describe('audit', () => {
    it('records each team event under the team, readable page by page by the owner and captains only', async () => {
      const c = await t.crew();
      await must(app, 'PATCH', `${TEAMS}/${c.teamId}`, c.captain.auth, { name: 'Audited' });
      await must(app, 'PATCH', `${TEAMS}/${c.teamId}/members/${c.member2.id}`, c.owner.auth, { role: 'viewer' });
      await must(app, 'DELETE', `${TEAMS}/${c.teamId}/members/${c.member2.id}`, c.captain.auth);
      await must(app, 'POST', `${TEAMS}/${c.teamId}/leave`, c.viewer.auth);
      const inviteId = (
        await must<Json>(app, 'POST', `${TEAMS}/${c.teamId}/invitations`, c.owner.auth, { email: 'gone@example.com' })
      ).id as string;
      await must(app, 'DELETE', `${TEAMS}/${c.teamId}/invitations/${inviteId}`, c.owner.auth);
      await must(app, 'POST', `${TEAMS}/${c.teamId}/transfer`, c.owner.auth, { user_id: c.captain.id });
      const all = await must<{ items: Json[]; total: number }>(
        app,
        'GET',
        `${TEAMS}/${c.teamId}/audit-events?limit=200`,
        c.captain2.auth,
      );
      const types = all.items.map((e) => e.event_type);
      for (const type of [
        'team.created',
        'team.invitation_sent',
        'team.invitation_accepted',
        'team.renamed',
        'team.role_changed',
        'team.member_removed',
        'team.member_left',
        'team.invitation_revoked',
        'team.ownership_transferred',
      ])
        expect(types, type).toContain(type);
      expect(all.items.every((e) => e.team_id === c.teamId)).toBe(true);
      expect(all.items[0]).toMatchObject({
        event_type: 'team.ownership_transferred',
        user_id: c.captain.id,
        actor_id: c.owner.id,
      });
      const page = await call<{ items: Json[] }>(
        app,
        'GET',
        `${TEAMS}/${c.teamId}/audit-events?limit=2&offset=2`,
        c.owner.auth,
      );
      expect(page.headers.get('x-total-count')).toBe(String(all.total));
      expect(page.headers.get('link')).toContain('rel="next"');
      expect(page.body.items).toEqual(all.items.slice(2, 4));
      const filtered = await must<{ items: Json[] }>(
        app,
        'GET',
        `${TEAMS}/${c.teamId}/audit-events?event_type=team.renamed`,
        c.owner.auth,
      );
      expect(filtered.items).toMatchObject([
        { event_type: 'team.renamed', details: { from: 'Friday Testers', to: 'Audited' } },
      ]);
      expect((await call(app, 'GET', `${TEAMS}/${c.teamId}/audit-events`, c.member.auth)).status).toBe(403);
    });
  });

  describe('account deletion', () => {
    it('hands an owned team to the longest-standing captain and deletes the personal data', async () => {
      const c = await t.crew({ fresh: true });
      await must(app, 'POST', '/api/v1/tracker/personal-decks', c.owner.auth, { name: 'Mine' });
      const alone = await t.createTeam(c.owner, 'Solo');
      await seedTrackerRow(app, kind, alone);
      const admin = await app.signedIn('admin');
      expect((await call(app, 'DELETE', `/api/v1/users/${c.owner.id}`, admin.auth)).status).toBe(204);
      expect(await t.roleIn(c.teamId, c.member, c.captain.id)).toBe('owner');
      expect(await t.roleIn(c.teamId, c.member, c.captain2.id)).toBe('captain');
      expect(await t.roleIn(c.teamId, c.member, c.owner.id)).toBeNull();
      expect(await countOf(app, `select count(*) as n from personal_decks where owner_id = '${c.owner.id}'`)).toBe(0);
      expect(await countOf(app, `select count(*) as n from teams where id = '${alone}'`)).toBe(0);
      expect(await countOf(app, `select count(*) as n from personal_decks where owner_id = '${alone}'`)).toBe(0);
      const audit = await must<{ items: Json[] }>(app, 'GET', `${TEAMS}/${c.teamId}/audit-events`, c.captain.auth);
      expect(audit.items[0]).toMatchObject({
        event_type: 'team.ownership_transferred',
        user_id: c.captain.id,
        details: { reason: 'account_deleted' },
      });
    });

    it('keeps the team matches a deleted account played, with no player left', async () => {
      const c = await t.crew({ fresh: true });
      const team = await seedPlayerData(app, c.captain.auth, teamTracker(c.teamId));
      const played = await must<Json>(
        app,
        'POST',
        `${teamTracker(c.teamId)}/matches`,
        c.member.auth,
        matchBody(team.deckId, team.metaDeckId),
      );
      expect(played.player_id).toBe(c.member.id);
      const admin = await app.signedIn('admin');
      await must(app, 'DELETE', `/api/v1/users/${c.member.id}`, admin.auth);
      const matches = await must<Json[]>(app, 'GET', `${teamTracker(c.teamId)}/matches`, c.captain.auth);
      expect(matches.find((m) => m.id === played.id)).toMatchObject({ player_id: null });
      expect(matches).toHaveLength(2);
      expect(JSON.stringify(matches)).not.toContain(c.member.email);
    });

    it('passes a team without captains to its longest-standing member', async () => {
      const owner = await t.person();
      const teamId = await t.createTeam(owner);
      const viewer = await t.recruit(teamId, owner, 'viewer');
      const member = await t.recruit(teamId, owner, 'member');
      const admin = await app.signedIn('admin');
      await must(app, 'DELETE', `/api/v1/users/${owner.id}`, admin.auth);
      expect(await t.roleIn(teamId, viewer, member.id)).toBe('owner');
    });
  });

  describe('bad input', () => {
    it('answers 4xx with a JSON detail and writes nothing', async () => {
      const c = await t.crew();
      const before = await snapshot(c.teamId, c.owner);
      const cases: [string, string, Json | undefined, number][] = [
        ['GET', `${TEAMS}/not-a-uuid`, undefined, 422],
        ['PATCH', `${TEAMS}/${c.teamId}`, { name: '' }, 422],
        ['PATCH', `${TEAMS}/${c.teamId}`, { name: 'x'.repeat(101) }, 422],
        ['PATCH', `${TEAMS}/${c.teamId}`, { name: 'ok', extra: 1 }, 422],
        ['DELETE', `${TEAMS}/${c.teamId}/members/${GHOST}`, undefined, 404],
        ['DELETE', `${TEAMS}/${c.teamId}/members/not-a-uuid`, undefined, 422],
        ['PATCH', `${TEAMS}/${c.teamId}/members/${GHOST}`, { role: 'viewer' }, 404],
        ['PATCH', `${TEAMS}/${c.teamId}/members/${c.member.id}`, { role: 'owner' }, 422],
        ['PATCH', `${TEAMS}/${c.teamId}/members/${c.member.id}`, { role: 'boss' }, 422],
        ['PATCH', `${TEAMS}/${c.teamId}/members/${c.owner.id}`, { role: 'captain' }, 409],
        ['POST', `${TEAMS}/${c.teamId}/transfer`, { user_id: GHOST }, 404],
        ['POST', `${TEAMS}/${c.teamId}/invitations`, { email: 'not-an-email' }, 422],
        ['POST', `${TEAMS}/${c.teamId}/invitations`, { email: 'ok@example.com', role: 'owner' }, 422],
        ['DELETE', `${TEAMS}/${c.teamId}/invitations/${GHOST}`, undefined, 404],
        ['POST', `${TEAMS}/join`, { token: '' }, 422],
        ['POST', `${TEAMS}/join`, {}, 422],
        ['POST', `${TEAMS}/join`, { token: '\u0000' }, 422],
        ['POST', `${TEAMS}/join`, { token: 'x'.repeat(600) }, 422],
        ['POST', `${TEAMS}/join`, { token: 'malformed token!' }, 400],
      ];
      for (const [method, path, body, status] of cases) {
        const reply = await call<Json>(app, method, path, c.owner.auth, body);
        expect(reply.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(status);
        expect(reply.body.detail, `${method} ${path}`).toBeDefined();
      }
      expect(await snapshot(c.teamId, c.owner)).toEqual(before);
    });
  });
}
