import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FOREIGN = 'https://decks.elsewhere.example';

/** `"name";r=2;t=60` → { name, r, t }: the members of a RateLimit field. */
function limits(field: string | null): { name: string; r: number; t: number }[] {
  expect(field).not.toBeNull();
  return field!.split(',').map((member) => {
    const [name, ...params] = member.trim().split(';');
    const value = (key: string) => Number(params.find((p) => p.startsWith(`${key}=`))!.slice(key.length + 1));
    return { name: JSON.parse(name!) as string, r: value('r'), t: value('t') };
  });
}

/**
 * Black-box suite of the anonymous card search and autocomplete limits per client address, and of
 * the RateLimit-Policy / RateLimit / Retry-After headers every limited route sends.
 */
export function rateLimitHeadersSuite(kind: DatabaseKind): void {
  let app: TestApp;
  const from = (address: string, path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers: { 'X-Forwarded-For': address, ...headers } });
  const search = (address: string, headers: Record<string, string> = {}) =>
    from(address, '/api/v1/cards/search?q=bolt', headers);

  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: {
        RATE_LIMIT_ENABLED: 'true',
        RATE_LIMIT_CARD_SEARCH_PER_ADDRESS: '3/60',
        RATE_LIMIT_CARD_AUTOCOMPLETE_PER_ADDRESS: '5/120',
        RATE_LIMIT_LOGIN_PER_ADDRESS: '7/900',
        TRUST_PROXY: 'true',
      },
    });
  });
  afterAll(async () => app?.close());

  describe('anonymous card search', () => {
    it('announces its policy and counts down what is left on every answer', async () => {
      const remaining: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await search('203.0.113.1');
        expect(res.status).toBe(200);
        expect(res.headers.get('ratelimit-policy')).toBe('"card-search";q=3;w=60');
        const [counter] = limits(res.headers.get('ratelimit'));
        expect(counter).toMatchObject({ name: 'card-search' });
        expect(counter!.t).toBeGreaterThan(0);
        expect(counter!.t).toBeLessThanOrEqual(60);
        remaining.push(counter!.r);
      }
      expect(remaining).toEqual([2, 1, 0]);
    });

    it('answers 429 with Retry-After and RateLimit once an address has used its quota, readable by any origin', async () => {
      for (let i = 0; i < 3; i++) expect((await search('203.0.113.2')).status).toBe(200);
      const refused = await search('203.0.113.2', { Origin: FOREIGN });
      expect(refused.status).toBe(429);
      expect(await refused.json()).toHaveProperty('detail');
      expect(refused.headers.get('access-control-allow-origin')).toBe('*');
      expect(refused.headers.get('ratelimit-policy')).toBe('"card-search";q=3;w=60');
      const [counter] = limits(refused.headers.get('ratelimit'));
      expect(counter!.r).toBe(0);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeGreaterThanOrEqual(counter!.t);
    });

    it('counts each address apart', async () => {
      for (let i = 0; i < 4; i++) await search('203.0.113.3');
      expect((await search('203.0.113.3')).status).toBe(429);
      const other = await search('203.0.113.4');
      expect(other.status).toBe(200);
      expect(limits(other.headers.get('ratelimit'))[0]!.r).toBe(2);
    });

    it('gives the quota back when the window ends', async () => {
      for (let i = 0; i < 4; i++) await search('203.0.113.5');
      expect((await search('203.0.113.5')).status).toBe(429);
      app.clock.advance({ seconds: 61 });
      const res = await search('203.0.113.5');
      expect(res.status).toBe(200);
      expect(limits(res.headers.get('ratelimit'))[0]).toMatchObject({ r: 2, t: 60 });
    });

    it('counts malformed searches too, and tells so on their 422', async () => {
      const res = await from('203.0.113.6', '/api/v1/cards/search?q=mv%3E%3D');
      expect(res.status).toBe(422);
      expect(limits(res.headers.get('ratelimit'))[0]!.r).toBe(2);
    });
  });

  describe('anonymous autocomplete', () => {
    it('has a quota of its own, apart from search', async () => {
      for (let i = 0; i < 3; i++) await search('203.0.113.7');
      const res = await from('203.0.113.7', '/api/v1/cards/autocomplete?q=bo');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit-policy')).toBe('"card-autocomplete";q=5;w=120');
      expect(limits(res.headers.get('ratelimit'))[0]).toMatchObject({ name: 'card-autocomplete', r: 4 });
    });

    it('answers 429 over its quota', async () => {
      for (let i = 0; i < 5; i++)
        expect((await from('203.0.113.8', '/api/v1/cards/autocomplete?q=bo')).status).toBe(200);
      const refused = await from('203.0.113.8', '/api/v1/cards/autocomplete?q=bo');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    });
  });

  describe('other routes', () => {
    it('sends no RateLimit headers where nothing is limited', async () => {
      const res = await from('203.0.113.9', '/api/v1/sets/');
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
      expect(res.headers.get('ratelimit-policy')).toBeNull();
    });

    it('announces a failed login’s counters, and hands a successful login’s back', async () => {
      const user = await app.seedUser({ email: 'ratelimit-headers@example.com' });
      const login = (password: string) =>
        fetch(`${app.url}/api/v1/auth/token`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '198.51.100.20' },
          body: new URLSearchParams({ username: user.email, password }),
        });
      const failed = await login('Wrong-Pass-000!');
      expect(failed.status).toBe(401);
      expect(failed.headers.get('ratelimit-policy')).toContain('"login-address";q=7;w=900');
      const byName = new Map(limits(failed.headers.get('ratelimit')).map((c) => [c.name, c.r]));
      expect(byName.get('login-address')).toBe(6);
      const succeeded = await login(user.password);
      expect(succeeded.status).toBe(200);
      expect(new Map(limits(succeeded.headers.get('ratelimit')).map((c) => [c.name, c.r])).get('login-address')).toBe(
        6,
      );
    });
  });
}

/** With RATE_LIMIT_ENABLED=false nothing is limited, so nothing announces a limit. */
export function rateLimitsOffSuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: { RATE_LIMIT_ENABLED: 'false', RATE_LIMIT_CARD_SEARCH_PER_ADDRESS: '1/60' },
    });
  });
  afterAll(async () => app?.close());

  it('neither refuses nor announces a limit', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${app.url}/api/v1/cards/search?q=bolt`);
      expect(res.status).toBe(200);
      expect(res.headers.get('ratelimit')).toBeNull();
      expect(res.headers.get('ratelimit-policy')).toBeNull();
    }
  });
}
