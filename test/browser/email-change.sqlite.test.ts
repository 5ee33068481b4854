import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

const NEW_EMAIL = 'moved.player@example.com';

/** An email change from the settings page to the confirm page its emailed link opens. */
describe('email change in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let user: { email: string; password: string };

  beforeAll(async () => {
    web = await startBrowserApp({ smtp: true });
    user = await web.app.seedUser({ email: 'moving.player@example.com' });
  });
  afterAll(() => web?.close());

  it('sends a code to the new address from Settings, and the emailed link confirms only when the button is pressed', async () => {
    const { page, app, sink } = web;
    await web.logIn(user.email, user.password);
    await page.goto(web.at('/settings'));
    await page.getByLabel('New email').fill(NEW_EMAIL);
    await page.getByLabel(/^Current password/).fill(user.password);
    const mail = sink!.waitFor(NEW_EMAIL);
    await page.getByRole('button', { name: 'Send a code to the new address' }).click();
    await page.getByRole('status').filter({ hasText: 'confirmation code' }).waitFor();
    await checkPage(page, web.errors, 'settings-email-change');
    const link = new URL(/https?:\/\/\S+\/confirm-email-change\?\S+/.exec((await mail).text)![0]);

    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(new URL(request.url()).pathname));
    await page.goto(web.at(`/confirm-email-change${link.search}`));
    await expect.poll(() => page.getByLabel('Code').inputValue()).toBe(link.searchParams.get('code'));
    expect(sent).toEqual([]);
    await checkPage(page, web.errors, 'confirm-email-change');

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
