import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { cookieFrom, loginFrom, sendFrom } from '../support/loopback-client.js';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

const WRONG = 'Wrong-Password-0!';
/** 127.0.0.<n>: Linux routes the whole 127/8 to loopback, so each is a different client address. */
const addr = (n: number) => `127.0.0.${n}`;

/**
 * Login limits over real HTTP from several loopback addresses, with the default limits:
 * failed logins count per account across every address, clients that logged in to the account
 * before keep getting in, and one address cannot spray many accounts.
 */
export function loginLimitsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true' } });
  });
  afterAll(async () => app?.close());

  /** 30 wrong passwords for `email`, 3 from each of 10 addresses starting at 127.0.0.<first>, interleaved. */
  async function distributedGuesses(email: string, first: number): Promise<Awaited<ReturnType<typeof loginFrom>>[]> {
    const answers = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 10; i += 1) answers.push(await loginFrom(addr(first + i), app.url, email, WRONG));
    }
    return answers;
  }

  /** Regression: the per-account limit was keyed by account and address, so each address got its own 10. */
  it('meets 30 wrong passwords for one account from 10 addresses with 429, Retry-After and a JSON detail before the 30th', async () => {
    const victim = await app.seedUser({ email: 'distributed@example.com' });
    const answers = await distributedGuesses(victim.email, 10);
    const statuses = answers.map((a) => a.status);
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThanOrEqual(0);
    expect(first429).toBeLessThan(29);
    expect(statuses.slice(0, first429).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(first429).every((s) => s === 429)).toBe(true);
    const blocked = answers[first429]!;
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.headers['content-type']).toContain('application/json');
    expect(blocked.body).toEqual({
      detail: expect.stringMatching(/^Too many requests; try again in \d+ s\.$/),
      code: 'RATE_LIMITED',
    });
  });

  it('lets a client that logged in before from the same address in with the right password during the cool-down; a never-seen one gets 429', async () => {
    const owner = await app.seedUser({ email: 'owner-by-address@example.com' });
    expect((await loginFrom(addr(2), app.url, owner.email, owner.password)).status).toBe(200);
    await distributedGuesses(owner.email, 20);
    expect((await loginFrom(addr(2), app.url, owner.email, owner.password)).status).toBe(200);
    const stranger = await loginFrom(addr(77), app.url, owner.email, owner.password);
    expect(stranger.status).toBe(429);
    expect(Number(stranger.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets a client that keeps its device cookie in from a new address during the cool-down', async () => {
    const owner = await app.seedUser({ email: 'owner-by-cookie@example.com' });
    const first = await loginFrom(addr(3), app.url, owner.email, owner.password);
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first, 'metagame_device');
    expect(cookie).toMatch(/^metagame_device=[A-Za-z0-9_-]{22,}$/);
    expect(String(first.headers['set-cookie'])).toMatch(/HttpOnly/i);
    await distributedGuesses(owner.email, 30);
    expect((await loginFrom(addr(78), app.url, owner.email, owner.password)).status).toBe(429);
    expect((await loginFrom(addr(79), app.url, owner.email, owner.password, cookie)).status).toBe(200);
    expect(
      (
        await loginFrom(
          addr(80),
          app.url,
          owner.email,
          owner.password,
          'metagame_device=not-a-device-this-account-has-seen-000',
        )
      ).status,
    ).toBe(429);
  });

  it('still holds a known client that keeps guessing to a limit of its own', async () => {
    const owner = await app.seedUser({ email: 'known-but-guessing@example.com' });
    expect((await loginFrom(addr(4), app.url, owner.email, owner.password)).status).toBe(200);
    const statuses = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await loginFrom(addr(4), app.url, owner.email, WRONG)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  /** Regression: 100 failed logins from one address, each for another account, never met a 429. */
  it('trips the per-address limit before 100 failures spread over different accounts', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 100 && !statuses.includes(429); i += 1) {
      statuses.push((await loginFrom(addr(99), app.url, `sprayed-${i}@example.com`, WRONG)).status);
    }
    expect(statuses.indexOf(429)).toBeGreaterThan(0);
    expect(statuses.indexOf(429)).toBeLessThan(99);
    // Each failure is one Argon2id verification (a dummy one: the accounts do not exist), ~50 of them
    // with the default limit: seconds on an idle machine, far more on a busy one.
  }, 180_000);

  it('validates the login form before any counter: malformed forms are 422 and never count', async () => {
    const owner = await app.seedUser({ email: 'malformed-first@example.com' });
    for (let i = 0; i < 60; i += 1) {
      const malformed = await sendFrom(addr(5), `${app.url}/api/v1/auth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          username: i % 2 ? 'not-an-email' : `${owner.email}\u0000`,
          password: WRONG,
        }).toString(),
      });
      expect(malformed.status).toBe(422);
    }
    expect((await loginFrom(addr(5), app.url, owner.email, DEFAULT_PASSWORD)).status).toBe(200);
  });
}
