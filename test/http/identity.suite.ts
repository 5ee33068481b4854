import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { decodeJwt, forgeJwt } from '../support/jwt-forge.js';
import { DEFAULT_PASSWORD, startTestApp, TEST_SECRET_KEY, type TestApp } from '../support/test-app.js';

const form = (fields: Record<string, string>) => ({
  body: fields as { username: string; password: string },
  bodySerializer: (body: unknown) => new URLSearchParams(body as Record<string, string>),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Black-box identity suite: login, refresh, logout, registration and access checks, speaking only HTTP. */
export function identitySuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
  });
  afterAll(async () => app?.close());

  describe('service routes', () => {
    it('answers GET / and GET /health with 200', async () => {
      expect((await app.api.GET('/')).response.status).toBe(200);
      const health = await app.api.GET('/health');
      expect(health.response.status).toBe(200);
      expect(health.data).toEqual({ status: 'ok', database: 'ok', writes: 'ok' });
    });

    it('answers unknown routes with a JSON 404', async () => {
      const res = await fetch(`${app.url}/nowhere`);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toContain('application/json');
      expect(await res.json()).toHaveProperty('detail');
    });
  });

  describe('POST /auth/token', () => {
    it('logs in with the form body and returns a bearer pair with sub, role, email, tkv, type, exp', async () => {
      const user = await app.seedUser({ email: 'Login.Case@Example.com', role: 'role_c' });
      const { data, response } = await app.api.POST(
        '/api/v1/auth/token',
        form({ username: 'login.case@example.COM', password: DEFAULT_PASSWORD }),
      );
      expect(response.status).toBe(200);
      if (!data || !('access_token' in data)) throw new Error('expected a token pair');
      expect(data.token_type).toBe('bearer');
      const claims = decodeJwt(data.access_token);
      expect(claims).toMatchObject({
        sub: user.id,
        role: 'role_c',
        email: 'login.case@example.com',
        tkv: 0,
        type: 'access',
      });
      expect(decodeJwt(data.refresh_token)).toMatchObject({ type: 'refresh' });
      expect(Number(claims.exp) - Date.now() / 1000).toBeGreaterThan(29 * 60);
    });

    it('answers the same 401 Invalid credentials. for an unknown email, a wrong password and an inactive account', async () => {
      await app.seedUser({ email: 'inactive@example.com', isActive: false });
      await app.seedUser({ email: 'active@example.com' });
      for (const [username, password] of [
        ['ghost@example.com', DEFAULT_PASSWORD],
        ['active@example.com', 'Wrong-Password-1!'],
        ['inactive@example.com', DEFAULT_PASSWORD],
      ] as const) {
        const { error, response } = await app.api.POST('/api/v1/auth/token', form({ username, password }));
        expect(response.status).toBe(401);
        expect(error).toEqual({ detail: 'Invalid credentials.', code: 'INVALID_CREDENTIALS' });
      }
    });

    it('answers 401, not 500, when the stored hash is malformed', async () => {
      const user = await app.seedUser({ email: 'broken-hash@example.com' });
      await app.runtime.orm.em
        .fork()
        .getConnection()
        .execute(`update users set hashed_password = 'garbage' where id = '${user.id}'`);
      const { response } = await app.api.POST(
        '/api/v1/auth/token',
        form({ username: user.email, password: DEFAULT_PASSWORD }),
      );
      expect(response.status).toBe(401);
    });

    /** The login form is validated like a JSON body: a bad field is a 422 naming it, never a failed login. */
    it('answers 422 with field detail for a username that is not an email address', async () => {
      const { error, response } = await app.api.POST(
        '/api/v1/auth/token',
        form({ username: 'not-an-email', password: DEFAULT_PASSWORD }),
      );
      expect(response.status).toBe(422);
      expect(error).toEqual({
        detail: [{ loc: ['body', 'username'], msg: 'Must be an email address.', type: 'invalid_format' }],
        code: 'REQUEST_VALIDATION_FAILED',
      });
    });

    it('logs in an account whose email has no top-level domain (create-admin does not check the shape)', async () => {
      const user = await app.seedUser({ email: 'ops@localhost' });
      const { response } = await app.api.POST(
        '/api/v1/auth/token',
        form({ username: user.email, password: DEFAULT_PASSWORD }),
      );
      expect(response.status).toBe(200);
    });

    it('answers 422 when the form fields are missing', async () => {
      const res = await fetch(`${app.url}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(422);
      const body = (await res.json()) as { detail: { loc: string[] }[] };
      expect(body.detail.map((d) => d.loc.join('.'))).toEqual(
        expect.arrayContaining(['body.username', 'body.password']),
      );
    });
  });

  describe('protected requests', () => {
    it('GET /auth/me returns the caller without any password field', async () => {
      const me = await app.signedIn('user');
      const { data, response } = await app.api.GET('/api/v1/auth/me', { headers: me.auth });
      expect(response.status).toBe(200);
      expect(data).toMatchObject({ id: me.id, email: me.email, role: 'user', is_active: true, is_verified: true });
      expect(JSON.stringify(data)).not.toMatch(/password/i);
    });

    it('rejects missing, malformed, forged, alg-none, algorithm-swapped, expired and wrong-type tokens with 401', async () => {
      const me = await app.signedIn('user');
      const tokens = await app.login(me.email, me.password);
      const claims = decodeJwt(tokens.access_token);
      const now = Math.floor(app.clock.now().getTime() / 1000);
      const exp = now + 600;
      const bad: Record<string, Record<string, string>> = {
        missing: {},
        'not a jwt': bearer('not-a-jwt'),
        'wrong scheme': { Authorization: `Basic ${tokens.access_token}` },
        'wrong signature': bearer(forgeJwt({ ...claims, exp })),
        'alg none': bearer(forgeJwt({ ...claims, exp }, { alg: 'none' })),
        'signed with a rotated-out key': bearer(
          forgeJwt({ ...claims, exp }, { secret: 'the-previous-secret-key-0123456789' }),
        ),
        'alg HS512 with the right key': bearer(forgeJwt({ ...claims, exp }, { alg: 'HS512', secret: TEST_SECRET_KEY })),
        expired: bearer(forgeJwt({ ...claims, exp: now }, { secret: TEST_SECRET_KEY })),
        'refresh token': bearer(tokens.refresh_token),
        'unknown user': bearer(
          forgeJwt({ ...claims, sub: '00000000-0000-4000-8000-000000000000', exp }, { secret: TEST_SECRET_KEY }),
        ),
      };
      for (const [name, headers] of Object.entries(bad)) {
        const { response } = await app.api.GET('/api/v1/auth/me', { headers });
        expect(response.status, name).toBe(401);
      }
      const good = forgeJwt({ ...claims, exp }, { secret: TEST_SECRET_KEY });
      expect((await app.api.GET('/api/v1/auth/me', { headers: bearer(good) })).response.status).toBe(200);
    });

    it('rejects a token once the clock passes its expiry', async () => {
      const me = await app.signedIn('user');
      app.clock.advance({ minutes: 31 });
      try {
        expect((await app.api.GET('/api/v1/auth/me', { headers: me.auth })).response.status).toBe(401);
      } finally {
        app.clock.advance({ minutes: -31 });
      }
    });

    it('rejects tokens of a deleted or deactivated user', async () => {
      const admin = await app.signedIn('admin');
      const victim = await app.signedIn('user');
      const other = await app.signedIn('user');
      await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id: victim.id } },
        body: { is_active: false },
        headers: admin.auth,
      });
      expect((await app.api.GET('/api/v1/auth/me', { headers: victim.auth })).response.status).toBe(401);
      await app.api.DELETE('/api/v1/users/{id}', { params: { path: { id: other.id } }, headers: admin.auth });
      expect((await app.api.GET('/api/v1/auth/me', { headers: other.auth })).response.status).toBe(401);
    });
  });

  describe('refresh and logout', () => {
    it('rotates the pair within its session and rejects a replay of the old refresh token', async () => {
      const me = await app.signedIn('user');
      const first = await app.login(me.email, me.password);
      const rotated = await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } });
      expect(rotated.response.status).toBe(200);
      // A refresh no longer bumps token_version (that would sign every other device out): the
      // session moves to its next refresh generation instead.
      expect(decodeJwt(rotated.data!.access_token)).toMatchObject({
        tkv: 0,
        sid: decodeJwt(first.access_token).sid,
        gen: 1,
      });
      expect(
        (await app.api.GET('/api/v1/auth/me', { headers: bearer(rotated.data!.access_token) })).response.status,
      ).toBe(200);
      expect(
        (await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: first.refresh_token } })).response.status,
      ).toBe(401);
      expect(
        (await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: rotated.data!.access_token } })).response
          .status,
      ).toBe(401);
    });

    it('leaves no usable token when refresh and logout race', async () => {
      for (let round = 0; round < 5; round += 1) {
        const me = await app.signedIn('user');
        const tokens = await app.login(me.email, me.password);
        const [refreshed] = await Promise.all([
          app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: tokens.refresh_token } }),
          app.api.POST('/api/v1/auth/logout', { headers: bearer(tokens.access_token) }),
        ]);
        const survivors = [tokens.access_token, ...(refreshed.data ? [refreshed.data.access_token] : [])];
        for (const token of survivors)
          expect((await app.api.GET('/api/v1/auth/me', { headers: bearer(token) })).response.status).toBe(401);
      }
    });

    it('logout revokes every earlier access and refresh token at once', async () => {
      const me = await app.signedIn('user');
      const tokens = await app.login(me.email, me.password);
      expect(
        (await app.api.POST('/api/v1/auth/logout', { headers: bearer(tokens.access_token) })).response.status,
      ).toBe(204);
      expect((await app.api.GET('/api/v1/auth/me', { headers: me.auth })).response.status).toBe(401);
      expect(
        (await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: tokens.refresh_token } })).response.status,
      ).toBe(401);
    });
  });

  describe('POST /auth/register', () => {
    const body = (email: string) => ({
      email,
      password: 'Another-Pass-456!',
      role: 'ml_developer' as const,
      is_verified: true,
      display_name: 'Dev',
    });

    it('lets an admin create an account with any role (201)', async () => {
      const admin = await app.signedIn('admin');
      const { data, response } = await app.api.POST('/api/v1/auth/register', {
        body: body('Dev@Example.com'),
        headers: admin.auth,
      });
      expect(response.status).toBe(201);
      expect(data).toMatchObject({
        email: 'dev@example.com',
        role: 'ml_developer',
        is_verified: true,
        is_active: true,
        display_name: 'Dev',
      });
      expect((await app.login('dev@example.com', 'Another-Pass-456!')).access_token).toBeTruthy();
    });

    it('answers 409 for a taken email, whatever its case', async () => {
      const admin = await app.signedIn('admin');
      await app.api.POST('/api/v1/auth/register', { body: body('taken@example.com'), headers: admin.auth });
      const { error, response } = await app.api.POST('/api/v1/auth/register', {
        body: body('TAKEN@example.com'),
        headers: admin.auth,
      });
      expect(response.status).toBe(409);
      expect(error).toHaveProperty('detail');
    });

    it('answers 401 anonymous, 403 Insufficient permissions. below admin', async () => {
      expect((await app.api.POST('/api/v1/auth/register', { body: body('x1@example.com') })).response.status).toBe(401);
      for (const role of ['user', 'role_c', 'ml_developer'] as const) {
        const caller = await app.signedIn(role);
        const { error, response } = await app.api.POST('/api/v1/auth/register', {
          body: body(`x-${role}@example.com`),
          headers: caller.auth,
        });
        expect(response.status).toBe(403);
        expect(error).toEqual({ detail: 'Insufficient permissions.', code: 'INSUFFICIENT_PERMISSIONS' });
      }
    });

    it('answers 422 for unknown fields and for a weak password, naming the rule', async () => {
      const admin = await app.signedIn('admin');
      const extra = await fetch(`${app.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { ...admin.auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...body('extra@example.com'), token_version: 9 }),
      });
      expect(extra.status).toBe(422);
      const weak = await app.api.POST('/api/v1/auth/register', {
        body: { ...body('weak@example.com'), password: 'alllowercase123!' },
        headers: admin.auth,
      });
      expect(weak.response.status).toBe(422);
      expect(JSON.stringify(weak.error)).toContain(
        'At least 12 characters with 1 uppercase, 1 lowercase, 1 digit and 1 symbol',
      );
    });
  });

  describe('account management', () => {
    it('changes the password with the current one and revokes older tokens', async () => {
      const me = await app.signedIn('user');
      const wrong = await app.api.POST('/api/v1/auth/change-password', {
        body: { current_password: 'nope', new_password: 'Brand-New-Pass-1!' },
        headers: me.auth,
      });
      expect(wrong.response.status).toBe(400);
      const { data, response } = await app.api.POST('/api/v1/auth/change-password', {
        body: { current_password: me.password, new_password: 'Brand-New-Pass-1!' },
        headers: me.auth,
      });
      expect(response.status).toBe(200);
      expect((await app.api.GET('/api/v1/auth/me', { headers: me.auth })).response.status).toBe(401);
      expect((await app.api.GET('/api/v1/auth/me', { headers: bearer(data!.access_token) })).response.status).toBe(200);
      expect((await app.login(me.email, 'Brand-New-Pass-1!')).access_token).toBeTruthy();
    });

    it('lets an admin list, read, re-role and delete users; a role change revokes tokens', async () => {
      const admin = await app.signedIn('admin');
      const target = await app.signedIn('user');
      const list = await app.api.GET('/api/v1/users', { params: { query: { limit: 200 } }, headers: admin.auth });
      expect(list.data?.items.map((u) => u.id)).toContain(target.id);
      expect(
        (await app.api.GET('/api/v1/users/{id}', { params: { path: { id: target.id } }, headers: admin.auth })).data
          ?.email,
      ).toBe(target.email);
      const patched = await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id: target.id } },
        body: { role: 'role_c' },
        headers: admin.auth,
      });
      expect(patched.data?.role).toBe('role_c');
      expect((await app.api.GET('/api/v1/auth/me', { headers: target.auth })).response.status).toBe(401);
      const self = await app.api.PATCH('/api/v1/users/{id}', {
        params: { path: { id: admin.id } },
        body: { role: 'user' },
        headers: admin.auth,
      });
      expect(self.response.status).toBe(403);
      expect(
        (await app.api.DELETE('/api/v1/users/{id}', { params: { path: { id: target.id } }, headers: admin.auth }))
          .response.status,
      ).toBe(204);
      expect(
        (await app.api.GET('/api/v1/users/{id}', { params: { path: { id: target.id } }, headers: admin.auth })).response
          .status,
      ).toBe(404);
      const bad = await fetch(`${app.url}/api/v1/users/not-a-uuid`, { headers: admin.auth });
      expect(bad.status).toBe(422);
    });
  });

  describe('logging', () => {
    it('never writes a password, hash or token to the log', async () => {
      const me = await app.signedIn('user');
      const tokens = await app.login(me.email, me.password);
      await app.api.GET('/api/v1/auth/me', { headers: bearer(tokens.access_token) });
      await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: tokens.refresh_token } });
      const logs = app.logs.text();
      expect(logs).toContain('/api/v1/auth/me');
      for (const secret of [me.password, tokens.access_token, tokens.refresh_token, TEST_SECRET_KEY, '$argon2id$']) {
        expect(logs).not.toContain(secret);
      }
    });
  });
}
