import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { importCardCatalogue, serveCardCatalogue } from './card-catalogue.js';
import { checkPage } from './web-app-helpers.js';

/**
 * The Cards page on the fixture catalogue imported from a loopback MTGJSON upstream: search with the
 * Scryfall-like syntax (results, prices, pages, the API's detail for a bad term), the card-name
 * autocomplete driven from the keyboard, and the same input on the card tests page.
 */
describe('card search and autocomplete in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let catalogue: Awaited<ReturnType<typeof serveCardCatalogue>>;
  let player: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;

  const resultNames = () =>
    web.page.getByTestId('card-results').locator('tbody tr td:first-child button').allInnerTexts();
  const searchFor = async (q: string) => {
    await web.page.getByRole('textbox', { name: 'Search' }).fill(q);
    await web.page.getByRole('button', { name: 'Search', exact: true }).click();
  };

  beforeAll(async () => {
    catalogue = await serveCardCatalogue();
    web = await startBrowserApp({ env: catalogue.env });
    await importCardCatalogue(web.app);
    player = await web.app.signedIn('user', 'card.player@example.com');
    await web.logIn(player.email, player.password);
  });
  afterAll(async () => {
    await web?.close();
    await catalogue?.close();
  });

  it('finds the cards a search names, one row per card, with their current prices and a stale flag', async () => {
    const { page } = web;
    await page.getByRole('link', { name: 'Cards', exact: true }).click();
    await searchFor('t:instant c:r');
    await page.getByRole('status').filter({ hasText: '4 cards' }).waitFor();
    expect(await resultNames()).toEqual([
      'Bonecrusher Giant // Stomp',
      'Fire // Ice',
      'Lightning Axe',
      'Lightning Bolt',
    ]);
    // The newest printing of Lightning Bolt is the 2022 promo: Card Kingdom gone quiet, €2.50 at Cardmarket, $3 at TCGplayer.
    const bolt = page.getByTestId('card-results').getByRole('row').filter({ hasText: 'Lightning Bolt' });
    expect(await bolt.innerText()).toMatch(
      /\{R\} Instant\s+PPRM #161★\s+\$4\.00 cardkingdom stale\s+€2\.50 cardmarket\s+\$3\.00 tcgplayer\s*$/,
    );
    expect(new URL(page.url()).search).toBe('?q=t%3Ainstant+c%3Ar');
    await checkPage(page, web.errors, 'card-search');
  });

  it('shows the API’s detail naming the term of a search that does not parse', async () => {
    const { page } = web;
    await searchFor('t:instant foo:bar');
    const alert = page.getByTestId('api-error');
    await expect
      .poll(() => alert.innerText())
      .toContain("Invalid search at position 11 ('foo:bar'): Unknown keyword 'foo'.");
    expect(await page.getByTestId('card-results').count()).toBe(0);
  });

  it('pages through every printing, 20 a page, and Back returns to the page before', async () => {
    const { page } = web;
    await searchFor('-is:token');
    await page.getByLabel('One row per printing').check();
    const answer = (await (
      await fetch(`${web.app.url}/api/v1/cards/search?q=-is%3Atoken&unique=prints&page_size=1`)
    ).json()) as { total: number };
    expect(answer.total).toBeGreaterThan(20);
    const pages = Math.ceil(answer.total / 20);
    await page
      .getByRole('status')
      .filter({ hasText: `${answer.total} printings, page 1 of ${pages}` })
      .waitFor();
    const first = await resultNames();
    expect(first).toHaveLength(20);
    await page.getByRole('button', { name: 'Next page' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `page 2 of ${pages}` })
      .waitFor();
    const second = await resultNames();
    expect(second).toHaveLength(Math.min(20, answer.total - 20));
    // Ordered by name across pages: page 2 starts where page 1 stopped.
    expect(second[0]!.localeCompare(first.at(-1)!)).toBeGreaterThanOrEqual(0);
    expect(await page.getByRole('button', { name: 'Previous page' }).isEnabled()).toBe(true);
    await page.goBack();
    await page
      .getByRole('status')
      .filter({ hasText: `page 1 of ${pages}` })
      .waitFor();
    expect(await page.getByRole('button', { name: 'Previous page' }).isDisabled()).toBe(true);
  });

  it('opens the card picked in the autocomplete with the arrow keys and Enter', async () => {
    const { page } = web;
    const input = page.getByRole('combobox', { name: 'Open a card by name' });
    await input.fill('mind s');
    const options = page.getByRole('listbox').getByRole('option');
    await expect.poll(() => options.allInnerTexts()).toEqual(['Mind Stone', 'Jace, the Mind Sculptor']);
    await input.press('ArrowDown');
    await input.press('ArrowDown');
    expect(await input.getAttribute('aria-activedescendant')).toBe(await options.nth(1).getAttribute('id'));
    await checkPage(page, web.errors, 'card-autocomplete-open');
    await input.press('Enter');
    const card = page.getByTestId('card-details');
    await card.getByRole('heading', { name: 'Jace, the Mind Sculptor' }).waitFor();
    expect(await card.innerText()).toContain("+2: Look at the top card of target player's library.");
    expect(await card.getByTestId('card-prices').innerText()).toMatch(
      /tcgplayer \(paper\)\s+retail\s+normal\s+\$25\.00/,
    );
    await checkPage(page, web.errors, 'card-details');
  });

  it('opens a name typed with a typo on Enter, and offers the nearest names when several are close', async () => {
    const { page } = web;
    const input = page.getByRole('combobox', { name: 'Open a card by name' });
    await input.fill('lightnig bolt');
    await input.press('Enter');
    await page.getByTestId('card-details').getByRole('heading', { name: 'Lightning Bolt' }).waitFor();
    await input.fill('jace');
    await input.press('Enter');
    await expect
      .poll(() => page.getByTestId('api-error').innerText())
      .toContain("'jace' matches several cards; choose one of the candidates.");
    const candidates = page.getByRole('group', { name: 'Did you mean' }).getByRole('button');
    expect(await candidates.allInnerTexts()).toEqual(
      expect.arrayContaining(['Jace Beleren', 'Jace, Memory Adept', 'Jace, the Mind Sculptor']),
    );
    // The name box's suggestions for 'jace' open and close as the answer arrives, and axe caught
    // Mantine's list between its aria-controls and its options (an id not yet in the page). The
    // candidates are what this page adds: close the suggestions (the open list is checked by the
    // arrow-keys test) and check the page once the box says it is closed.
    await input.press('Escape');
    await expect.poll(() => input.getAttribute('aria-expanded')).not.toBe('true');
    await checkPage(page, web.errors, 'card-candidates');
    await candidates.filter({ hasText: 'Jace, Memory Adept' }).click();
    await page.getByTestId('card-details').getByRole('heading', { name: 'Jace, Memory Adept' }).waitFor();
  });

  it('suggests card names on the card tests page too', async () => {
    const { page, app } = web;
    await app.api.POST('/api/v1/tracker/personal-decks', { headers: player.auth, body: { name: 'Mono Red' } });
    await page.goto(web.at('/card-tests'));
    const card = page.getByRole('combobox', { name: /^Card/ });
    await card.fill('lim dul');
    await expect.poll(() => page.getByRole('listbox').getByRole('option').allInnerTexts()).toEqual(["Lim-Dûl's Vault"]);
    await card.press('ArrowDown');
    await card.press('Enter');
    expect(await card.inputValue()).toBe("Lim-Dûl's Vault");
    await page.getByLabel(/^Tester/).fill('Ann');
    await page.getByRole('button', { name: 'Record test' }).click();
    await page.getByTestId('card-tests').getByRole('cell', { name: "Lim-Dûl's Vault" }).waitFor();
    expect(await card.inputValue()).toBe('');
  });

  it('lets a signed-out visitor search too (the card API is anonymous)', async () => {
    const visitor = await web.page.context().browser()!.newPage();
    try {
      await visitor.goto(web.at('/cards?q=t%3Ainstant+c%3Ar'));
      await visitor.getByRole('status').filter({ hasText: '4 cards' }).waitFor();
      expect(await visitor.getByRole('navigation', { name: 'Account' }).getByRole('link').allInnerTexts()).toEqual([
        'Cards',
        'Metagame',
        'Log in',
        'Sign up',
      ]);
      expect(await visitor.getByRole('heading', { name: 'Log in' }).count()).toBe(0);
    } finally {
      await visitor.close();
    }
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const { page } = web;
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto(web.at('/cards?q=t%3Ainstant'));
    await page.getByTestId('card-results').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await checkPage(page, web.errors, 'card-search-phone');
  });
});
