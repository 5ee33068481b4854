import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

const PHONE = { width: 375, height: 812 };

const V1 = '4 Lightning Bolt\n4 Counterspell\n2 Brainstorm\n\nSideboard\n2 Pyroblast';
const V2 = '4 Lightning Bolt\n3 Counterspell\n4 Delver of Secrets\n\nSideboard\n2 Pyroblast\n1 Red Elemental Blast';
const V3 = '4 Lightning Bolt\n3 Counterspell\n4 Delver of Secrets\n1 Fire // Ice\n\nSideboard\n3 Pyroblast';

/** 95% Wilson score interval, the textbook formula, rounded to whole percent as the page shows it. */
function wilson(wins: number, decided: number): string {
  const z = 1.959964;
  const p = wins / decided;
  const centre = (p + (z * z) / (2 * decided)) / (1 + (z * z) / decided);
  const half = (z * Math.sqrt((p * (1 - p)) / decided + (z * z) / (4 * decided * decided))) / (1 + (z * z) / decided);
  return `${Math.round((centre - half) * 100)}%–${Math.round((centre + half) * 100)}%`;
}

/**
 * The deck page's version tools: what changed between two versions (the newest against the one
 * before by default, or any two chosen), results per version from matches recorded over the API,
 * and the whole page on a 375 px phone.
 */
describe('deck versions: diff and statistics in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let player: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
  let deckId: string;

  /** Rows of one section of the diff as `card from to change`. */
  const diffRows = (section: string) =>
    web.page
      .getByTestId(`diff-${section}`)
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent).join(' ')));
  const pasteVersion = async (content: string, version: number) => {
    await web.page.getByLabel(/^Decklist/).fill(content);
    await web.page.getByRole('button', { name: `Save as version ${version}` }).click();
    await web.page
      .getByTestId('versions')
      .getByRole('cell', { name: String(version), exact: true })
      .waitFor();
  };

  beforeAll(async () => {
    web = await startBrowserApp();
    player = await web.app.signedIn('user', 'deck.player@example.com');
    const deck = (
      await web.app.api.POST('/api/v1/tracker/personal-decks', { headers: player.auth, body: { name: 'Izzet Tempo' } })
    ).data!;
    deckId = deck.id;
    await web.app.api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
      headers: player.auth,
      params: { path: { id: deckId } },
      body: { content: V1, source: 'manual' },
    });
    await web.logIn(player.email, player.password);
  });
  afterAll(() => web?.close());

  it('compares a version pasted in the page with the one before it', async () => {
    const { page } = web;
    await page.goto(web.at(`/decks/${deckId}`));
    await page.getByText('Save a second version to compare two.').waitFor();
    await pasteVersion(V2, 2);
    await expect
      .poll(() => diffRows('main'))
      .toEqual(['Brainstorm 2 0 removed', 'Counterspell 4 3 −1', 'Delver of Secrets 0 4 added']);
    expect(await diffRows('sideboard')).toEqual(['Red Elemental Blast 0 1 added']);
    expect(await page.getByTestId('diff-main').locator('thead').innerText()).toMatch(/Card\s+v1\s+v2\s+Change/);
  });

  it('compares any two versions chosen, and follows a new version until one is chosen', async () => {
    const { page } = web;
    await pasteVersion(V3, 3);
    await expect.poll(() => diffRows('main')).toEqual(['Fire // Ice 0 1 added']);
    expect(await diffRows('sideboard')).toEqual(['Pyroblast 2 3 +1', 'Red Elemental Blast 1 0 removed']);
    const compare = page.getByLabel('Compare');
    await compare.selectOption((await compare.locator('option', { hasText: /^Version 1 / }).getAttribute('value'))!);
    await expect
      .poll(() => diffRows('main'))
      .toEqual([
        'Brainstorm 2 0 removed',
        'Counterspell 4 3 −1',
        'Delver of Secrets 0 4 added',
        'Fire // Ice 0 1 added',
      ]);
    expect(await diffRows('sideboard')).toEqual(['Pyroblast 2 3 +1']);
    await checkPage(page, web.errors, 'deck-diff');
  });

  it('shows matches, games and win rates with their intervals per version, unpinned and in total', async () => {
    const { page, app } = web;
    const headers = player.auth;
    const versions = (
      await app.api.GET('/api/v1/tracker/personal-decks/{id}/versions', { headers, params: { path: { id: deckId } } })
    ).data!;
    const versionId = (n: number) => versions.find((v) => v.version === n)!.id;
    const opponent = (
      await app.api.POST('/api/v1/tracker/meta-decks', {
        headers,
        body: { name: 'Mono Black', tier: 1, category: 'midrange', top8: 2, presence: 8, expected: 'as_expected' },
      })
    ).data!;
    const record = async (
      version: string | null,
      games: ['win' | 'loss' | 'draw', ...('win' | 'loss' | 'draw' | null)[]],
    ) => {
      const [game1, game2 = null, game3 = null] = games;
      const answer = await app.api.POST('/api/v1/tracker/matches', {
        headers,
        body: {
          date: '2026-11-20',
          personal_deck_id: deckId,
          opponent_deck_id: opponent.id,
          on_play: true,
          decklist_version_id: version,
          game1,
          game2,
          game3,
        },
      });
      expect(answer.response.status).toBe(201);
    };
    await record(versionId(3), ['win', 'loss', 'win']);
    await record(versionId(3), ['loss', 'win', 'loss']);
    await record(versionId(3), ['win', 'win']);
    await record(versionId(1), ['loss', 'loss']);
    await record(null, ['win', 'draw', 'win']);

    await page.reload();
    /** A row's text, a line per figure (cells and the lines within them). */
    const row = async (id: string) =>
      (await page.getByTestId(id).innerText())
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .join('\n');
    await page.getByTestId('version-stats').waitFor();
    // Version 3: matches 2–1, games 5–3.
    expect(await row('stats-v3')).toBe(
      `Version 3\nsince the last change\n67%\n${wilson(2, 3)}\n2–1 in 3 matches\n63%\n${wilson(5, 8)}\n5–3 in 8 games`,
    );
    expect(await row('stats-v2')).toMatch(
      /^Version 2\nfrom \d{4}-\d\d-\d\d\n–\nno interval\n0–0 in 0 matches\n–\nno interval\n0–0 in 0 games$/,
    );
    expect(await row('stats-v1')).toMatch(
      new RegExp(
        `^Version 1\\nfrom \\d{4}-\\d\\d-\\d\\d\\n0%\\n${wilson(0, 1)}\\n0–1 in 1 match\\n0%\\n${wilson(0, 2)}\\n0–2 in 2 games$`,
      ),
    );
    expect(await row('stats-unpinned')).toBe(
      `No version\nmatches pinned to none\n100%\n${wilson(1, 1)}\n1–0 in 1 match\n100%\n${wilson(2, 2)}\n2–0–1 in 3 games`,
    );
    expect(await row('stats-total')).toBe(
      `All matches\n60%\n${wilson(3, 5)}\n3–2 in 5 matches\n58%\n${wilson(7, 12)}\n7–5–1 in 13 games`,
    );
  });

  it('fits a 375 px phone screen without sideways scrolling', async () => {
    const { page } = web;
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByTestId('version-stats').waitFor();
    await page.getByTestId('diff-main').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await checkPage(page, web.errors, 'deck-versions-phone');
  });
});
