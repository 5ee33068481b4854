import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

const FRONTEND = 'https://app.metagame.example';

function login(app: TestApp, username: string, password: string, from: string) {
  return fetch(`${app.url}/api/v1/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': from },
    body: new URLSearchParams({ username, password }),
  });
}

/** Abuse limits, headers and hostile input that every route shares. */
export function hardeningSuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: {
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_LOGIN_PER_ACCOUNT: '3/900',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '8/900',
        TRUST_PROXY: 'true',
        FRONTEND_BASE_URL: FRONTEND,
      },
    });
  });
  afterAll(async () => app?.close());

  describe('login failure limits', () => {
    /** Regression: the cool-down was per address, so spreading guesses over addresses escaped it. */
    it('cools an account down for every client that never logged in to it, with Retry-After; the owner’s address still gets in', async () => {
      const victim = await app.seedUser({ email: 'victim@example.com' });
      expect((await login(app, victim.email, DEFAULT_PASSWORD, '198.51.100.7')).status).toBe(200);
      for (const address of ['203.0.113.9', '203.0.113.10', '203.0.113.11'])
        expect((await login(app, victim.email, 'Wrong-Pass-000!', address)).status).toBe(401);
      const blocked = await login(app, victim.email, DEFAULT_PASSWORD, '203.0.113.12');
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await blocked.json()).toHaveProperty('detail');
      // The victim, from the address they logged in from before, still logs in.
      expect((await login(app, victim.email, DEFAULT_PASSWORD, '198.51.100.7')).status).toBe(200);
      app.clock.advance({ minutes: 16 });
      expect((await login(app, victim.email, DEFAULT_PASSWORD, '203.0.113.9')).status).toBe(200);
    });

    it('caps failures per address across accounts (password spraying)', async () => {
      for (let i = 0; i < 8; i += 1)
        expect((await login(app, `spray${i}@example.com`, 'Wrong-Pass-000!', '192.0.2.50')).status).toBe(401);
      expect((await login(app, 'spray-next@example.com', 'Wrong-Pass-000!', '192.0.2.50')).status).toBe(429);
    });

    /** A form the route refuses before reading a password is not a guess at one. */
    it('does not count malformed login forms as failures', async () => {
      const user = await app.seedUser({ email: 'malformed-forms@example.com' });
      for (let i = 0; i < 10; i += 1)
        expect((await login(app, `not-an-email-${i}`, 'Wrong-Pass-000!', '192.0.2.60')).status).toBe(422);
      expect((await login(app, user.email, DEFAULT_PASSWORD, '192.0.2.60')).status).toBe(200);
    });

    /** Validation comes before the limits: a malformed form says what is wrong with it. */
    it('answers a malformed login form 422, not 429, even from an address that is cooling down', async () => {
      for (let i = 0; i < 8; i += 1)
        expect((await login(app, `cooling${i}@example.com`, 'Wrong-Pass-000!', '192.0.2.70')).status).toBe(401);
      expect((await login(app, 'cooling-next@example.com', 'Wrong-Pass-000!', '192.0.2.70')).status).toBe(429);
      expect((await login(app, 'not-an-email', 'Wrong-Pass-000!', '192.0.2.70')).status).toBe(422);
    });
  });

  describe('headers', () => {
    it('sends security headers and no X-Powered-By', async () => {
      const res = await fetch(`${app.url}/`);
      expect(res.headers.get('x-powered-by')).toBeNull();
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-site');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=');
      expect(res.headers.get('vary')).toContain('Origin');
      // The same headers on an error response.
      const missing = await fetch(`${app.url}/no-such-route`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('allows CORS from the frontend origin only', async () => {
      const ok = await fetch(`${app.url}/api/v1/auth/me`, {
        method: 'OPTIONS',
        headers: {
          Origin: FRONTEND,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'authorization',
        },
      });
      expect(ok.headers.get('access-control-allow-origin')).toBe(FRONTEND);
      expect(ok.headers.get('access-control-allow-headers')).toContain('Authorization');
      const simple = await fetch(`${app.url}/`, { headers: { Origin: FRONTEND } });
      expect(simple.headers.get('access-control-allow-origin')).toBe(FRONTEND);
      expect(simple.headers.get('access-control-expose-headers')).toContain('X-Total-Count');
      // The frontend's login may keep its device cookie (clients that logged in before pass the lock-out).
      expect(ok.headers.get('access-control-allow-credentials')).toBe('true');
      const other = await fetch(`${app.url}/`, { headers: { Origin: 'https://evil.example' } });
      expect(other.headers.get('access-control-allow-origin')).toBeNull();
      const otherPreflight = await fetch(`${app.url}/api/v1/auth/me`, {
        method: 'OPTIONS',
        headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'GET' },
      });
      expect(otherPreflight.headers.get('access-control-allow-origin')).toBeNull();
    });
  });

  describe('hostile input', () => {
    it('answers a known path with the wrong method 405 with Allow, as JSON', async () => {
      const res = await fetch(`${app.url}/api/v1/auth/me`, { method: 'DELETE' });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toContain('GET');
      expect(await res.json()).toHaveProperty('detail');
    });

    it('answers malformed JSON 422 and an oversized body 413, never HTML', async () => {
      const me = await app.signedIn('admin');
      const malformed = await fetch(`${app.url}/api/v1/auth/register`, {
        method: 'POST',
        headers: { ...me.auth, 'Content-Type': 'application/json' },
        body: '{"email": ',
      });
      expect(malformed.status).toBe(422);
      expect(malformed.headers.get('content-type')).toContain('application/json');
      const huge = await fetch(`${app.url}/api/v1/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refresh_token: 'x'.repeat(2_000_000) }),
      });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ detail: 'Request body too large.', code: 'PAYLOAD_TOO_LARGE' });
    });

    /** Every string is stored as sent, so one that cannot be (invalid UTF-8) is refused at the edge. */
    it('answers a JSON body that is not valid UTF-8 with 400 and says so', async () => {
      const body = Buffer.concat([Buffer.from('{"refresh_token": "'), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
      const res = await fetch(`${app.url}/api/v1/auth/refresh`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'The request body is not valid UTF-8.', code: 'BAD_REQUEST' });
    });

    /** Every string is stored as sent, so one that cannot be (invalid UTF-8) is refused at the edge. */
    it('answers a form whose percent-encoding is not valid UTF-8 with 400 and says so', async () => {
      const res = await fetch(`${app.url}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'username=%FF@example.com&password=x',
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ detail: 'The request body is not valid UTF-8.', code: 'BAD_REQUEST' });
    });

    it('does not accept tokens from the query string', async () => {
      const me = await app.signedIn('user');
      const token = me.auth.Authorization.slice('Bearer '.length);
      expect((await fetch(`${app.url}/api/v1/auth/me?access_token=${token}`)).status).toBe(401);
      expect(
        (await fetch(`${app.url}/api/v1/auth/me`, { headers: { Authorization: `bearer   ${token}` } })).status,
      ).toBe(200);
    });
  });
}
