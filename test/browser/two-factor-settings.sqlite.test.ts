import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpAt } from '../http/totp-helpers.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/** On a step boundary; the app's clock is held so the test computes the codes the server expects. */
const T0 = new Date('2026-06-01T12:00:00.000Z');
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

/** Settings' two-step login (TOTP) in a real browser: on, the login's second step, off. */
describe('two-step login settings in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let account: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
  /** The key the enrolment showed, read from the page by the first test. */
  let secret = '';
  const status = async () => (await web.app.api.GET('/api/v1/auth/totp', { headers: account.auth })).data;

  beforeAll(async () => {
    web = await startBrowserApp();
    web.app.clock.set(T0);
    account = await web.app.signedIn('user', 'settings.two.step@example.com');
  });
  afterAll(() => web?.close());

  it('turns TOTP on with a QR code and a code, shows and downloads the recovery codes once, then the login asks for the code', async () => {
    const { page, errors } = web;
    await web.logIn(account.email, account.password);
    await page.goto(web.at('/settings'));
    const state = page.getByTestId('two-factor-state');
    await expect.poll(() => state.textContent()).toBe('off');
    await checkPage(page, errors, 'settings-two-step-off');

    await page.getByRole('button', { name: 'Set up two-step login' }).click();
    await page.getByTestId('totp-qr').locator('path').first().waitFor();
    secret = await page.getByTestId('totp-secret').innerText();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkPage(page, errors, 'settings-two-step-enrol');

    const right = totpAt(secret, T0);
    await page.getByLabel(/^Code from the app/).fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await page.getByRole('alert').getByText('Invalid or expired verification code.').waitFor();
    errors.length = 0; // the refused call's 400 is logged by the browser
    expect(await status()).toEqual({ enabled: false, recovery_codes_left: 0 });

    await page.getByLabel(/^Code from the app/).fill(right);
    await page.getByRole('button', { name: 'Turn on' }).click();
    const codes = page.getByTestId('recovery-codes').locator('li');
    await expect.poll(() => codes.count()).toBe(10);
    const shown = (await codes.allInnerTexts()).map((code) => code.trim());
    expect(await status()).toEqual({ enabled: true, recovery_codes_left: 10 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download as a text file' }).click(),
    ]);
    const saved = await readFile((await download.path())!, 'utf8');
    for (const code of shown) expect(saved).toContain(code);
    await checkPage(page, errors, 'settings-two-step-codes');

    await page.getByRole('button', { name: 'I have kept them' }).click();
    await expect.poll(() => state.textContent()).toBe('on');
    await page.getByText('10 recovery codes left.', { exact: false }).waitFor();
    expect(await page.getByTestId('recovery-codes').count()).toBe(0); // shown once only

    await page.getByRole('button', { name: 'Log out' }).click();
    web.app.clock.set(later(60));
    await page.goto(web.at('/login'));
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByLabel(/Code from your authenticator app/).fill(totpAt(secret, later(60)));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
  });

  it('turns TOTP off with the password and a code; the API then says off', async () => {
    const { page, errors } = web;
    web.app.clock.set(later(90));
    await page.goto(web.at('/settings'));
    const state = page.getByTestId('two-factor-state');
    await expect.poll(() => state.textContent()).toBe('on');
    const form = page.getByRole('form', { name: 'Turn off two-step login' });
    await form.getByLabel(/^Password/).fill(account.password);
    await checkPage(page, errors, 'settings-two-step-on');
    await form.getByLabel(/^Code from the app, or a recovery code/).fill(totpAt(secret, later(90)));
    await form.getByRole('button', { name: 'Turn off two-step login' }).click();
    await page.getByRole('status').getByText('Two-step login is off.').waitFor();
    await expect.poll(() => state.textContent()).toBe('off');
    // The password alone logs in again: tokens, no challenge.
    const login = await web.app.api.POST('/api/v1/auth/token', {
      body: { username: account.email, password: account.password },
      bodySerializer: (body) => new URLSearchParams(body as Record<string, string>),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(login.data).toHaveProperty('access_token');
    const fresh = { Authorization: `Bearer ${(login.data as { access_token: string }).access_token}` };
    expect((await web.app.api.GET('/api/v1/auth/totp', { headers: fresh })).data).toEqual({
      enabled: false,
      recovery_codes_left: 0,
    });
  });
});
