import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { DatabaseKind } from '../support/databases.js';
import { launchChromium, recordConsoleErrors, screenshot } from '../support/browser.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { checkPage, PLAYER } from './web-app-helpers.js';

/** Where the emailed links point; the test opens their path and query on the test server. */
const FRONTEND = 'http://frontend.invalid/app';

/**
 * The web app in headless Chromium against the real app (real HTTP, database and SMTP sink): the
 * journey of a new player from sign-up to the matchup matrix, one step per test, in order.
 */
export function webAppSuite(kind: DatabaseKind): void {
  let sink: SmtpSink;
  let app: TestApp;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let errors: string[];
  let verifyLink: URL;
  const at = (path: string) => `${app.url}/app${path}`;
  // Both databases run this suite at once: their screenshots get separate names.
  const shot = (name: string) => (kind === 'sqlite' ? name : `${name}-${kind}`);

  beforeAll(async () => {
    browser = await launchChromium();
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { env: sink.env({ FRONTEND_BASE_URL: FRONTEND }) });
    context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(8_000);
    page = await context.newPage();
    errors = recordConsoleErrors(page);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(page, shot(`failed-${test.task.name.replace(/\W+/g, '-')}`));
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await sink?.stop();
  });

  it('signs up and is emailed a link to the app’s verify page', async () => {
    await page.goto(at('/signup'));
    await page.getByLabel('Email').fill(PLAYER.email);
    await page.getByLabel(/^Password/).fill(PLAYER.password);
    await page.getByLabel('Display name (optional)').fill(PLAYER.name);
    await checkPage(page, errors, shot('sign-up'));
    const mail = sink.waitFor(PLAYER.email);
    await page.getByRole('button', { name: 'Sign up' }).click();
    const link = /https?:\/\/\S+\/verify-email\?\S+/.exec((await mail).text)?.[0];
    expect(link).toBeDefined();
    verifyLink = new URL(link!);
    expect(`${verifyLink.origin}${verifyLink.pathname}`).toBe(`${FRONTEND}/verify-email`);
    await page.waitForURL(/\/app\/verify-email\?/);
  });

  it('opens the emailed link pre-filled, sends no verification until the button is pressed, and shows why a wrong code failed', async () => {
    const verifyRequests: string[] = [];
    page.on(
      'request',
      (request) => request.url().includes('/auth/signup/verify') && verifyRequests.push(request.method()),
    );
    await page.goto(at(`/verify-email${verifyLink.search}`), { waitUntil: 'networkidle' });
    await expect.poll(() => page.getByLabel('Code').inputValue()).toBe(verifyLink.searchParams.get('code'));
    expect(await page.getByLabel('Email').inputValue()).toBe(PLAYER.email);
    await checkPage(page, errors, shot('verify-email'));
    expect(verifyRequests).toEqual([]);
    const code = verifyLink.searchParams.get('code')!;
    await page.getByLabel('Code').fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify email' }).click();
    await expect.poll(() => page.getByTestId('api-error').innerText()).toMatch(/code/i);
    await page.getByLabel('Code').fill(code);
    await page.getByRole('button', { name: 'Verify email' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
    expect(verifyRequests).toEqual(['POST', 'POST']);
  });

  it('logs out, and logs in again with the password', async () => {
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.waitForURL(/\/app\/login$/);
    await page.getByLabel('Email').fill(PLAYER.email);
    await page.getByLabel(/^Password/).fill('Wrong-Password-1!');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect.poll(() => page.getByRole('alert').innerText()).toContain('Invalid credentials.');
    await checkPage(page, errors, shot('log-in'));
    await page.getByLabel(/^Password/).fill(PLAYER.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Matchup matrix' }).waitFor();
  });

  it('creates a deck and saves a pasted list as its first version', async () => {
    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByLabel('New deck name').fill('Izzet Tempo');
    await page.getByRole('button', { name: 'Create deck' }).click();
    await page.getByRole('link', { name: 'Izzet Tempo' }).click();
    await page.getByLabel('Decklist').fill('4 Lightning Bolt\n4 Counterspell\n20 Island');
    await page.getByRole('button', { name: 'Save as version 1' }).click();
    await page.getByTestId('versions').getByRole('cell', { name: 'manual' }).waitFor();
    await page.getByTestId('decklist-view').getByText('4 Lightning Bolt').waitFor();
    await checkPage(page, errors, shot('deck'));
  });

  it('adds two opponent decks to the roster', async () => {
    await page.getByRole('link', { name: 'Roster' }).click();
    for (const [name, category] of [
      ['Mono Red', 'aggro'],
      ['Azorius Control', 'control'],
    ] as const) {
      await page.getByLabel('Opponent deck').fill(name);
      await page.getByLabel('Category').selectOption(category);
      await page.getByRole('button', { name: 'Add to roster' }).click();
      await page.getByTestId('roster').getByRole('cell', { name, exact: true }).waitFor();
    }
    await checkPage(page, errors, shot('roster'));
  });

  it('records three matches from the keyboard', async () => {
    await page.getByRole('link', { name: 'Record match' }).click();
    const opponent = page.getByRole('combobox', { name: 'Opponent deck' });
    await opponent.waitFor();
    await checkPage(page, errors, shot('match-entry'));
    const entries = [
      ['Mono', false, 'WLW', 'Recorded 2–1 against Mono Red.'],
      ['Mono', true, 'LL', 'Recorded 0–2 against Mono Red.'],
      ['Azor', false, 'ww', 'Recorded 2–0 against Azorius Control.'],
    ] as const;
    for (const [typed, onDraw, games, saved] of entries) {
      await opponent.focus();
      await page.keyboard.type(typed);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.type(games);
      if (onDraw) {
        await page.keyboard.press('Tab');
        await page.keyboard.press('ArrowRight');
      }
      await page.getByLabel('Games').press('Enter');
      await expect.poll(() => page.getByTestId('match-saved').innerText()).toBe(saved);
      await expect.poll(() => page.getByLabel('Games').inputValue()).toBe('');
    }
    const { data } = await app.api.GET('/api/v1/tracker/matches', {
      headers: { Authorization: `Bearer ${(await app.login(PLAYER.email, PLAYER.password)).access_token}` },
    });
    expect(data?.map((m) => [m.on_play, m.game1, m.game2, m.game3]).sort()).toEqual(
      [
        [true, 'win', 'loss', 'win'],
        [false, 'loss', 'loss', null],
        [true, 'win', 'win', null],
      ].sort(),
    );
  });

  it('shows the matrix with the server’s win rates, intervals and sample sizes, and the results by archetype', async () => {
    await page.getByRole('link', { name: 'Matrix' }).click();
    const red = page.getByTestId('cell-Mono Red');
    await red.waitFor();
    // Mono Red: W L W and L L = 2 wins, 3 losses in 2 matches; Azorius: 2–0 in 1 match.
    expect(await red.innerText()).toMatch(/^40%\n\d+%–\d+%\n2–3 in 2 matches$/);
    expect(await page.getByTestId('cell-Azorius Control').innerText()).toMatch(/^100%\n\d+%–100%\n2–0 in 1 match$/);
    const { data } = await app.api.GET('/api/v1/tracker/matchup-summary', {
      headers: { Authorization: `Bearer ${(await app.login(PLAYER.email, PLAYER.password)).access_token}` },
    });
    const ci = data?.find((r) => r.opponent_name === 'Mono Red')?.win_rate_ci;
    expect(await red.innerText()).toContain(`${Math.round(ci!.low * 100)}%–${Math.round(ci!.high * 100)}%`);
    const archetypes = page.getByTestId('archetype-summary');
    expect(await archetypes.getByRole('row', { name: /^aggro/ }).innerText()).toMatch(
      /^aggro\s+40%\s+40%\s+2-3\s+5\s+1 of 1$/,
    );
    expect(await archetypes.getByRole('row', { name: /^control/ }).innerText()).toMatch(
      /^control\s+100%\s+100%\s+2-0\s+2\s+1 of 1$/,
    );
    await checkPage(page, errors, shot('matrix'));
  });
}
