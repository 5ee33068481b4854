import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium, recordConsoleErrors } from '../support/browser.js';
import { MOXFIELD_IDS, startFakeDeckBuilders, type FakeDeckBuilders } from '../support/fake-deck-builders.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { checkPage } from './web-app-helpers.js';

const PHONE = { width: 390, height: 844 };
/** Issue budget: the first page's JavaScript, gzip. */
const FIRST_PAGE_JS_BUDGET = 200 * 1024;

/**
 * What the journey suite does not reach, on a phone-sized screen: card tests and the coloured
 * decklist, a version imported from a deck-builder URL (a loopback fake of Moxfield), the token
 * refresh, settings, the players who share their data and one's read-only matrix, an unknown page; and the first
 * page's script weight.
 */
describe('the rest of the web app in a real browser, phone-sized [sqlite]', () => {
  let app: TestApp;
  let decks: FakeDeckBuilders;
  let browser: Browser;
  let page: Page;
  let errors: string[];
  let ann: Awaited<ReturnType<TestApp['signedIn']>>;
  const at = (path: string) => `${app.url}/app${path}`;

  async function logIn(email: string, password: string) {
    await page.goto(at('/login'));
    await page.getByLabel('Email').fill(email);
    await page.getByLabel(/^Password/).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
  }

  beforeAll(async () => {
    browser = await launchChromium();
    decks = await startFakeDeckBuilders();
    app = await startTestApp('sqlite', {
      env: { DECK_SOURCE_BASE_URL: decks.moxfieldUrl, ARCHIDEKT_BASE_URL: decks.archidektUrl },
    });
    ann = await app.signedIn('user', 'ann@example.com');
    const headers = ann.auth;
    const deck = (await app.api.POST('/api/v1/tracker/personal-decks', { headers, body: { name: 'Rakdos Midrange' } }))
      .data!;
    await app.api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
      headers,
      params: { path: { id: deck.id } },
      body: { content: '4 Fatal Push\n4 Bloodtithe Harvester\n2 Duress', source: 'manual' },
    });
    const opponent = (
      await app.api.POST('/api/v1/tracker/meta-decks', {
        headers,
        body: { name: 'Domain Zoo', tier: 1, category: 'aggro', top8: 4, presence: 10, expected: 'as_expected' },
      })
    ).data!;
    await app.api.POST('/api/v1/tracker/matches', {
      headers,
      body: {
        date: '2026-11-20',
        personal_deck_id: deck.id,
        opponent_deck_id: opponent.id,
        on_play: true,
        game1: 'win',
        game2: 'win',
      },
    });
    page = await browser.newPage({ viewport: PHONE, isMobile: true, hasTouch: true });
    page.setDefaultTimeout(8_000);
    errors = recordConsoleErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await decks?.close();
  });

  it(`loads the first page with at most ${FIRST_PAGE_JS_BUDGET / 1024} KB of JavaScript (gzip)`, async () => {
    const scripts: Promise<number>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        scripts.push(response.body().then((body) => gzipSync(body, { level: 9 }).length));
    });
    await page.goto(at('/'), { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const total = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(FIRST_PAGE_JS_BUDGET);
    page.removeAllListeners('response');
  });

  it('records a card test, which colours the decklist', async () => {
    await logIn(ann.email, ann.password);
    await page.goto(at('/card-tests'));
    await page.getByRole('combobox', { name: /^Card/ }).fill('Fatal Push'); // the card-name autocomplete
    await page.getByLabel(/^Tester/).fill('Ann');
    await page.getByText('5', { exact: true }).click();
    await page.getByRole('button', { name: 'Record test' }).click();
    await page.getByTestId('card-tests').getByRole('cell', { name: 'Fatal Push' }).waitFor();
    await checkPage(page, errors, 'card-tests');
    await page.goto(at('/decks'));
    await page.getByRole('link', { name: 'Rakdos Midrange' }).click();
    await expect
      .poll(() => page.getByTestId('decklist-view').locator('li.validated').innerText())
      .toContain('4 Fatal Push');
    await checkPage(page, errors, 'deck-phone');
  });

  it('imports a version from a deck-builder URL and shows the API’s reason for a URL it refuses', async () => {
    await page.getByRole('tab', { name: 'Import from a URL' }).click();
    await page.getByLabel(/^Deck URL/).fill('https://example.com/not-a-deck');
    await page.getByRole('button', { name: 'Import as version 2' }).click();
    await expect.poll(() => page.getByTestId('api-error').innerText()).toMatch(/URL/i);
    await page.getByLabel(/^Deck URL/).fill(`https://moxfield.com/decks/${MOXFIELD_IDS.deck}`);
    await page.getByRole('button', { name: 'Import as version 2' }).click();
    await page.getByTestId('versions').getByRole('cell', { name: 'moxfield' }).waitFor();
    await expect.poll(() => page.getByTestId('decklist-view').innerText()).toContain('4 Monastery Swiftspear');
  });

  it('refreshes an expired access token once and carries on', async () => {
    const refreshes: number[] = [];
    page.on(
      'response',
      (response) => response.url().endsWith('/api/v1/auth/refresh') && refreshes.push(response.status()),
    );
    app.clock.advance({ minutes: 31 });
    await page.getByRole('link', { name: 'Roster' }).click();
    await page.getByTestId('roster').getByRole('cell', { name: 'Domain Zoo', exact: true }).waitFor();
    expect(refreshes).toEqual([200]);
    page.removeAllListeners('response');
  });

  it('shares the data and sets the active deck in settings', async () => {
    await page.goto(at('/settings'));
    await page.getByLabel('Share my data with other players').check();
    await page.getByRole('status').getByText('Saved.').waitFor();
    await page.getByLabel('Active deck').selectOption({ label: 'Rakdos Midrange' });
    // The refresh above revoked the seeded tokens (rotation bumps the token version): log in afresh.
    const headers = { Authorization: `Bearer ${(await app.login(ann.email, ann.password)).access_token}` };
    await expect
      .poll(async () => (await app.api.GET('/api/v1/tracker/me/settings', { headers })).data)
      .toMatchObject({ data_shared: true, active_personal_deck_id: expect.any(String) });
    await checkPage(page, errors, 'settings');
  });

  it('shows a player’s shared matrix read-only', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    const bob = await app.seedUser({ email: 'bob@example.com' });
    await logIn(bob.email, bob.password);
    await page.goto(at('/shared'));
    await page.getByRole('link', { name: 'ann@example.com' }).click();
    const cell = page.getByTestId('cell-Domain Zoo');
    await cell.waitFor();
    expect(await cell.innerText()).toMatch(/^100%\n\d+%–100%\n2–0 in 1 match$/);
    expect(await page.getByRole('button', { name: /Delete|Archive|Save|Record/ }).count()).toBe(0);
    await checkPage(page, errors, 'shared-player');
    await page.goto(at('/shared'));
    await checkPage(page, errors, 'shared-data');
  });

  it('shows the matrix and match entry on a phone, and a page for unknown paths', async () => {
    await page.goto(at('/'));
    await page.getByTestId('matchup-matrix').or(page.getByText('No matches recorded yet.')).waitFor();
    await checkPage(page, errors, 'matrix-phone');
    await page.goto(at('/matches/new'));
    await page
      .getByRole('combobox', { name: 'Opponent deck' })
      .or(page.getByText('Nothing to record against yet'))
      .waitFor();
    await checkPage(page, errors, 'match-entry-phone');
    await page.goto(at('/no/such/page'));
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await checkPage(page, errors, 'not-found');
  });
});
