import { afterAll, beforeAll, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { closedLoopbackPort } from '../support/loopback-ports.js';
import { startLoopbackOpenIdProvider, type LoopbackOpenIdProvider } from '../support/loopback-openid-provider.js';
import { RedirectClient } from '../support/redirect-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { browserRoundTrip, fragmentOf, signInThroughProvider, tokensThroughProvider, WEB_APP } from './oidc-flow.js';
import { totpAt } from './totp-helpers.js';

const verified = (id: string, name?: string) => ({
  id,
  email: `${id}@oidc.test`,
  emailVerified: true,
  ...(name ? { name } : {}),
});
const ACCOUNTS = [
  verified('newcomer', 'New Comer'),
  verified('returning'),
  { id: 'unverified', email: 'unverified@oidc.test', emailVerified: false },
  verified('owner'),
  verified('solo'),
  verified('inactive'),
  verified('two-factor'),
  verified('settings'),
  verified('forger'),
  verified('linked-elsewhere'),
];

/**
 * Sign-in with an OpenID provider, black-box: a real provider (oidc-provider) on loopback, and a
 * cookie-keeping client that follows the redirects as a browser would.
 */
export function oidcSuite(kind: DatabaseKind): void {
  let idp: LoopbackOpenIdProvider;
  let flaky: LoopbackOpenIdProvider;
  let app: TestApp;
  let admin: { auth: { Authorization: string } };
  beforeAll(async () => {
    idp = await startLoopbackOpenIdProvider(ACCOUNTS);
    flaky = await startLoopbackOpenIdProvider(ACCOUNTS);
    const provider = (id: string, issuer: string, rp: { clientId: string; clientSecret: string }) => ({
      id,
      display_name: `${id} ID`,
      issuer,
      client_id: rp.clientId,
      client_secret: rp.clientSecret,
    });
    const down = `http://127.0.0.1:${await closedLoopbackPort()}`;
    app = await startTestApp(kind, {
      env: {
        FRONTEND_BASE_URL: WEB_APP,
        OIDC_PROVIDERS: JSON.stringify([
          provider('loopback', idp.issuer, idp),
          provider('flaky', flaky.issuer, flaky),
          provider('down', down, idp),
        ]),
      },
    });
    idp.register(`${app.url}/api/v1/auth/oidc/loopback/callback`);
    flaky.register(`${app.url}/api/v1/auth/oidc/flaky/callback`);
    admin = await app.signedIn('admin');
  });
  afterAll(async () => {
    await app?.close();
    await idp?.close();
    await flaky?.close();
  });

  const accountCount = async () =>
    (await app.api.GET('/api/v1/users', { headers: admin.auth, params: { query: { limit: 1 } } })).data!.total;
  const me = async (auth: { Authorization: string }) => (await app.api.GET('/api/v1/auth/me', { headers: auth })).data!;
  const identities = async (auth: { Authorization: string }) =>
    (await app.api.GET('/api/v1/auth/oidc/identities', { headers: auth })).data!;
  const callbackOf = (provider = 'loopback') => `${app.url}/api/v1/auth/oidc/${provider}/callback`;

  it('lists the configured providers to anyone: id and display name, never a secret', async () => {
    const { data, response } = await app.api.GET('/api/v1/auth/oidc/providers');
    expect(response.status).toBe(200);
    expect(data).toEqual([
      { id: 'loopback', display_name: 'loopback ID' },
      { id: 'flaky', display_name: 'flaky ID' },
      { id: 'down', display_name: 'down ID' },
    ]);
  });

  it('redirects the start to the provider with PKCE (S256), state and nonce, keeping them in an httpOnly cookie', async () => {
    const response = await new RedirectClient().request(`${app.url}/api/v1/auth/oidc/loopback/start`);
    expect(response.status).toBe(302);
    const to = new URL(response.headers.get('location')!);
    expect(to.origin).toBe(idp.issuer);
    expect(to.searchParams.get('code_challenge_method')).toBe('S256');
    expect(to.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(to.searchParams.get('state')).toBeTruthy();
    expect(to.searchParams.get('nonce')).toBeTruthy();
    expect(to.searchParams.get('redirect_uri')).toBe(callbackOf());
    expect(to.searchParams.get('scope')).toBe('openid email profile');
    const cookie = response.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/metagame_oidc=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/v1\/auth\/oidc/);
  });

  it('creates a verified account on a first sign-in whose email the provider verified, and signs it in', async () => {
    const before = await accountCount();
    const auth = await tokensThroughProvider(app, idp, 'newcomer');
    const user = await me(auth);
    expect(user).toMatchObject({ email: 'newcomer@oidc.test', is_verified: true, is_active: true, role: 'user' });
    expect(user.display_name).toBe('New Comer');
    expect(await accountCount()).toBe(before + 1);
    expect(await identities(auth)).toEqual([
      expect.objectContaining({ provider_id: 'loopback', email: 'newcomer@oidc.test' }),
    ]);
    const events = (await app.api.GET('/api/v1/auth/audit-events', { headers: auth })).data!.items.map(
      (e) => e.event_type,
    );
    expect(events).toEqual(expect.arrayContaining(['account.registered', 'oidc.linked', 'login.succeeded']));
  });

  it('gives an account created by a provider no password: a password login fails', async () => {
    await tokensThroughProvider(app, idp, 'newcomer');
    const { response } = await app.api.POST('/api/v1/auth/token', {
      body: { username: 'newcomer@oidc.test', password: '' },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect([401, 422]).toContain(response.status);
  });

  it('signs a returning person in to the same account, creating nothing', async () => {
    const first = await me(await tokensThroughProvider(app, idp, 'returning'));
    const before = await accountCount();
    const again = await me(await tokensThroughProvider(app, idp, 'returning'));
    expect(again.id).toBe(first.id);
    expect(await accountCount()).toBe(before);
  });

  it('spends a sign-in ticket once, and refuses a made-up one (400)', async () => {
    const ticket = fragmentOf(await browserRoundTrip(app, idp, 'returning')).get('ticket')!;
    expect((await app.api.POST('/api/v1/auth/oidc/token', { body: { ticket } })).response.status).toBe(200);
    const again = await app.api.POST('/api/v1/auth/oidc/token', { body: { ticket } });
    expect(again.response.status).toBe(400);
    expect(again.error).toMatchObject({ code: 'OIDC_TICKET_INVALID' });
    const made = await app.api.POST('/api/v1/auth/oidc/token', { body: { ticket: 'x'.repeat(43) } });
    expect(made.response.status).toBe(400);
  });

  it('refuses a first sign-in whose email the provider does not verify, creating nothing', async () => {
    const before = await accountCount();
    const fragment = fragmentOf(await browserRoundTrip(app, idp, 'unverified'));
    expect(fragment.get('error')).toBe('OIDC_EMAIL_UNVERIFIED');
    expect(fragment.has('ticket')).toBe(false);
    expect(await accountCount()).toBe(before);
  });

  it('never links an existing account by email: its owner signs in with the password and confirms', async () => {
    const owner = await app.seedUser({ email: 'owner@oidc.test' });
    const fragment = fragmentOf(await browserRoundTrip(app, idp, 'owner'));
    expect(fragment.has('ticket')).toBe(false);
    expect(fragment.get('provider')).toBe('loopback');
    const ticket = fragment.get('link')!;
    const auth = { Authorization: `Bearer ${(await app.login(owner.email, owner.password)).access_token}` };
    expect(await identities(auth)).toEqual([]);
    // Until confirmed, signing in through the provider still only offers the link.
    expect(fragmentOf(await browserRoundTrip(app, idp, 'owner')).has('link')).toBe(true);
    const confirmed = await app.api.POST('/api/v1/auth/oidc/link', { body: { ticket }, headers: auth });
    expect(confirmed.response.status).toBe(201);
    expect(confirmed.data).toMatchObject({ provider_id: 'loopback', email: 'owner@oidc.test' });
    const signedIn = await me(await tokensThroughProvider(app, idp, 'owner'));
    expect(signedIn.id).toBe(owner.id);
  });

  it('refuses a link ticket redeemed by another account, linking nothing', async () => {
    await app.seedUser({ email: 'forger@oidc.test' });
    const ticket = fragmentOf(await browserRoundTrip(app, idp, 'forger')).get('link')!;
    const other = await app.signedIn('user');
    const { response, error } = await app.api.POST('/api/v1/auth/oidc/link', { body: { ticket }, headers: other.auth });
    expect(response.status).toBe(400);
    expect(error).toMatchObject({ code: 'OIDC_TICKET_INVALID' });
    expect(await identities(other.auth)).toEqual([]);
  });

  it('refuses a callback whose state is not the browser’s own, creating nothing', async () => {
    const before = await accountCount();
    const browser = new RedirectClient();
    const callback = await browserRoundTrip(app, idp, 'newcomer', { browser, stopAt: callbackOf() });
    const forged = new URL(callback);
    forged.searchParams.set('state', 'forged-state');
    const response = await browser.request(forged.href);
    expect(response.status).toBe(302);
    expect(fragmentOf(response.headers.get('location')!).get('error')).toBe('OIDC_CALLBACK_INVALID');
    expect(await accountCount()).toBe(before);
  });

  it('refuses a callback from a browser that did not start it (no cookie)', async () => {
    const callback = await browserRoundTrip(app, idp, 'solo', { stopAt: callbackOf() });
    const response = await new RedirectClient().request(callback);
    expect(response.status).toBe(302);
    expect(fragmentOf(response.headers.get('location')!).get('error')).toBe('OIDC_CALLBACK_INVALID');
  });

  it('refuses an ID token whose nonce is not the one sent, creating nothing', async () => {
    const before = await accountCount();
    idp.tamperNonce(true);
    try {
      const fragment = fragmentOf(await browserRoundTrip(app, idp, 'settings'));
      expect(fragment.get('error')).toBe('OIDC_CALLBACK_INVALID');
    } finally {
      idp.tamperNonce(false);
    }
    expect(await accountCount()).toBe(before);
  });

  it('tells the web app when the provider answers an error (cancelled there)', async () => {
    const browser = new RedirectClient();
    const callback = new URL(await browserRoundTrip(app, idp, 'solo', { browser, stopAt: callbackOf() }));
    const state = callback.searchParams.get('state')!;
    const response = await browser.request(`${callbackOf()}?error=access_denied&state=${state}&iss=${idp.issuer}`);
    expect(fragmentOf(response.headers.get('location')!).get('error')).toBe('OIDC_PROVIDER_DENIED');
  });

  it('redirects with OIDC_PROVIDER_UNAVAILABLE, never a 5xx, when the issuer is down', async () => {
    const response = await new RedirectClient().request(`${app.url}/api/v1/auth/oidc/down/start`);
    expect(response.status).toBe(302);
    expect(fragmentOf(response.headers.get('location')!).get('error')).toBe('OIDC_PROVIDER_UNAVAILABLE');
  });

  it('redirects with OIDC_PROVIDER_UNAVAILABLE when the token endpoint is down at the callback', async () => {
    const before = await accountCount();
    const browser = new RedirectClient();
    const callback = await browserRoundTrip(app, flaky, 'solo', {
      provider: 'flaky',
      browser,
      stopAt: callbackOf('flaky'),
    });
    await flaky.close();
    const response = await browser.request(callback);
    expect(response.status).toBe(302);
    expect(fragmentOf(response.headers.get('location')!).get('error')).toBe('OIDC_PROVIDER_UNAVAILABLE');
    expect(await accountCount()).toBe(before);
  });

  it('answers 404 with a detail for a provider that is not configured', async () => {
    const response = await fetch(`${app.url}/api/v1/auth/oidc/nowhere/start`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'NOT_FOUND', detail: expect.any(String) as unknown });
  });

  it('refuses a deactivated account’s sign-in through its provider', async () => {
    const auth = await tokensThroughProvider(app, idp, 'inactive');
    const { id } = await me(auth);
    const patched = await app.api.PATCH('/api/v1/users/{id}', {
      params: { path: { id } },
      body: { is_active: false },
      headers: admin.auth,
    });
    expect(patched.response.status).toBe(200);
    const fragment = fragmentOf(await browserRoundTrip(app, idp, 'inactive'));
    expect(fragment.get('error')).toBe('INVALID_CREDENTIALS');
  });

  it('still asks for the second factor when the account has TOTP on', async () => {
    const auth = await tokensThroughProvider(app, idp, 'two-factor');
    const { data: enrolment } = await app.api.POST('/api/v1/auth/totp/enrol', { headers: auth });
    const code = totpAt(enrolment!.secret, app.clock.now());
    const confirmed = await app.api.POST('/api/v1/auth/totp/confirm', { body: { code }, headers: auth });
    expect(confirmed.response.status).toBe(200);
    const { data } = await signInThroughProvider(app, idp, 'two-factor');
    expect(data).toMatchObject({ challenge_type: 'totp' });
    expect(data).not.toHaveProperty('access_token');
  });

  it('refuses to unlink the last way an account signs in (409), and unlinks one that leaves a password', async () => {
    const solo = await tokensThroughProvider(app, idp, 'solo');
    const [link] = await identities(solo);
    const refused = await app.api.DELETE('/api/v1/auth/oidc/identities/{identity_id}', {
      params: { path: { identity_id: link!.id } },
      headers: solo,
    });
    expect(refused.response.status).toBe(409);
    expect(refused.error).toMatchObject({ code: 'LAST_SIGN_IN_METHOD' });
    expect(await identities(solo)).toHaveLength(1);

    const owner = {
      Authorization: `Bearer ${(await app.login('owner@oidc.test', 'Test-Password-123!')).access_token}`,
    };
    const [owned] = await identities(owner);
    const removed = await app.api.DELETE('/api/v1/auth/oidc/identities/{identity_id}', {
      params: { path: { identity_id: owned!.id } },
      headers: owner,
    });
    expect(removed.response.status).toBe(204);
    expect(await identities(owner)).toEqual([]);
    const events = (await app.api.GET('/api/v1/auth/audit-events', { headers: owner })).data!.items.map(
      (e) => e.event_type,
    );
    expect(events).toContain('oidc.unlinked');
  });

  it('keeps links private: another account neither lists nor unlinks them (404)', async () => {
    const solo = await tokensThroughProvider(app, idp, 'solo');
    const [link] = await identities(solo);
    const other = await app.signedIn('user');
    expect(await identities(other.auth)).toEqual([]);
    const { response } = await app.api.DELETE('/api/v1/auth/oidc/identities/{identity_id}', {
      params: { path: { identity_id: link!.id } },
      headers: other.auth,
    });
    expect(response.status).toBe(404);
    expect(await identities(solo)).toHaveLength(1);
  });

  it('links a provider from settings to the signed-in caller', async () => {
    const user = await app.signedIn('user');
    const browser = new RedirectClient();
    const started = await browser.request(`${app.url}/api/v1/auth/oidc/loopback/link`, {
      method: 'POST',
      headers: user.auth,
    });
    expect(started.status).toBe(200);
    const { authorization_url } = (await started.json()) as { authorization_url: string };
    idp.signInAs('settings');
    const outcome = await browser.follow(authorization_url, WEB_APP);
    expect('location' in outcome && fragmentOf(outcome.location).get('linked')).toBe('loopback');
    expect(await identities(user.auth)).toEqual([expect.objectContaining({ email: 'settings@oidc.test' })]);
    // The provider's person now signs in to that account.
    expect((await me(await tokensThroughProvider(app, idp, 'settings'))).id).toBe(user.id);
  });

  it('refuses to link from settings a provider account already linked to someone else', async () => {
    await tokensThroughProvider(app, idp, 'linked-elsewhere');
    const user = await app.signedIn('user');
    const browser = new RedirectClient();
    const started = await browser.request(`${app.url}/api/v1/auth/oidc/loopback/link`, {
      method: 'POST',
      headers: user.auth,
    });
    const { authorization_url } = (await started.json()) as { authorization_url: string };
    idp.signInAs('linked-elsewhere');
    const outcome = await browser.follow(authorization_url, WEB_APP);
    expect('location' in outcome && fragmentOf(outcome.location).get('error')).toBe('OIDC_IDENTITY_TAKEN');
    expect(await identities(user.auth)).toEqual([]);
  });
}
