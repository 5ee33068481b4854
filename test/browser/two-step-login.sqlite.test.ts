import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../http/totp-helpers.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/** On a step boundary; the app's clock is held here so the test computes the codes the server expects. */
const T0 = new Date('2026-06-01T12:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** The login page's second step (the TOTP challenge) in a real browser. */
describe('two-step login in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let user: { email: string; password: string; secret: string };

  beforeAll(async () => {
    web = await startBrowserApp();
    const { app } = web;
    app.clock.set(T0);
    const account = await app.signedIn('user', 'two.step@example.com');
    const { data: enrolment } = await app.api.POST('/api/v1/auth/totp/enrol', { headers: account.auth });
    const confirmed = await app.api.POST('/api/v1/auth/totp/confirm', {
      body: { code: totpAt(enrolment!.secret, T0) },
      headers: account.auth,
    });
    expect(confirmed.response.status).toBe(200);
    user = { email: account.email, password: account.password, secret: enrolment!.secret };
  });
  afterAll(() => web?.close());

  it("asks for the authenticator code after the password, refuses a wrong one with the API's message, and signs in with the right one", async () => {
    const { app, page, errors } = web;
    app.clock.set(later(60));
    await page.goto(web.at('/login'));
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const code = page.getByLabel(/Code from your authenticator app/);
    await code.waitFor();
    // Not signed in yet: the password alone gave a challenge, no tokens.
    expect(
      await page.evaluate(() =>
        Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('access_token')),
      ),
    ).toBe(false);
    await checkPage(page, errors, 'two-step-login');

    const right = totpAt(user.secret, later(60));
    await code.fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Invalid or expired challenge, or wrong code.').waitFor();
    errors.length = 0; // the refused call's 401 is logged by the browser

    await code.fill(right);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
  });
});
