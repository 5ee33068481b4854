import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, recordConsoleErrors } from '../support/browser.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { checkPage } from './web-app-helpers.js';

const NEW_EMAIL = 'moved.player@example.com';

/** Issue 14's email change from the settings page to the confirm page its emailed link opens. */
describe('email change in a real browser [sqlite]', () => {
  let sink: SmtpSink;
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let user: { email: string; password: string };

  beforeAll(async () => {
    browser = await launchChromium();
    sink = await SmtpSink.start();
    app = await startTestApp('sqlite', { env: sink.env() });
    user = await app.seedUser({ email: 'moving.player@example.com' });
    page = await browser.newPage();
    page.setDefaultTimeout(8_000);
    errors = recordConsoleErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sink?.stop();
  });

  it('sends a code to the new address from Settings, and the emailed link confirms only when the button is pressed', async () => {
    await page.goto(`${app.url}/app/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();

    await page.goto(`${app.url}/app/settings`);
    await page.getByLabel('New email').fill(NEW_EMAIL);
    await page.getByLabel(/^Current password/).fill(user.password);
    const mail = sink.waitFor(NEW_EMAIL);
    await page.getByRole('button', { name: 'Send a code to the new address' }).click();
    await page.getByRole('status').filter({ hasText: 'confirmation code' }).waitFor();
    await checkPage(page, errors, 'settings-email-change');
    const link = new URL(/https?:\/\/\S+\/confirm-email-change\?\S+/.exec((await mail).text)![0]);

    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(new URL(request.url()).pathname));
    await page.goto(`${app.url}/app/confirm-email-change${link.search}`);
    await expect.poll(() => page.getByLabel('Code').inputValue()).toBe(link.searchParams.get('code'));
    expect(sent).toEqual([]);
    await checkPage(page, errors, 'confirm-email-change');

    await page.getByRole('button', { name: 'Confirm the new email' }).click();
    await page.getByRole('heading', { name: 'Settings' }).waitFor();
    expect(sent).toEqual(['/api/v1/auth/email-change/confirm']);
    // Still signed in on the fresh pair, under the new address.
    const stored = await page.evaluate(() => localStorage.getItem('metagame.tokens'));
    const { access_token } = JSON.parse(stored!) as { access_token: string };
    const me = await app.api.GET('/api/v1/auth/me', { headers: { Authorization: `Bearer ${access_token}` } });
    expect(me.data?.email).toBe(NEW_EMAIL);
  });
});
