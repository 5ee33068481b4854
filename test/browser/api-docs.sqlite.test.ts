import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, recordConsoleErrors, screenshot, seriousAccessibilityViolations } from '../support/browser.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

/** The interactive API reference at /docs in headless Chromium: Authorize with the form login, then try a call. */
describe('the API reference in a real browser [sqlite]', () => {
  let app: TestApp;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  beforeAll(async () => {
    browser = await launchChromium();
    app = await startTestApp('sqlite');
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.setDefaultTimeout(10_000);
    errors = recordConsoleErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  it('loads every operation of /openapi.json with nothing refused by its CSP', async () => {
    await page.goto(`${app.url}/docs/`);
    // The first render builds every operation of the document at once: on a busy CI machine that
    // has taken over the page's 10 s default.
    await page.locator('#operations-auth-getMe').waitFor({ timeout: 30_000 });
    const documented = Object.values(
      (await (await fetch(`${app.url}/openapi.json`)).json()).paths as Record<string, object>,
    ).flatMap((ops) => Object.keys(ops)).length;
    expect(await page.locator('.opblock').count()).toBe(documented);
    expect(errors).toEqual([]);
    await screenshot(page, 'api-docs', { fullPage: false });
  });

  it('passes axe except for swagger-ui\u2019s own operation markup', async () => {
    // swagger-ui renders each operation's summary as a button holding further buttons (copy path,
    // lock icon): axe's nested-interactive, in the package's markup. Everything else axe finds
    // serious (the colours) is fixed by the page's contrast.css, and this keeps it fixed.
    const violations = await seriousAccessibilityViolations(page);
    expect(violations.map((v) => v.id)).toEqual(['nested-interactive']);
  });

  it('authorizes with email and password (OAuth2 password flow) and calls GET /auth/me with the token', async () => {
    const user = await app.seedUser({ email: 'docs.reader@example.com' });
    await page.locator('.btn.authorize').click();
    await page.locator('#oauth_username').fill(user.email);
    await page.locator('#oauth_password').fill(user.password);
    await page.locator('.auth-btn-wrapper .authorize').click();
    await page.getByRole('button', { name: 'Remove authorization' }).waitFor();
    await page.locator('.auth-btn-wrapper .btn-done').click();
    const me = page.locator('#operations-auth-getMe');
    await me.locator('.opblock-summary-control').click();
    await me.locator('.execute').click();
    await expect
      .poll(() => me.locator('.live-responses-table tbody .response-col_status').first().innerText())
      .toBe('200');
    expect(await me.locator('.live-responses-table .microlight').first().innerText()).toContain(
      '"email": "docs.reader@example.com"',
    );
    await me.scrollIntoViewIfNeeded();
    await screenshot(page, 'api-docs-authorized', { fullPage: false });
  });
});
