import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { importMetaFixtures } from './meta-fixtures.js';
import { checkPage } from './web-app-helpers.js';

/**
 * The Metagame page, signed out, on two small events of our own imported through the API (figures
 * counted by hand in meta-fixtures.ts): the share with its bars, top 8 and records, the weekly trend,
 * the matchup heatmap and its minimum, the window in the address, and the tournament browser.
 */
describe('the public metagame page in a real browser [sqlite]', () => {
  let web: BrowserApp;

  const rowOf = (testId: string, name: string) =>
    web.page
      .getByTestId(testId)
      .getByRole('row')
      .filter({ has: web.page.getByRole('rowheader', { name, exact: true }) });
  const cells = async (testId: string, name: string) =>
    (await rowOf(testId, name).getByRole('cell').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());

  beforeAll(async () => {
    web = await startBrowserApp();
    await importMetaFixtures(web.app);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('shows each archetype’s share with a bar, its top 8, conversion and match record with its interval', async () => {
    const { page } = web;
    await page.goto(web.at('/cards'));
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Metagame' }).click();
    await page.getByRole('status').filter({ hasText: '9 decks, 4 in a top 8' }).waitFor();
    expect(await page.getByLabel('Format').inputValue()).toBe('modern');
    expect(await page.getByLabel('Format').locator('option').allInnerTexts()).toEqual(['modern']);
    expect(await page.getByTestId('meta-share').locator('tbody th').allInnerTexts()).toEqual([
      'Burn',
      'Tron',
      'Murktide',
    ]);
    expect(await cells('meta-share', 'Burn')).toEqual(['4', '44.4%', '2', '1.00×', '60% (23%–88%) 3–2–1 in 6 matches']);
    expect(await cells('meta-share', 'Tron')).toEqual(['3', '33.3%', '1', '1.00×', '33% (6%–79%) 1–2–1 in 4 matches']);
    expect(await cells('meta-share', 'Murktide')).toEqual([
      '2',
      '22.2%',
      '1',
      '1.00×',
      '50% (9%–91%) 1–1 in 2 matches',
    ]);
    // The bars are scaled to the most played archetype.
    const width = (name: string) =>
      rowOf('meta-share', name)
        .locator('.share-bar')
        .evaluate((el) => el.getBoundingClientRect().width);
    const burn = await width('Burn');
    expect((await width('Murktide')) / burn).toBeCloseTo(0.5, 2);
    await checkPage(page, web.errors, 'metagame-share');
  });

  it('draws the weekly trend and lists its figures', async () => {
    const { page } = web;
    const chart = page.getByTestId('meta-trend-chart');
    expect(await chart.getAttribute('aria-label')).toBe(
      'Share per week of the 3 most played archetypes, 2024-W20 to 2024-W21',
    );
    expect(await chart.locator('polyline').count()).toBe(3);
    await page.getByText('Share per week, every archetype').click();
    expect(await page.getByTestId('meta-trend').locator('thead th').allInnerTexts()).toEqual([
      'Archetype',
      '2024-W20 (4)',
      '2024-W21 (5)',
    ]);
    expect(await cells('meta-trend', 'Burn')).toEqual(['50.0%', '40.0%']);
    expect(await cells('meta-trend', 'Tron')).toEqual(['25.0%', '40.0%']);
    expect(await cells('meta-trend', 'Murktide')).toEqual(['25.0%', '20.0%']);
    await checkPage(page, web.errors, 'metagame-trend');
  });

  it('shows the matchup heatmap, symmetric and mirror-free, and drops pairings under the minimum', async () => {
    const { page } = web;
    const cell = (row: string, column: string) =>
      page
        .getByTestId(`meta-cell-${row}-${column}`)
        .innerText()
        .then((t) => t.replace(/\s+/g, ' ').trim());
    expect(await cell('Burn', 'Tron')).toBe('67% 21%–94% 2–1–1, n = 4');
    expect(await cell('Tron', 'Burn')).toBe('33% 6%–79% 1–2–1, n = 4');
    expect(await cell('Burn', 'Murktide')).toBe('50% 9%–91% 1–1, n = 2');
    expect(await cell('Murktide', 'Burn')).toBe('50% 9%–91% 1–1, n = 2');
    expect(await page.getByTestId('meta-cell-Burn-Burn').count()).toBe(0);
    expect(await page.getByTestId('meta-matrix').locator('tbody th').allInnerTexts()).toEqual([
      'Burn',
      'Tron',
      'Murktide',
    ]);
    await checkPage(page, web.errors, 'metagame-matrix');

    const minimum = page.getByRole('textbox', { name: 'Minimum matches' });
    await minimum.fill('3');
    await expect
      .poll(() => page.getByTestId('meta-matrix').locator('tbody th').allInnerTexts())
      .toEqual(['Burn', 'Tron']);
    expect(new URL(page.url()).searchParams.get('min_matches')).toBe('3');
    await minimum.fill('5');
    await page.getByRole('status').filter({ hasText: 'No pairing has enough matches in this window.' }).waitFor();
    await minimum.fill('0');
    await page.getByTestId('meta-cell-Murktide-Burn').waitFor();
  });

  it('reads the window picked, kept in the address', async () => {
    const { page } = web;
    await page.getByLabel('From').fill('2024-05-20');
    await page.getByLabel('Weighting').selectOption('per_event');
    await page.getByRole('button', { name: 'Show' }).click();
    await page.getByRole('status').filter({ hasText: '5 decks, 0 in a top 8' }).waitFor();
    expect(new URL(page.url()).search).toBe('?format=modern&from=2024-05-20&weighting=per_event');
    expect(await cells('meta-share', 'Burn')).toEqual(['2', '40.0%', '0', '–', '50% (9%–91%) 1–1 in 2 matches']);
    await page.reload();
    await page.getByRole('status').filter({ hasText: '5 decks, 0 in a top 8' }).waitFor();
    expect(await page.getByLabel('From').inputValue()).toBe('2024-05-20');
    expect(await page.getByLabel('Weighting').inputValue()).toBe('per_event');
    await page.goBack();
    await page.getByRole('status').filter({ hasText: '9 decks, 4 in a top 8' }).waitFor();
  });

  it('browses the tournaments: the list, then one with its decks’ archetypes, standings and rounds', async () => {
    const { page } = web;
    await page.getByRole('status').filter({ hasText: '2 tournaments' }).waitFor();
    expect(await page.getByTestId('meta-tournaments').locator('tbody tr td:first-child').allInnerTexts()).toEqual([
      'Modern League',
      'Modern Challenge',
    ]);
    await checkPage(page, web.errors, 'metagame-tournaments');
    await page.getByRole('button', { name: 'Modern League' }).click();
    const view = page.getByTestId('meta-tournament');
    await view.getByRole('heading', { name: 'Modern League' }).waitFor();
    expect(new URL(page.url()).searchParams.get('tournament')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await cells('meta-tournament-decks', 'Ivy')).toEqual(['2-1', 'Murktide', 'U']);
    expect(await cells('meta-tournament-standings', 'Eve')).toEqual(['1', 'Tron', '3', '1–0–0']);
    await view.getByText('Round 1 (3 matches)').click();
    expect(
      (await page.getByTestId('meta-round-Round 1').locator('tbody tr').allInnerTexts()).map((t) =>
        t.replace(/\s+/g, ' ').trim(),
      ),
    ).toEqual(['Eve (Tron) Gus (Burn) 2-0-0', 'Hal (Burn) Fay (Tron) 2-0-0', 'Ivy (Murktide) bye –']);
    await checkPage(page, web.errors, 'metagame-tournament');
    await page.getByRole('button', { name: '← Back to the metagame' }).click();
    await page.getByTestId('meta-share').waitFor();
  });

  it('says so for an unknown tournament', async () => {
    const { page } = web;
    await page.goto(web.at('/metagame?format=modern&tournament=00000000-0000-4000-8000-000000000000'));
    await expect.poll(() => page.getByTestId('api-error').innerText()).toContain('The tournament did not load');
  });

  it('shows the API’s detail for a window ending before it starts, and says when a format has no events', async () => {
    const { page } = web;
    await page.goto(web.at('/metagame?format=modern&from=2024-06-01&to=2024-05-01'));
    await expect.poll(() => page.getByTestId('api-error').first().innerText()).toContain('Must be on or after `from`.');
    await checkPage(page, web.errors, 'metagame-bad-window');
    await page.goto(web.at('/metagame?format=pioneer'));
    await page.getByRole('status').filter({ hasText: 'No decks of this format in this window.' }).waitFor();
    await page.getByRole('status').filter({ hasText: 'No tournament of this format in this window.' }).waitFor();
    expect(await page.getByLabel('Format').inputValue()).toBe('pioneer');
  });

  it('is in the signed-in player’s sections too', async () => {
    const { page } = web;
    const player = await web.app.signedIn('user', 'meta.reader@example.com');
    await web.logIn(player.email, player.password);
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Metagame' }).click();
    await page.getByRole('status').filter({ hasText: '9 decks, 4 in a top 8' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/metagame');
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const { page } = web;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(web.at('/metagame?format=modern'));
    await page.getByTestId('meta-matrix').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await checkPage(page, web.errors, 'metagame-phone');
  });
});
