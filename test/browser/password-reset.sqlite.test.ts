import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

const NEW_PASSWORD = 'Brand-New-Horse-7!';

/** The emailed reset link opens the app's page, which changes the password only on a button press. */
describe('password reset in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let user: { email: string; password: string };

  beforeAll(async () => {
    web = await startBrowserApp({ smtp: true });
    user = await web.app.seedUser({ email: 'forgetful@example.com' });
  });
  afterAll(() => web?.close());

  it('asks for a code from the login page, and the emailed link sets a new password only when the button is pressed', async () => {
    const { page, app, sink } = web;
    await page.goto(web.at('/login'));
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByLabel('Email').fill(user.email);
    await checkPage(page, web.errors, 'reset-password');
    const mail = sink!.waitFor(user.email);
    await page.getByRole('button', { name: 'Email me a code' }).click();
    await page.getByRole('status').waitFor();
    const link = new URL(/https?:\/\/\S+\/reset-password\?\S+/.exec((await mail).text)![0]);
    expect(link.searchParams.get('code')).toMatch(/^\d{6}$/);

    // The link opened on this server's app: the form is filled, and nothing is sent on load.
    const sent: string[] = [];
    page.on('request', (request) => request.method() === 'POST' && sent.push(new URL(request.url()).pathname));
    await page.goto(web.at(`/reset-password${link.search}`));
    await expect.poll(() => page.getByLabel('Code').inputValue()).toBe(link.searchParams.get('code'));
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    expect(sent).toEqual([]);

    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.getByRole('heading', { name: 'Password changed' }).waitFor();
    expect(sent).toEqual(['/api/v1/auth/password-reset/confirm']);
    await expect(app.login(user.email, NEW_PASSWORD)).resolves.toHaveProperty('access_token');
  });
});
