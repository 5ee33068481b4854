import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedLoopbackPort } from '../support/loopback-ports.js';
import { startLoopbackOpenIdProvider, type LoopbackOpenIdProvider } from '../support/loopback-openid-provider.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/**
 * Sign-in with an OpenID provider in a real browser: the login page's provider button, the real
 * redirects to a loopback provider and back, the link confirmation for an existing email, and
 * Settings → linked providers.
 */
describe('OpenID sign-in in a real browser [sqlite]', () => {
  let idp: LoopbackOpenIdProvider;
  let web: BrowserApp;
  let owner: { email: string; password: string };

  beforeAll(async () => {
    idp = await startLoopbackOpenIdProvider([
      { id: 'newcomer', email: 'browser.newcomer@oidc.test', emailVerified: true, name: 'Browser Newcomer' },
      { id: 'owner', email: 'browser.owner@oidc.test', emailVerified: true },
    ]);
    const port = await closedLoopbackPort();
    web = await startBrowserApp({
      port,
      env: {
        FRONTEND_BASE_URL: `http://127.0.0.1:${port}/app`,
        OIDC_PROVIDERS: JSON.stringify([
          {
            id: 'loopback',
            display_name: 'Loopback ID',
            issuer: idp.issuer,
            client_id: idp.clientId,
            client_secret: idp.clientSecret,
          },
        ]),
      },
    });
    idp.register(`${web.app.url}/api/v1/auth/oidc/loopback/callback`);
    owner = await web.app.seedUser({ email: 'browser.owner@oidc.test' });
  });
  afterAll(async () => {
    await web?.close();
    await idp?.close();
  });

  it('signs a newcomer up through the provider button, and Settings lists the link, refusing to unlink the last one', async () => {
    const { page, errors } = web;
    idp.signInAs('newcomer');
    await page.goto(web.at('/login'));
    await checkPage(page, errors, 'login-with-providers');
    await page.getByRole('link', { name: 'Continue with Loopback ID' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
    expect(new URL(page.url()).hash).toBe('');

    await page.goto(web.at('/settings'));
    const table = page.getByRole('table', { name: 'Linked providers' });
    await table.getByText('browser.newcomer@oidc.test').waitFor();
    await checkPage(page, errors, 'settings-linked-providers');
    await page.getByRole('button', { name: 'Unlink Loopback ID' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page
      .getByRole('alert')
      .getByText(/last way to sign in/)
      .waitFor();
    errors.length = 0; // the refused call's 409 is logged by the browser
    await expect.poll(() => table.getByText('browser.newcomer@oidc.test').count()).toBe(1);
  });

  it('links the provider to an existing account only after its owner logs in and confirms', async () => {
    const { page, errors } = web;
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.context().clearCookies(); // the provider's own session: sign in there afresh
    idp.signInAs('owner');
    await page.goto(web.at('/login'));
    await page.getByRole('link', { name: 'Continue with Loopback ID' }).click();
    await page.getByRole('heading', { name: 'You already have an account' }).waitFor();
    await checkPage(page, errors, 'open-id-existing-account');

    await page.getByRole('link', { name: 'Log in to link' }).click();
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel(/^Password/).fill(owner.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Link a provider' }).waitFor();
    await checkPage(page, errors, 'open-id-confirm-link');
    await page.getByRole('button', { name: 'Link loopback' }).click();
    await page
      .getByRole('status')
      .getByText(/now signs you in/)
      .waitFor();

    await page.goto(web.at('/settings'));
    await page.getByRole('table', { name: 'Linked providers' }).getByText('browser.owner@oidc.test').waitFor();
  });
});
