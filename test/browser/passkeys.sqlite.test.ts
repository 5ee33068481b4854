import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../http/totp-helpers.js';
import { recordConsoleErrors } from '../support/browser.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/*
 * The site's address as FRONTEND_BASE_URL names it. The test server listens on an ephemeral
 * 127.0.0.1 port, so Chromium reaches this origin through request interception, which forwards
 * every request to the server: the page's origin (and so WebAuthn's RP id `localhost` and the
 * origin in clientDataJSON) is exactly the configured one. A second origin on another port is the
 * "wrong origin": same RP id, so the browser signs, and only the server's origin check refuses.
 */
const SITE = 'http://localhost:4173';
const OTHER_SITE = 'http://localhost:4174';
const T0 = new Date('2026-06-01T12:00:00.000Z');

type WebAuthnCredential = {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  privateKey: string;
  userHandle?: string;
  signCount: number;
};

/** A Chromium virtual authenticator (DevTools protocol): a platform authenticator with resident keys and user verification. */
async function virtualAuthenticator(page: Page): Promise<{ cdp: CDPSession; id: string }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

const credentialsOf = async ({ cdp, id }: { cdp: CDPSession; id: string }) =>
  (await cdp.send('WebAuthn.getCredentials', { authenticatorId: id })).credentials as WebAuthnCredential[];

/** Sends every request for `origin` to the test server instead. */
async function serveAs(context: BrowserContext, origin: string, serverUrl: string): Promise<void> {
  await context.route(`${origin}/**`, async (route) => {
    const response = await route.fetch({ url: route.request().url().replace(origin, serverUrl) });
    await route.fulfill({ response });
  });
}

