import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { decodeJwt } from '../support/jwt-forge.js';
import { DEFAULT_PASSWORD, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/test-app.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
type Pair = { access_token: string; refresh_token: string };

/**
 * Per-device sessions and the audit trail over HTTP: black-box, speaking only HTTP and
 * reading the audit trail through its routes.
 */
export function sessionsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let admin: Awaited<ReturnType<TestApp['signedIn']>>;
  beforeAll(async () => {
    app = await startTestApp(kind);
    admin = await app.signedIn('admin');
  });
  afterAll(async () => app?.close());

  const me = (pair: Pair) => app.api.GET('/api/v1/auth/me', { headers: bearer(pair.access_token) });
  const refresh = (pair: Pair) => app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: pair.refresh_token } });
  const sessions = (pair: Pair) => app.api.GET('/api/v1/auth/sessions', { headers: bearer(pair.access_token) });
  const auditOf = async (userId: string, eventType?: string) => {
    const query = { user_id: userId, limit: 200, ...(eventType ? { event_type: eventType } : {}) };
    const { data, response } = await app.api.GET('/api/v1/audit-events', {
      params: { query: query as never },
      headers: admin.auth,
    });
    expect(response.status).toBe(200);
    return data!.items;
  };

  describe('sessions', () => {
    it('keeps two devices signed in across each other’s refreshes', async () => {
      const user = await app.seedUser({ email: 'two-devices@example.com' });
      let phone: Pair = await app.login(user.email, user.password);
      let laptop: Pair = await app.login(user.email, user.password);
      expect(decodeJwt(phone.access_token).sid).not.toBe(decodeJwt(laptop.access_token).sid);
      for (let round = 0; round < 3; round += 1) {
        const p = await refresh(phone);
        expect(p.response.status).toBe(200);
        phone = p.data!;
        expect((await me(laptop)).response.status).toBe(200);
        const l = await refresh(laptop);
        expect(l.response.status).toBe(200);
        laptop = l.data!;
        expect((await me(phone)).response.status).toBe(200);
      }
    });

    it('ends only the replayed session when a used refresh token comes back (reuse detection), and records it', async () => {
      const user = await app.seedUser({ email: 'reuse@example.com' });
      const stolen: Pair = await app.login(user.email, user.password);
      const other: Pair = await app.login(user.email, user.password);
      const rotated = (await refresh(stolen)).data!;
      expect((await refresh(stolen)).response.status).toBe(401);
      // The whole session is over: the pair the legitimate refresh produced dies at once too.
      expect((await me(rotated)).response.status).toBe(401);
      expect((await refresh(rotated)).response.status).toBe(401);
      expect((await me(other)).response.status).toBe(200);
      expect((await refresh(other)).response.status).toBe(200);
      const [reuse] = await auditOf(user.id, 'refresh.reuse_detected');
      expect(reuse).toMatchObject({
        user_id: user.id,
        session_id: decodeJwt(stolen.access_token).sid,
        details: { presented_generation: 0, current_generation: 1 },
      });
    });

    it('lists the caller’s sessions, marks the current one, and ends one or every other at once', async () => {
      const user = await app.seedUser({ email: 'list-sessions@example.com' });
      const a: Pair = await app.login(user.email, user.password);
      const b: Pair = await app.login(user.email, user.password);
      const c: Pair = await app.login(user.email, user.password);
      const listed = await sessions(a);
      expect(listed.response.status).toBe(200);
      expect(listed.data).toHaveLength(3);
      const current = listed.data!.find((s) => s.current)!;
      expect(current.id).toBe(decodeJwt(a.access_token).sid);
      expect(current).toMatchObject({ ip_address: '127.0.0.1', user_agent: expect.any(String) });
      expect(listed.data!.filter((s) => s.current)).toHaveLength(1);

      const bSid = String(decodeJwt(b.access_token).sid);
      expect(
        (
          await app.api.DELETE('/api/v1/auth/sessions/{id}', {
            params: { path: { id: bSid } },
            headers: bearer(a.access_token),
          })
        ).response.status,
      ).toBe(204);
      expect((await me(b)).response.status).toBe(401);
      expect((await refresh(b)).response.status).toBe(401);
      expect(
        (
          await app.api.DELETE('/api/v1/auth/sessions/{id}', {
            params: { path: { id: bSid } },
            headers: bearer(a.access_token),
          })
        ).response.status,
      ).toBe(404);

      const ended = await app.api.POST('/api/v1/auth/sessions/end-others', { headers: bearer(a.access_token) });
      expect(ended.data).toEqual({ ended: 1 });
      expect((await me(c)).response.status).toBe(401);
      expect((await me(a)).response.status).toBe(200);
      expect((await sessions(a)).data!.map((s) => s.id)).toEqual([current.id]);
    });

    it('answers 404 for another user’s session and leaves it alive', async () => {
      const owner = await app.seedUser({ email: 'session-owner@example.com' });
      const intruder = await app.signedIn('user');
      const pair: Pair = await app.login(owner.email, owner.password);
      const sid = String(decodeJwt(pair.access_token).sid);
      const answer = await app.api.DELETE('/api/v1/auth/sessions/{id}', {
        params: { path: { id: sid } },
        headers: intruder.auth,
      });
      expect(answer.response.status).toBe(404);
      expect((await me(pair)).response.status).toBe(200);
    });

    it('logout still ends every session (token_version stays the sign-out-everywhere switch)', async () => {
      const user = await app.seedUser({ email: 'logout-all@example.com' });
      const a: Pair = await app.login(user.email, user.password);
      const b: Pair = await app.login(user.email, user.password);
      expect((await app.api.POST('/api/v1/auth/logout', { headers: bearer(a.access_token) })).response.status).toBe(
        204,
      );
      for (const pair of [a, b]) {
        expect((await me(pair)).response.status).toBe(401);
        expect((await refresh(pair)).response.status).toBe(401);
      }
      const fresh: Pair = await app.login(user.email, user.password);
      expect((await sessions(fresh)).data).toHaveLength(1);
    });
  });

  describe('audit trail', () => {
    it('records login success and failure with a reason class, never the password', async () => {
      const user = await app.seedUser({ email: 'audited-login@example.com' });
      await app.api.POST('/api/v1/auth/token', loginForm(user.email, 'Not-The-Password-1!'));
      await app.login(user.email, user.password);
      const events = await auditOf(user.id);
      expect(events.map((e) => e.event_type)).toEqual(['login.succeeded', 'login.failed', 'account.registered']);
      expect(events[1]).toMatchObject({
        email: user.email,
        ip_address: '127.0.0.1',
        details: { reason: 'wrong_password' },
      });
      expect(events[0]?.session_id).toEqual(expect.any(String));
    });

    it('records logout, session ends, password change, role change, (de)activation, deletion and admin registration', async () => {
      const created = await app.api.POST('/api/v1/auth/register', {
        body: { email: 'audited-admin-ops@example.com', password: DEFAULT_PASSWORD, role: 'user', is_verified: true },
        headers: admin.auth,
      });
      const id = created.data!.id;
      const a: Pair = await app.login('audited-admin-ops@example.com', DEFAULT_PASSWORD);
      const b: Pair = await app.login('audited-admin-ops@example.com', DEFAULT_PASSWORD);
      await app.api.DELETE('/api/v1/auth/sessions/{id}', {
        params: { path: { id: String(decodeJwt(b.access_token).sid) } },
        headers: bearer(a.access_token),
      });
      await app.api.POST('/api/v1/auth/sessions/end-others', { headers: bearer(a.access_token) });
      const changed = await app.api.POST('/api/v1/auth/change-password', {
        body: { current_password: DEFAULT_PASSWORD, new_password: 'Changed-Pass-123!' },
        headers: bearer(a.access_token),
      });
      await app.api.POST('/api/v1/auth/logout', { headers: bearer(changed.data!.access_token) });
      await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id } },
        body: { role: 'role_c' },
        headers: admin.auth,
      });
      await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id } },
        body: { is_active: false },
        headers: admin.auth,
      });
      await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id } },
        body: { is_active: true },
        headers: admin.auth,
      });
      await app.api.DELETE('/api/v1/users/{id}', { params: { path: { id } }, headers: admin.auth });
      const events = await auditOf(id);
      expect(events.map((e) => e.event_type).reverse()).toEqual([
        'account.registered',
        'login.succeeded',
        'login.succeeded',
        'session.ended',
        'sessions.others_ended',
        'password.changed',
        'logout',
        'role.changed',
        'account.deactivated',
        'account.activated',
        'account.deleted',
      ]);
      const byType = Object.fromEntries(events.map((e) => [e.event_type, e]));
      expect(byType['account.registered']).toMatchObject({
        actor_id: admin.id,
        details: { role: 'user', via: 'admin' },
      });
      expect(byType['role.changed']).toMatchObject({ actor_id: admin.id, details: { from: 'user', to: 'role_c' } });
      expect(byType['account.deleted']).toMatchObject({ actor_id: admin.id, email: 'audited-admin-ops@example.com' });
    });

    it('never holds a password, token, code or hash in any row', async () => {
      const user = await app.seedUser({ email: 'no-secrets@example.com' });
      const pair: Pair = await app.login(user.email, user.password);
      const rotated = (await refresh(pair)).data!;
      await refresh(pair);
      await app.api.POST('/api/v1/auth/token', loginForm(user.email, 'Guessed-Secret-9!'));
      await app.api.POST('/api/v1/auth/change-password', {
        body: { current_password: user.password, new_password: 'Secret-New-Pass-7!' },
        headers: bearer(rotated.access_token),
      });
      const everything = JSON.stringify(
        (await app.api.GET('/api/v1/audit-events', { params: { query: { limit: 200 } }, headers: admin.auth })).data,
      );
      expect(everything).toContain('no-secrets@example.com');
      for (const secret of [
        user.password,
        'Guessed-Secret-9!',
        'Secret-New-Pass-7!',
        pair.access_token,
        pair.refresh_token,
        rotated.refresh_token,
        TEST_SECRET_KEY,
        '$argon2',
        'metagame_device',
      ]) {
        expect(everything).not.toContain(secret);
      }
      for (const token of [pair.refresh_token, rotated.refresh_token])
        expect(everything).not.toContain(token.split('.')[2]!);
    });

    it('lets a user read their own trail only, and an admin filter by type and time range with pagination', async () => {
      const user = await app.seedUser({ email: 'own-trail@example.com' });
      const pair: Pair = await app.login(user.email, user.password);
      const own = await app.api.GET('/api/v1/auth/audit-events', { headers: bearer(pair.access_token) });
      expect(own.response.status).toBe(200);
      expect(own.data!.items.every((e) => e.user_id === user.id)).toBe(true);
      expect(own.data!.total).toBe(2);
      expect((await app.api.GET('/api/v1/audit-events', { headers: bearer(pair.access_token) })).response.status).toBe(
        403,
      );

      const firstPage = await app.api.GET('/api/v1/audit-events', {
        params: { query: { event_type: 'login.succeeded', limit: 2 } },
        headers: admin.auth,
      });
      expect(firstPage.data!.items).toHaveLength(2);
      expect(firstPage.data!.items.every((e) => e.event_type === 'login.succeeded')).toBe(true);
      const secondPage = await app.api.GET('/api/v1/audit-events', {
        params: { query: { event_type: 'login.succeeded', limit: 2, offset: 2 } },
        headers: admin.auth,
      });
      expect(secondPage.data!.total).toBe(firstPage.data!.total);
      expect(secondPage.data!.items.map((e) => e.id)).not.toContain(firstPage.data!.items[0]!.id);

      const later = new Date(app.clock.now().getTime() + 60_000).toISOString();
      const none = await app.api.GET('/api/v1/audit-events', {
        params: { query: { from: later } },
        headers: admin.auth,
      });
      expect(none.data!.total).toBe(0);
      const upTo = await app.api.GET('/api/v1/audit-events', {
        params: { query: { to: later, user_id: user.id } },
        headers: admin.auth,
      });
      expect(upTo.data!.total).toBe(2);
      const bad = await app.api.GET('/api/v1/audit-events', {
        params: { query: { event_type: 'no.such.event' as never } },
        headers: admin.auth,
      });
      expect(bad.response.status).toBe(422);
    });

    it('leaves no row when the change fails (an unknown account)', async () => {
      const missing = '00000000-0000-4000-8000-00000000f00d';
      expect(
        (
          await app.api.PATCH('/api/v1/users/{id}', {
            params: { path: { id: missing } },
            body: { role: 'admin' },
            headers: admin.auth,
          })
        ).response.status,
      ).toBe(404);
      expect(
        (await app.api.DELETE('/api/v1/users/{id}', { params: { path: { id: missing } }, headers: admin.auth }))
          .response.status,
      ).toBe(404);
      expect(await auditOf(missing)).toEqual([]);
    });
  });
}

function loginForm(username: string, password: string) {
  return {
    body: { username, password },
    bodySerializer: (body: unknown) => new URLSearchParams(body as Record<string, string>),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  };
}
