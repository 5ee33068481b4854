import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { SoftAuthenticator } from '../support/soft-authenticator.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { totpAt } from './totp-helpers.js';

const FRONTEND = 'https://play.metagame.test/app';
const ORIGIN = 'https://play.metagame.test';
const RP_ID = 'play.metagame.test';
const T0 = new Date('2026-06-01T12:00:00.000Z');
const P = '/api/v1/auth/passkeys';

type Auth = { Authorization: string };

/**
 * Black-box passkeys with a software authenticator: registration and login ceremonies, the
 * WebAuthn checks (origin, RP id, user verification, challenge single use and expiry, the
 * signature counter), second factor satisfied, management and isolation, malformed input.
 */
export function passkeysSuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind, { env: { FRONTEND_BASE_URL: FRONTEND } });
  });
  afterAll(async () => {
    await app?.close();
  });
  beforeEach(() => app.clock.set(T0));

  const post = (path: string, body: unknown, auth?: Auth) =>
    fetch(`${app.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...auth },
      body: JSON.stringify(body),
    });
  const json = async (response: Response) => (await response.json()) as Record<string, unknown>;
  const registrationOptions = async (auth: Auth) => {
    const response = await fetch(`${app.url}${P}/registration/options`, { method: 'POST', headers: auth });
    expect(response.status).toBe(200);
    return (await response.json()) as { challenge: string; user: { id: string }; [key: string]: unknown };
  };
  const loginOptions = async () => {
    const response = await fetch(`${app.url}${P}/login/options`, { method: 'POST' });
    expect(response.status).toBe(200);
    return (await response.json()) as { challenge: string; [key: string]: unknown };
  };
  /** A signed-in user with one passkey on `authenticator`. */
  const withPasskey = async (authenticator = new SoftAuthenticator(ORIGIN, RP_ID)) => {
    const user = await app.signedIn('user');
    const options = await registrationOptions(user.auth);
    const response = await post(
      `${P}/registration/verify`,
      { credential: authenticator.register(options), name: 'Laptop' },
      user.auth,
    );
    expect(response.status).toBe(201);
    return { ...user, authenticator, passkey: (await response.json()) as { id: string; name: string } };
  };
  const list = async (auth: Auth) =>
    (await (await fetch(`${app.url}${P}`, { headers: auth })).json()) as { id: string; name: string }[];
  const passkeyLogin = async (
    authenticator: SoftAuthenticator,
    knobs: Parameters<SoftAuthenticator['assert']>[1] = {},
  ) => post(`${P}/login/verify`, { credential: authenticator.assert(await loginOptions(), knobs) });
  const auditTypes = async (auth: Auth) => {
    const events = await app.api.GET('/api/v1/auth/audit-events', { params: { query: { limit: 200 } }, headers: auth });
    return events.data!.items.map((e) => e.event_type);
  };

  it('offers creation options for a discoverable credential with user verification required, scoped to FRONTEND_BASE_URL’s host', async () => {
    const user = await app.signedIn('user');
    const options = await registrationOptions(user.auth);
    expect(options).toMatchObject({
      rp: { id: RP_ID },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      attestation: 'none',
    });
    expect(options.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('registers a passkey, lists it without its key or credential id, and audits it', async () => {
    const user = await withPasskey();
    expect(user.passkey.name).toBe('Laptop');
    const listed = await list(user.auth);
    expect(listed).toEqual([
      {
        id: user.passkey.id,
        name: 'Laptop',
        created_at: T0.toISOString(),
        last_used_at: null,
        transports: ['internal'],
        device_type: 'single_device',
        backed_up: false,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(user.authenticator.credentialId);
    expect(await auditTypes(user.auth)).toContain('passkey.registered');
  });

  it('logs in with the passkey alone: a token pair for its owner, the last use recorded, the login audited', async () => {
    const user = await withPasskey();
    app.clock.set(new Date(T0.getTime() + 60_000));
    const response = await passkeyLogin(user.authenticator);
    expect(response.status).toBe(200);
    const tokens = (await response.json()) as { access_token: string };
    expect(Object.keys(tokens).sort()).toEqual(['access_token', 'refresh_token', 'token_type']);
    const auth = { Authorization: `Bearer ${tokens.access_token}` };
    expect((await app.api.GET('/api/v1/auth/me', { headers: auth })).data?.email).toBe(user.email);
    expect((await list(auth))[0]).toMatchObject({ last_used_at: new Date(T0.getTime() + 60_000).toISOString() });
    const events = await app.api.GET('/api/v1/auth/audit-events', {
      params: { query: { event_type: 'login.succeeded' } },
      headers: auth,
    });
    expect(events.data!.items[0]!.details).toMatchObject({ via: 'passkey' });
  });

  it('satisfies the second factor: a user with TOTP on gets tokens, not a TOTP challenge', async () => {
    const user = await withPasskey();
    const { data: enrolment } = await app.api.POST('/api/v1/auth/totp/enrol', { headers: user.auth });
    const confirmed = await app.api.POST('/api/v1/auth/totp/confirm', {
      body: { code: totpAt(enrolment!.secret, T0) },
      headers: user.auth,
    });
    expect(confirmed.response.status).toBe(200);
    const response = await passkeyLogin(user.authenticator);
    expect(response.status).toBe(200);
    expect(await json(response)).toHaveProperty('access_token');
  });

  it('refuses a signature counter that did not grow (a cloned authenticator) with 403, and records it', async () => {
    const user = await withPasskey();
    expect((await passkeyLogin(user.authenticator, { signCount: 5 })).status).toBe(200);
    for (const signCount of [5, 4]) {
      const refused = await passkeyLogin(user.authenticator, { signCount });
      expect(refused.status).toBe(403);
      expect(await json(refused)).toMatchObject({
        code: 'PASSKEY_CLONED',
        detail: expect.stringContaining('counter') as unknown,
      });
    }
    expect(await auditTypes(user.auth)).toContain('passkey.clone_detected');
    // The genuine authenticator, whose counter is ahead, still signs in.
    expect((await passkeyLogin(user.authenticator, { signCount: 6 })).status).toBe(200);
  });

  it('accepts a counter that stays at 0 on both sides (synced passkeys do not count)', async () => {
    const user = await withPasskey(new SoftAuthenticator(ORIGIN, RP_ID, 0));
    expect((await passkeyLogin(user.authenticator)).status).toBe(200);
    expect((await passkeyLogin(user.authenticator)).status).toBe(200);
  });

  it('refuses a credential registered already, on its own account or another, with 409 PASSKEY_TAKEN, storing nothing', async () => {
    const owner = await withPasskey();
    const other = await app.signedIn('user');
    for (const who of [owner, other]) {
      const again = owner.authenticator.register(await registrationOptions(who.auth), {
        credentialId: owner.authenticator.credentialId,
      });
      const response = await post(`${P}/registration/verify`, { credential: again, name: 'Again' }, who.auth);
      expect(response.status).toBe(409);
      expect(await json(response)).toMatchObject({
        code: 'PASSKEY_TAKEN',
        detail: 'This passkey is registered already.',
      });
    }
    expect((await list(owner.auth)).map((p) => p.name)).toEqual(['Laptop']);
    expect(await list(other.auth)).toEqual([]);
    expect((await passkeyLogin(owner.authenticator)).status).toBe(200);
  });

  it('refuses a registration from another origin, another RP id or without user verification (400), storing nothing', async () => {
    const user = await app.signedIn('user');
    const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
    for (const [knobs, why] of [
      [{ origin: 'https://evil.example' }, 'origin'],
      [{ origin: 'https://play.metagame.test:8443' }, 'origin'],
      [{ rpId: 'evil.example' }, 'relying party'],
      [{ userVerified: false }, 'verify the user'],
      [{ type: 'webauthn.get' }, 'decode'],
    ] as const) {
      const response = await post(
        `${P}/registration/verify`,
        { credential: authenticator.register(await registrationOptions(user.auth), knobs) },
        user.auth,
      );
      expect(response.status).toBe(400);
      expect(await json(response)).toMatchObject({
        code: 'INVALID_PASSKEY',
        detail: expect.stringContaining(why) as unknown,
      });
    }
    expect(await list(user.auth)).toEqual([]);
  });

  it('refuses a login from another origin, another RP id, without user verification or by an unknown credential (401)', async () => {
    const user = await withPasskey();
    for (const knobs of [{ origin: 'https://evil.example' }, { rpId: 'evil.example' }, { userVerified: false }]) {
      const response = await passkeyLogin(user.authenticator, knobs);
      expect(response.status).toBe(401);
      expect(await json(response)).toMatchObject({ code: 'PASSKEY_LOGIN_FAILED' });
    }
    const stranger = new SoftAuthenticator(ORIGIN, RP_ID);
    stranger.register({ challenge: 'x', user: { id: 'eA' } });
    expect((await passkeyLogin(stranger)).status).toBe(401);
    expect((await list(user.auth))[0]).toMatchObject({ last_used_at: null });
  });

  it('takes each challenge once, refuses an expired one and keeps registration and login challenges apart', async () => {
    const user = await withPasskey();
    const options = await loginOptions();
    const assertion = user.authenticator.assert(options);
    expect((await post(`${P}/login/verify`, { credential: assertion })).status).toBe(200);
    // The same answer again: the challenge is spent.
    expect((await post(`${P}/login/verify`, { credential: user.authenticator.assert(options) })).status).toBe(401);
    const stale = await loginOptions();
    app.clock.set(new Date(T0.getTime() + 6 * 60_000));
    expect((await post(`${P}/login/verify`, { credential: user.authenticator.assert(stale) })).status).toBe(401);
    app.clock.set(T0);
    const registration = await registrationOptions(user.auth);
    expect((await post(`${P}/login/verify`, { credential: user.authenticator.assert(registration) })).status).toBe(401);
    // Another user's registration challenge is not the caller's.
    const other = await app.signedIn('user');
    const theirs = await registrationOptions(other.auth);
    const hijack = await post(
      `${P}/registration/verify`,
      { credential: new SoftAuthenticator(ORIGIN, RP_ID).register(theirs) },
      user.auth,
    );
    expect(hijack.status).toBe(400);
  });

  it('refuses a deactivated user’s passkey login', async () => {
    const user = await withPasskey();
    const admin = await app.signedIn('admin');
    const updated = await app.api.PATCH('/api/v1/users/{id}', {
      params: { path: { id: user.id } },
      body: { is_active: false },
      headers: admin.auth,
    });
    expect(updated.response.status).toBe(200);
    expect((await passkeyLogin(user.authenticator)).status).toBe(401);
  });

  it('renames and deletes only the caller’s own passkeys (another user’s answers 404), each audited; a deleted one cannot sign in', async () => {
    const owner = await withPasskey();
    const other = await withPasskey();
    const rename = (auth: Auth, id: string, name: string) =>
      fetch(`${app.url}${P}/${id}`, {
        method: 'PATCH',
        headers: { ...auth, 'Content-Type': 'application/json' },
        body: JSON.stringify({ name }),
      });
    const remove = (auth: Auth, id: string) => fetch(`${app.url}${P}/${id}`, { method: 'DELETE', headers: auth });
    expect((await rename(other.auth, owner.passkey.id, 'Mine now')).status).toBe(404);
    expect((await remove(other.auth, owner.passkey.id)).status).toBe(404);
    expect((await list(other.auth)).map((p) => p.id)).toEqual([other.passkey.id]);
    const renamed = await rename(owner.auth, owner.passkey.id, '  Phone ');
    expect(renamed.status).toBe(200);
    expect(await json(renamed)).toMatchObject({ id: owner.passkey.id, name: 'Phone' });
    expect((await rename(owner.auth, owner.passkey.id, '')).status).toBe(422);
    expect((await remove(owner.auth, owner.passkey.id)).status).toBe(204);
    expect((await remove(owner.auth, owner.passkey.id)).status).toBe(404);
    expect(await list(owner.auth)).toEqual([]);
    expect((await passkeyLogin(owner.authenticator)).status).toBe(401);
    expect(await auditTypes(owner.auth)).toEqual(expect.arrayContaining(['passkey.renamed', 'passkey.deleted']));
  });

  it('answers malformed WebAuthn responses with 4xx and a JSON detail, storing nothing', async () => {
    const user = await app.signedIn('user');
    const authenticator = new SoftAuthenticator(ORIGIN, RP_ID);
    const good = authenticator.register(await registrationOptions(user.auth));
    const broken: unknown[] = [
      {},
      { ...good, response: { clientDataJSON: good.response.clientDataJSON } },
      { ...good, type: 'password' },
      { ...good, id: 'not base64url!' },
      { ...good, response: { ...good.response, attestationObject: '%%%' } },
      { ...good, response: { ...good.response, clientDataJSON: 'bm90IGpzb24' } },
      { ...good, response: { ...good.response, attestationObject: 'AAAA' } },
      'credential',
    ];
    for (const credential of broken) {
      const response = await post(`${P}/registration/verify`, { credential }, user.auth);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect((await json(response)).detail).toBeDefined();
    }
    expect((await post(`${P}/registration/verify`, { credential: good, extra: 1 }, user.auth)).status).toBe(422);
    const login = await post(`${P}/login/verify`, { credential: { ...good, response: { clientDataJSON: 'e30' } } });
    expect(login.status).toBe(422);
    expect(await list(user.auth)).toEqual([]);
  });

  it('needs a signed-in user to add or manage passkeys', async () => {
    expect((await fetch(`${app.url}${P}/registration/options`, { method: 'POST' })).status).toBe(401);
    expect((await fetch(`${app.url}${P}`)).status).toBe(401);
  });
}