describe('passkeys in a real browser with a virtual authenticator [sqlite]', () => {
  let web: BrowserApp;
  let page: Page;
  let authenticator: { cdp: CDPSession; id: string };
  let account: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
  const at = (path: string, origin = SITE) => `${origin}/app${path}`;
  /** The TOTP secret once the account has turned it on. */
  let secret: string | null = null;
  /**
   * A token of a session of its own for the API reads (the page's "Log out" revokes every token of
   * the account): a password login, with a TOTP code once that is on (the clock moves a step, so
   * each code is a new one).
   */
  async function apiAuth() {
    const { data } = await web.app.api.POST('/api/v1/auth/token', {
      body: { username: account.email, password: account.password },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    if (data && 'access_token' in data) return { Authorization: `Bearer ${data.access_token}` };
    web.app.clock.advance({ seconds: 30 });
    const second = await web.app.api.POST('/api/v1/auth/token/totp', {
      body: { challenge_token: data!.challenge_token, code: totpAt(secret!, web.app.clock.now()) },
    });
    return { Authorization: `Bearer ${second.data!.access_token}` };
  }
  const listed = async () => (await web.app.api.GET('/api/v1/auth/passkeys', { headers: await apiAuth() })).data ?? [];
  const auditTypes = async () =>
    (
      await web.app.api.GET('/api/v1/auth/audit-events', {
        params: { query: { limit: 200 } },
        headers: await apiAuth(),
      })
    ).data!.items.map((e) => e.event_type);

  async function logInWithPassword(target: Page, origin = SITE) {
    await target.goto(at('/login', origin));
    await target.getByLabel('Email').fill(account.email);
    await target.getByLabel(/^Password/).fill(account.password);
    await target.getByRole('button', { name: 'Log in' }).click();
    if (secret) {
      web.app.clock.advance({ seconds: 30 });
      await target.getByLabel(/Code from your authenticator app/).fill(totpAt(secret, web.app.clock.now()));
      await target.getByRole('button', { name: 'Continue' }).click();
    }
    await target.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
  }
  async function logOut() {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('link', { name: 'Log in' }).first().waitFor();
  }

  beforeAll(async () => {
    web = await startBrowserApp({ env: { FRONTEND_BASE_URL: `${SITE}/app` } });
    web.app.clock.set(T0);
    page = web.page;
    await serveAs(page.context(), SITE, web.app.url);
    authenticator = await virtualAuthenticator(page);
    account = await web.app.signedIn('user', 'passkey.player@example.com');
  });
  afterAll(() => web?.close());

  it('adds a passkey from Settings; the list shows it', async () => {
    await logInWithPassword(page);
    await page.goto(at('/settings'));
    await page.getByText('No passkeys yet.').waitFor();
    await checkPage(page, web.errors, 'settings-passkeys-none');
    await page.getByLabel('Name for the new passkey').fill('Laptop');
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByRole('status').getByText('Added the passkey “Laptop”.').waitFor();
    await page.getByRole('table', { name: 'Your passkeys' }).getByText('Laptop').waitFor();
    await checkPage(page, web.errors, 'settings-passkeys-one');
    expect((await listed()).map((p) => p.name)).toEqual(['Laptop']);
    const [credential] = await credentialsOf(authenticator);
    expect(credential).toMatchObject({ isResidentCredential: true, rpId: 'localhost' });
  });

  it('logs in with the passkey alone from the login page, which never prompts by itself', async () => {
    await logOut();
    const optionCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/passkeys/login/options')) optionCalls.push(request.url());
    });
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
    await checkPage(page, web.errors, 'login-with-passkey-button');
    expect(optionCalls).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
    expect(optionCalls).toHaveLength(1);
    expect((await listed())[0]!.last_used_at).not.toBeNull();
  });

  it('signs a user with TOTP on straight in: the passkey is the second factor', async () => {
    const auth = await apiAuth();
    const { data: enrolment } = await web.app.api.POST('/api/v1/auth/totp/enrol', { headers: auth });
    const on = await web.app.api.POST('/api/v1/auth/totp/confirm', {
      body: { code: totpAt(enrolment!.secret, web.app.clock.now()) },
      headers: auth,
    });
    expect(on.response.status).toBe(200);
    secret = enrolment!.secret;
    await logOut();
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
    expect(await page.getByLabel(/Code from your authenticator app/).count()).toBe(0);
  });

  it('refuses a clone of the credential whose counter is behind, says so, and records it', async () => {
    const [copy] = await credentialsOf(authenticator);
    // The genuine authenticator signs in once more: the server's counter moves past the copy's.
    await logOut();
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
    expect((await credentialsOf(authenticator))[0]!.signCount).toBeGreaterThan(copy!.signCount);

    await logOut();
    await authenticator.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: authenticator.id });
    const clone = await virtualAuthenticator(page);
    await clone.cdp.send('WebAuthn.addCredential', { authenticatorId: clone.id, credential: copy! });
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page
      .getByRole('alert')
      .getByText(/signature counter went backwards/)
      .waitFor();
    web.errors.length = 0; // the refused call's 403 is logged by the browser
    await checkPage(page, web.errors, 'login-passkey-cloned');
    expect(await auditTypes()).toContain('passkey.clone_detected');

    // Back to the genuine one (its counter is ahead) for what follows.
    await clone.cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: clone.id });
    authenticator = await virtualAuthenticator(page);
    await authenticator.cdp.send('WebAuthn.addCredential', {
      authenticatorId: authenticator.id,
      credential: { ...copy!, signCount: copy!.signCount + 100 },
    });
  });

  it('refuses a passkey ceremony on a page whose origin is not FRONTEND_BASE_URL’s, storing nothing', async () => {
    const context = await page.context().browser()!.newContext();
    try {
      await serveAs(context, OTHER_SITE, web.app.url);
      const other = await context.newPage();
      other.setDefaultTimeout(8_000);
      const errors = recordConsoleErrors(other);
      const elsewhere = await virtualAuthenticator(other);
      const [mine] = await credentialsOf(authenticator);
      await elsewhere.cdp.send('WebAuthn.addCredential', {
        authenticatorId: elsewhere.id,
        credential: { ...mine!, signCount: mine!.signCount + 1000 },
      });
      const before = await listed();

      await other.goto(at('/login', OTHER_SITE));
      await other.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await other
        .getByRole('alert')
        .getByText(/Passkey sign-in failed/)
        .first()
        .waitFor();
      expect(await other.getByRole('heading', { name: 'Matchup matrix' }).count()).toBe(0);

      // A fresh key for the registration (the browser refuses to register one the account already has).
      await elsewhere.cdp.send('WebAuthn.clearCredentials', { authenticatorId: elsewhere.id });
      await logInWithPassword(other, OTHER_SITE);
      await other.goto(at('/settings', OTHER_SITE));
      await other.getByLabel('Name for the new passkey').fill('Elsewhere');
      await other.getByRole('button', { name: 'Add a passkey' }).click();
      await other
        .getByRole('alert')
        .getByText(/another origin than this site/)
        .waitFor();
      errors.length = 0;
      expect(await listed()).toEqual(before);
    } finally {
      await context.close();
    }
  });

  it('renames and deletes the passkey from Settings', async () => {
    await page.goto(at('/login'));
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
    await page.goto(at('/settings'));
    await page.getByRole('button', { name: 'Rename the passkey Laptop' }).click();
    const form = page.getByRole('form', { name: 'Rename Laptop' });
    await form.getByLabel('New name').fill('Work laptop');
    await form.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Renamed to “Work laptop”.').waitFor();
    await page.getByRole('button', { name: 'Delete the passkey Work laptop' }).click();
    await checkPage(page, web.errors, 'settings-passkeys-delete');
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No passkeys yet.').waitFor();
    expect(await listed()).toEqual([]);
    expect(await auditTypes()).toEqual(expect.arrayContaining(['passkey.renamed', 'passkey.deleted']));
  });
});
