import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, recordConsoleErrors } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { checkPage } from './web-app-helpers.js';

/** Issue 13's sessions in Settings: the browser's own session marked, every other device signed out. */
describe('signed-in devices in a real browser [sqlite]', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let user: { email: string; password: string };

  beforeAll(async () => {
    browser = await launchChromium();
    app = await startTestApp('sqlite');
    user = await app.seedUser({ email: 'two.devices@example.com' });
    page = await browser.newPage();
    page.setDefaultTimeout(8_000);
    errors = recordConsoleErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('lists this browser and another device, and signs the other one out', async () => {
    const phone = await app.login(user.email, user.password);
    await page.goto(`${app.url}/app/login`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel(/^Password/).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();

    await page.goto(`${app.url}/app/settings`);
    const rows = page.getByRole('table').last().getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // header + two devices
    await expect.poll(() => page.getByText('this device').count()).toBe(1);
    await checkPage(page, errors, 'settings-sessions');

    await page.getByRole('button', { name: 'Sign out every other device' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed out 1 other device.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    const refreshed = await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: phone.refresh_token } });
    expect(refreshed.response.status).toBe(401);
  });
});
