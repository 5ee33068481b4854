import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/** Per-device sessions in Settings: the browser's own session marked, every other device signed out. */
describe('signed-in devices in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let user: { email: string; password: string };

  beforeAll(async () => {
    web = await startBrowserApp();
    user = await web.app.seedUser({ email: 'two.devices@example.com' });
  });
  afterAll(() => web?.close());

  it('lists this browser and another device, and signs the other one out', async () => {
    const { page, app } = web;
    const phone = await app.login(user.email, user.password);
    await web.logIn(user.email, user.password);

    await page.goto(web.at('/settings'));
    const rows = page.getByRole('table').last().getByRole('row');
    await expect.poll(() => rows.count()).toBe(3); // header + two devices
    await expect.poll(() => page.getByText('this device').count()).toBe(1);
    await checkPage(page, web.errors, 'settings-sessions');

    await page.getByRole('button', { name: 'Sign out every other device' }).click();
    await page.getByRole('status').filter({ hasText: 'Signed out 1 other device.' }).waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    const refreshed = await app.api.POST('/api/v1/auth/refresh', { body: { refresh_token: phone.refresh_token } });
    expect(refreshed.response.status).toBe(401);
  });
});
