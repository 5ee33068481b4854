import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { fromBase32, totpAt } from './totp-helpers.js';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** On a step boundary, so "30 s later" is exactly the next step. */
const T0 = new Date('2026-06-01T12:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/**
 * Black-box TOTP with the app's controllable clock: enrolment, login challenge, drift, replay,
 * recovery codes, disable.
 */
export function totpSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    const env = { RATE_LIMIT_SECOND_FACTOR_PER_ADDRESS: '1000/900' };
    app = await startTestApp(kind, { env });
    strict = await startTestApp(kind, { env: { ...env, TOTP_REQUIRED_FOR_ADMINS: 'true' } });
  });
  afterAll(async () => {
    await app?.close();
    await strict?.close();
  });
  beforeEach(() => {
    app.clock.set(T0);
    strict.clock.set(T0);
  });

  const tokenCall = (target: TestApp, email: string, password: string) =>
    target.api.POST('/api/v1/auth/token', {
      body: { username: email, password },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
  const secondStep = (target: TestApp, challenge_token: string, code: string) =>
    target.api.POST('/api/v1/auth/token/totp', { body: { challenge_token, code } });
  /** A signed-in user with TOTP on: their secret and recovery codes. */
  const enrolled = async (email: string) => {
    const user = await app.signedIn('user', email);
    const { data: enrolment, response } = await app.api.POST('/api/v1/auth/totp/enrol', { headers: user.auth });
    expect(response.status).toBe(200);
    const confirmed = await app.api.POST('/api/v1/auth/totp/confirm', {
      body: { code: totpAt(enrolment!.secret, T0) },
      headers: user.auth,
    });
    expect(confirmed.response.status).toBe(200);
    return { ...user, secret: enrolment!.secret, recoveryCodes: confirmed.data!.recovery_codes };
  };
  const challengeFor = async (target: TestApp, email: string, password: string) => {
    const { data, response } = await tokenCall(target, email, password);
    expect(response.status).toBe(200);
    expect(data).toMatchObject({
      challenge_type: expect.any(String) as unknown,
      challenge_token: expect.any(String) as unknown,
    });
    expect(data).not.toHaveProperty('access_token');
    return data as { challenge_type: string; challenge_token: string; secret?: string; otpauth_uri?: string };
  };

  it('leaves the password login unchanged for an account without TOTP: a token pair, nothing else', async () => {
    const user = await app.seedUser({ email: 'plain@example.com' });
    const { data, response } = await tokenCall(app, user.email, user.password);
    expect(response.status).toBe(200);
    expect(Object.keys(data!).sort()).toEqual(['access_token', 'refresh_token', 'token_type']);
  });

  it('enrols with a secret and an otpauth URI, confirms with a code and hands out ten recovery codes; the secret is not stored in the clear', async () => {
    const user = await app.signedIn('user', 'enrolling@example.com');
    const status = async () => (await app.api.GET('/api/v1/auth/totp', { headers: user.auth })).data;
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });
    const { data } = await app.api.POST('/api/v1/auth/totp/enrol', { headers: user.auth });
    // Pending until a code confirms it.
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });
    expect(data!.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(fromBase32(data!.secret)).toHaveLength(20);
    const uri = new URL(data!.otpauth_uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')?.replace(/=+$/, '')).toBe(data!.secret);
    expect(uri.searchParams.get('issuer')).toBe('Metagame');
    expect(
      (
        await app.api.POST('/api/v1/auth/totp/confirm', {
          body: { code: '000000' === totpAt(data!.secret, T0) ? '111111' : '000000' },
          headers: user.auth,
        })
      ).response.status,
    ).toBe(400);
    const { data: confirmed, response } = await app.api.POST('/api/v1/auth/totp/confirm', {
      body: { code: totpAt(data!.secret, T0) },
      headers: user.auth,
    });
    expect(response.status).toBe(200);
    expect(confirmed!.recovery_codes).toHaveLength(10);
    expect(new Set(confirmed!.recovery_codes).size).toBe(10);
    expect(await status()).toEqual({ enabled: true, recovery_codes_left: 10 });
    const rows = await app.runtime.orm.em
      .fork()
      .getConnection()
      .execute<{ secret_ciphertext: string }[]>('select secret_ciphertext from user_totp where user_id = ?', [user.id]);
    expect(rows[0]!.secret_ciphertext).not.toContain(data!.secret);
    expect(rows[0]!.secret_ciphertext).not.toContain(fromBase32(data!.secret).toString('base64url'));
    const hashes = JSON.stringify(
      await app.runtime.orm.em
        .fork()
        .getConnection()
        .execute('select code_hash from totp_recovery_codes where user_id = ?', [user.id]),
    );
    for (const code of confirmed!.recovery_codes) expect(hashes).not.toContain(code);
    expect((await app.api.POST('/api/v1/auth/totp/enrol', { headers: user.auth })).response.status).toBe(409);
  });

  it('answers a challenge instead of tokens; the code completes the login in a new session', async () => {
    const user = await enrolled('challenged@example.com');
    app.clock.set(later(60));
    const challenge = await challengeFor(app, user.email, user.password);
    expect(challenge.challenge_type).toBe('totp');
    const { data, response } = await secondStep(app, challenge.challenge_token, totpAt(user.secret, later(60)));
    expect(response.status).toBe(200);
    expect((await app.api.GET('/api/v1/auth/me', { headers: bearer(data!.access_token) })).data?.email).toBe(
      user.email,
    );
    // Single use: the challenge is spent.
    expect((await secondStep(app, challenge.challenge_token, totpAt(user.secret, later(90)))).response.status).toBe(
      401,
    );
    const events = await app.api.GET('/api/v1/auth/audit-events', {
      params: { query: { limit: 200 } },
      headers: bearer(data!.access_token),
    });
    const types = events.data!.items.map((e) => e.event_type);
    expect(types).toEqual(expect.arrayContaining(['totp.enabled', 'login.challenged', 'login.succeeded']));
    expect(JSON.stringify(events.data)).not.toContain(user.secret);
  });

  it('accepts a code one step either side of now (drift) but not two', async () => {
    const user = await enrolled('drifting@example.com');
    const at = later(300);
    app.clock.set(at);
    for (const [offset, status] of [
      [-60, 401],
      [60, 401],
      [-30, 200],
      [30, 200],
    ] as const) {
      const challenge = await challengeFor(app, user.email, user.password);
      const { response } = await secondStep(
        app,
        challenge.challenge_token,
        totpAt(user.secret, new Date(at.getTime() + offset * 1000)),
      );
      expect(response.status, `offset ${offset}s`).toBe(status);
    }
  });

  it('refuses a used code within its window (replay), also on a new challenge, and a code of an earlier step', async () => {
    const user = await enrolled('replayed@example.com');
    app.clock.set(later(600));
    const code = totpAt(user.secret, later(600));
    const first = await challengeFor(app, user.email, user.password);
    expect((await secondStep(app, first.challenge_token, code)).response.status).toBe(200);
    app.clock.set(later(610));
    const second = await challengeFor(app, user.email, user.password);
    expect((await secondStep(app, second.challenge_token, code)).response.status).toBe(401);
    expect((await secondStep(app, second.challenge_token, totpAt(user.secret, later(570)))).response.status).toBe(401);
    app.clock.set(later(630));
    expect((await secondStep(app, second.challenge_token, totpAt(user.secret, later(630)))).response.status).toBe(200);
  });

  it('completes a login with a recovery code once; the same code is refused the second time', async () => {
    const user = await enrolled('recovering@example.com');
    const [code] = user.recoveryCodes;
    const first = await challengeFor(app, user.email, user.password);
    const done = await secondStep(app, first.challenge_token, code!.toUpperCase());
    expect(done.response.status).toBe(200);
    const again = await challengeFor(app, user.email, user.password);
    expect((await secondStep(app, again.challenge_token, code!)).response.status).toBe(401);
    const events = await app.api.GET('/api/v1/auth/audit-events', {
      params: { query: { event_type: 'totp.recovery_code_used' } },
      headers: bearer(done.data!.access_token),
    });
    expect(events.data!.items).toHaveLength(1);
    expect(events.data!.items[0]!.details).toEqual({ left: 9 });
  });

  it('lets a challenge take five codes, then refuses even the right one; an expired challenge is refused', async () => {
    const user = await enrolled('guessing@example.com');
    const right = totpAt(user.secret, T0);
    const wrong = right === '123456' ? '654321' : '123456';
    const challenge = await challengeFor(app, user.email, user.password);
    for (let i = 0; i < 5; i += 1)
      expect((await secondStep(app, challenge.challenge_token, wrong)).response.status).toBe(401);
    app.clock.set(later(30));
    expect((await secondStep(app, challenge.challenge_token, totpAt(user.secret, later(30)))).response.status).toBe(
      401,
    );
    const slow = await challengeFor(app, user.email, user.password);
    app.clock.set(later(6 * 60));
    const { response, error } = await secondStep(app, slow.challenge_token, totpAt(user.secret, later(6 * 60)));
    expect(response.status).toBe(401);
    expect(error).toEqual({ detail: 'Invalid or expired challenge, or wrong code.', code: 'INVALID_SECOND_FACTOR' });
    expect((await secondStep(app, 'not-a-challenge', '123456')).response.status).toBe(401);
  });

  it('stops evaluating codes after ten failures for the account across challenges, until the window has moved on', async () => {
    const user = await enrolled('hammered@example.com');
    const wrong = (at: Date) => (totpAt(user.secret, at) === '123456' ? '654321' : '123456');
    for (let round = 0; round < 2; round += 1) {
      const challenge = await challengeFor(app, user.email, user.password);
      for (let i = 0; i < 5; i += 1)
        expect((await secondStep(app, challenge.challenge_token, wrong(T0))).response.status).toBe(401);
    }
    app.clock.set(later(30));
    const blocked = await challengeFor(app, user.email, user.password);
    expect((await secondStep(app, blocked.challenge_token, totpAt(user.secret, later(30)))).response.status).toBe(401);
    app.clock.set(later(16 * 60));
    const open = await challengeFor(app, user.email, user.password);
    expect((await secondStep(app, open.challenge_token, totpAt(user.secret, later(16 * 60)))).response.status).toBe(
      200,
    );
  });

  it('disables with the password and a code: the login is the plain one again', async () => {
    const user = await enrolled('disabling@example.com');
    app.clock.set(later(90));
    const code = totpAt(user.secret, later(90));
    expect(
      (
        await app.api.POST('/api/v1/auth/totp/disable', {
          body: { password: 'Wrong-Password-1!', code },
          headers: user.auth,
        })
      ).response.status,
    ).toBe(400);
    expect(
      (
        await app.api.POST('/api/v1/auth/totp/disable', {
          body: { password: user.password, code: '000000' === code ? '111111' : '000000' },
          headers: user.auth,
        })
      ).response.status,
    ).toBe(400);
    expect(
      (await app.api.POST('/api/v1/auth/totp/disable', { body: { password: user.password, code }, headers: user.auth }))
        .response.status,
    ).toBe(204);
    expect((await app.api.GET('/api/v1/auth/totp', { headers: user.auth })).data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
    const { data } = await tokenCall(app, user.email, user.password);
    expect(data).toHaveProperty('access_token');
    expect(
      (await app.api.POST('/api/v1/auth/totp/disable', { body: { password: user.password, code }, headers: user.auth }))
        .response.status,
    ).toBe(409);
  });

  it('with TOTP required for admins, an admin without it gets an enrolment challenge whose code turns TOTP on and logs in; users are unaffected', async () => {
    const admin = await strict.seedUser({ email: 'strict.admin@example.com', role: 'admin' });
    const challenge = await challengeFor(strict, admin.email, admin.password);
    expect(challenge.challenge_type).toBe('totp_enrolment');
    expect(challenge.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(challenge.otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    const { data, response } = await secondStep(strict, challenge.challenge_token, totpAt(challenge.secret!, T0));
    expect(response.status).toBe(200);
    expect(data!.recovery_codes).toHaveLength(10);
    strict.clock.set(later(30));
    const next = await challengeFor(strict, admin.email, admin.password);
    expect(next.challenge_type).toBe('totp');
    expect(next.secret).toBeUndefined();
    const user = await strict.seedUser({ email: 'strict.user@example.com' });
    expect((await tokenCall(strict, user.email, user.password)).data).toHaveProperty('access_token');
  });
}
