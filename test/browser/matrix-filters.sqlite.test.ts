import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

type Game = 'win' | 'loss' | 'draw';

/**
 * The dashboard's filters (date range, event, kind, deck and version) narrow the matrix and the
 * archetype table to the right numbers, live in the URL (a reload or a shared link shows the same
 * view) and clear in one click. Matches are seeded through the API with two events, two dates and
 * two versions; each expected cell is worked out by hand below.
 */
describe('matrix filters in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let headers: { Authorization: string };
  const ids = { rakdos: '', izzet: '', v1: '', v2: '', rcq: '', league: '' };

  beforeAll(async () => {
    web = await startBrowserApp();
    const { app } = web;
    const user = await app.signedIn('user', 'filters@example.com');
    headers = user.auth;
    const post = async <T>(call: Promise<{ data?: T; error?: unknown }>): Promise<T> => {
      const { data, error } = await call;
      if (!data) throw new Error(`seeding failed: ${JSON.stringify(error)}`);
      return data;
    };
    ids.rakdos = (
      await post(app.api.POST('/api/v1/tracker/personal-decks', { headers, body: { name: 'Rakdos Midrange' } }))
    ).id;
    ids.izzet = (
      await post(app.api.POST('/api/v1/tracker/personal-decks', { headers, body: { name: 'Izzet Tempo' } }))
    ).id;
    for (const key of ['v1', 'v2'] as const) {
      const path = { id: ids.rakdos };
      ids[key] = (
        await post(
          app.api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
            headers,
            params: { path },
            body: { content: `4 Fatal Push\n${key}`, source: 'manual' },
          }),
        )
      ).id;
    }
    const roster: Record<string, string> = {};
    for (const [name, category] of [
      ['Mono Red', 'aggro'],
      ['Azorius Control', 'control'],
    ] as const) {
      roster[name] = (
        await post(
          app.api.POST('/api/v1/tracker/meta-decks', {
            headers,
            body: { name, tier: 1, category, top8: 0, presence: 0, expected: 'as_expected' },
          }),
        )
      ).id;
    }
    ids.rcq = (
      await post(
        app.api.POST('/api/v1/tracker/events', {
          headers,
          body: { name: 'Autumn RCQ', date: '2026-10-10', kind: 'tournament' },
        }),
      )
    ).id;
    ids.league = (
      await post(
        app.api.POST('/api/v1/tracker/events', {
          headers,
          body: { name: 'November League', date: '2026-11-05', kind: 'league' },
        }),
      )
    ).id;
    const matches: [string, string, string, string, string | null, Game[]][] = [
      // date, deck, version, opponent, event, games
      ['2026-10-10', ids.rakdos, ids.v1, 'Mono Red', ids.rcq, ['win', 'win']],
      ['2026-10-10', ids.rakdos, ids.v1, 'Mono Red', ids.rcq, ['loss', 'win', 'loss']],
      ['2026-11-05', ids.rakdos, ids.v1, 'Mono Red', ids.league, ['win', 'loss', 'win']],
      ['2026-11-06', ids.rakdos, ids.v2, 'Azorius Control', null, ['loss', 'loss']],
      ['2026-11-06', ids.rakdos, ids.v2, 'Mono Red', null, ['win', 'win']],
      ['2026-11-06', ids.izzet, '', 'Azorius Control', null, ['win', 'win']],
    ];
    for (const [date, deck, version, opponent, event, [game1, game2, game3 = null]] of matches) {
      const body = {
        date,
        personal_deck_id: deck,
        opponent_deck_id: roster[opponent]!,
        on_play: true,
        game1,
        game2,
        game3,
        event_id: event,
        ...(version ? { decklist_version_id: version } : {}),
      };
      await post(app.api.POST('/api/v1/tracker/matches', { headers, body }));
    }
    await web.logIn(user.email, user.password);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(web.page, `failed-matrix-filters-${test.task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(() => web?.close());

  /** The cell of one deck against one opponent, as shown (rate, interval, won–lost in matches). */
  const cell = (deck: string, opponent: string) =>
    web.page
      .getByTestId('matchup-matrix')
      .getByRole('row')
      .filter({ has: web.page.getByRole('rowheader', { name: deck }) })
      .getByTestId(`cell-${opponent}`);
  const cellText = (deck: string, opponent: string) => cell(deck, opponent).innerText();
  const rows = () => web.page.getByTestId('matchup-matrix').getByRole('rowheader').allInnerTexts();

  /** The interval the server gives for the same filters, as the cell writes it. */
  async function serverInterval(deckId: string, opponent: string, filters: Record<string, string>) {
    const { data } = await web.app.api.GET('/api/v1/tracker/matchup-summary', {
      headers,
      params: { query: { ...filters, personal_deck_id: deckId } },
    });
    const ci = data!.find((r) => r.opponent_name === opponent)!.win_rate_ci!;
    return `${Math.round(ci.low * 100)}%–${Math.round(ci.high * 100)}%`;
  }

  it('shows every match without filters', async () => {
    const { page } = web;
    await page.goto(web.at('/'));
    // Rakdos vs Mono Red: 2–0, 1–2, 2–1, 2–0 = 7–3 in 4 matches.
    await expect
      .poll(() => cellText('Rakdos Midrange', 'Mono Red'))
      .toBe(`70%\n${await serverInterval(ids.rakdos, 'Mono Red', {})}\n7–3 in 4 matches`);
    expect(await cellText('Rakdos Midrange', 'Azorius Control')).toMatch(/^0%\n0%–\d+%\n0–2 in 1 match$/);
    expect(await cellText('Izzet Tempo', 'Azorius Control')).toMatch(/^100%\n\d+%–100%\n2–0 in 1 match$/);
  });

  it('narrows the matrix and the archetype table to one event, and keeps the filter in the URL', async () => {
    const { page } = web;
    await page.getByLabel('Event').selectOption({ label: 'Autumn RCQ (2026-10-10)' });
    // The RCQ: 2–0 and 1–2 against Mono Red = 3–2 in 2 matches; nothing else.
    await expect
      .poll(() => cellText('Rakdos Midrange', 'Mono Red'))
      .toBe(`60%\n${await serverInterval(ids.rakdos, 'Mono Red', { event_id: ids.rcq })}\n3–2 in 2 matches`);
    expect(await page.getByTestId('cell-Azorius Control').count()).toBe(0);
    const archetypes = page.getByTestId('archetype-summary');
    await expect
      .poll(() => archetypes.getByRole('row', { name: /^aggro/ }).innerText())
      .toMatch(/^aggro\s+60%\s+60%\s+3-2\s+5\s+1 of 1$/);
    expect(await archetypes.getByRole('row', { name: /^control/ }).count()).toBe(0);
    expect(new URL(page.url()).searchParams.get('event_id')).toBe(ids.rcq);
    await checkPage(page, web.errors, 'matrix-filtered');

    await page.reload();
    await expect.poll(() => cellText('Rakdos Midrange', 'Mono Red')).toMatch(/^60%\n.*\n3–2 in 2 matches$/);
    expect(await page.getByLabel('Event').inputValue()).toBe(ids.rcq);
  });

  it('filters by kind and by date range', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => page.url()).toBe(web.at('/'));
    await page.getByLabel('Kind').selectOption({ label: 'testing (and no event)' });
    // Matches without an event: Rakdos 0–2 v Azorius and 2–0 v Mono Red, Izzet 2–0 v Azorius.
    await expect.poll(() => cellText('Rakdos Midrange', 'Mono Red')).toMatch(/^100%\n\d+%–100%\n2–0 in 1 match$/);
    expect(await cellText('Rakdos Midrange', 'Azorius Control')).toMatch(/^0%\n0%–\d+%\n0–2 in 1 match$/);
    expect(await cellText('Izzet Tempo', 'Azorius Control')).toMatch(/^100%\n\d+%–100%\n2–0 in 1 match$/);

    await page.getByLabel('Kind').selectOption({ label: 'Any kind' });
    await page.getByLabel('From').fill('2026-11-01');
    await page.getByLabel('To').fill('2026-11-05');
    // Only the league match of 2026-11-05: 2–1 v Mono Red.
    await expect.poll(() => cellText('Rakdos Midrange', 'Mono Red')).toMatch(/^67%\n\d+%–\d+%\n2–1 in 1 match$/);
    expect((await rows()).sort()).toEqual(['Izzet Tempo', 'Rakdos Midrange']);
    expect(await cell('Izzet Tempo', 'Azorius Control').count()).toBe(0);
    const query = new URL(page.url()).searchParams;
    expect([query.get('date_from'), query.get('date_to'), query.get('event_kind')]).toEqual([
      '2026-11-01',
      '2026-11-05',
      null,
    ]);
  });

  it('filters by deck and decklist version, and clears every filter', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await page.getByLabel('Deck').selectOption({ label: 'Rakdos Midrange' });
    await expect.poll(() => rows()).toEqual(['Rakdos Midrange']);
    await page.getByLabel('Version').selectOption({ label: 'Rakdos Midrange v1' });
    // v1: the two RCQ matches and the league one against Mono Red = 5–3 in 3 matches.
    await expect
      .poll(() => cellText('Rakdos Midrange', 'Mono Red'))
      .toBe(`63%\n${await serverInterval(ids.rakdos, 'Mono Red', { decklist_version_id: ids.v1 })}\n5–3 in 3 matches`);
    expect(await page.getByTestId('cell-Azorius Control').count()).toBe(0);
    await page.getByLabel('Version').selectOption({ label: 'Rakdos Midrange v2' });
    await expect.poll(() => cellText('Rakdos Midrange', 'Mono Red')).toMatch(/^100%\n\d+%–100%\n2–0 in 1 match$/);
    const query = new URL(page.url()).searchParams;
    expect([query.get('personal_deck_id'), query.get('decklist_version_id')]).toEqual([ids.rakdos, ids.v2]);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect.poll(() => cellText('Rakdos Midrange', 'Mono Red')).toMatch(/^70%\n.*\n7–3 in 4 matches$/);
    expect((await rows()).sort()).toEqual(['Izzet Tempo', 'Rakdos Midrange']);
    expect(page.url()).toBe(web.at('/'));
    expect(await page.getByRole('button', { name: 'Clear filters' }).count()).toBe(0);
  });
});
