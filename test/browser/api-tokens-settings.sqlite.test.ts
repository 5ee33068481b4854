import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/** Settings' API tokens in a real browser: made with a name, scopes and expiry, the secret shown once, revoked. */
describe('API tokens in Settings in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let account: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;

  beforeAll(async () => {
    web = await startBrowserApp({ context: { permissions: ['clipboard-read', 'clipboard-write'] } });
    account = await web.app.signedIn('user', 'settings.api.tokens@example.com');
  });
  afterAll(() => web?.close());

  it('makes a token, shows and copies its secret once, lists it, and revokes it', async () => {
    const { page, errors, app } = web;
    await web.logIn(account.email, account.password);
    await page.goto(web.at('/settings'));
    await page.getByText('No tokens yet.').waitFor();

    const form = page.getByRole('form', { name: 'New API token' });
    await form.getByLabel('Name').fill('notebook');
    await form.getByLabel(/Change my tracker/).check();
    await form.getByLabel('Expires after').selectOption('30');
    await form.getByRole('button', { name: 'Create token' }).click();
    const secret = (await page.getByTestId('new-api-token').innerText()).trim();
    expect(secret).toMatch(/^mgt_[0-9A-Za-z]{49}$/);
    await page.getByRole('button', { name: 'Copy the token' }).click();
    await page.getByRole('status').filter({ hasText: 'Copied.' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);

    const rows = page.getByRole('table', { name: 'API tokens' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(2); // header + the token
    const row = await rows.nth(1).innerText();
    expect(row).toContain('tracker:read, tracker:write');
    expect(row).toContain(`${secret.slice(0, 12)}…`);
    expect(row).not.toContain(secret.slice(12));
    await checkPage(page, errors, 'settings-api-tokens');

    const bearer = { Authorization: `Bearer ${secret}` };
    expect((await app.api.GET('/api/v1/tracker/matches', { headers: bearer })).response.status).toBe(200);
    await page.reload();
    await expect.poll(() => page.getByTestId('new-api-token').count()).toBe(0); // shown once
    await page.getByRole('button', { name: 'Revoke the token notebook' }).click();
    await page.getByRole('button', { name: 'Yes' }).click();
    await page.getByText('No tokens yet.').waitFor();
    expect((await app.api.GET('/api/v1/tracker/matches', { headers: bearer })).response.status).toBe(401);
  });

  it('refuses a token without a scope, saying why, and makes nothing', async () => {
    const { page, errors } = web;
    await page.goto(web.at('/settings'));
    const form = page.getByRole('form', { name: 'New API token' });
    await form.getByLabel('Name').fill('no scope');
    await form.getByLabel(/Read my tracker/).uncheck();
    await form.getByRole('button', { name: 'Create token' }).click();
    await page.getByRole('alert').getByText(/scope/).waitFor();
    errors.length = 0; // the refused call's 422 is logged by the browser
    await page.getByText('No tokens yet.').waitFor();
    await checkPage(page, errors, 'settings-api-tokens-refused');
  });
});
