import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { recordConsoleErrors, screenshot } from '../support/browser.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/**
 * Match entry with the game details, typed from the keyboard: the event (picked, and
 * created without leaving the page), per-game sides that follow the rule unless changed, mulligans
 * per game and the decklist version; what the API stored is read back through GET /matches. Then
 * the Events page: create, edit, archive.
 */
describe('match entry and events in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let headers: { Authorization: string };
  let user: { email: string; password: string };
  const ids = { rcq: '', v1: '', v2: '' };

  beforeAll(async () => {
    web = await startBrowserApp();
    const { app } = web;
    const seeded = await app.signedIn('user', 'quick.hands@example.com');
    user = seeded;
    headers = seeded.auth;
    const deck = (await app.api.POST('/api/v1/tracker/personal-decks', { headers, body: { name: 'Rakdos Midrange' } }))
      .data!;
    for (const [key, content] of [
      ['v1', '4 Fatal Push'],
      ['v2', '4 Fatal Push\n2 Duress'],
    ] as const) {
      ids[key] = (
        await app.api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
          headers,
          params: { path: { id: deck.id } },
          body: { content, source: 'manual' },
        })
      ).data!.id;
    }
    for (const [name, category] of [
      ['Mono Red', 'aggro'],
      ['Azorius Control', 'control'],
    ] as const) {
      await app.api.POST('/api/v1/tracker/meta-decks', {
        headers,
        body: { name, tier: 1, category, top8: 0, presence: 0, expected: 'as_expected' },
      });
    }
    ids.rcq = (
      await app.api.POST('/api/v1/tracker/events', {
        headers,
        body: { name: 'Spring RCQ', date: '2026-11-21', kind: 'tournament' },
      })
    ).data!.id;
    await web.logIn(user.email, user.password);
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(web.page, `failed-match-entry-${test.task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(() => web?.close());

  const storedMatches = async () => {
    const { data } = await web.app.api.GET('/api/v1/tracker/matches', { headers });
    return [...data!].sort((a, b) =>
      [a.game1, a.game2, a.game3].join().localeCompare([b.game1, b.game2, b.game3].join()),
    );
  };

  it('records matches from the keyboard with the event, per-game sides, mulligans and version, as the API stores them', async () => {
    const { page } = web;
    await page.goto(web.at('/matches/new'));
    const opponent = page.getByRole('combobox', { name: 'Opponent deck' });
    await opponent.waitFor();
    const saved = page.getByTestId('match-saved');

    // The event by keyboard type-ahead; it starts at round 1.
    await page.getByLabel('Event').focus();
    await page.keyboard.type('Spring');
    await expect.poll(() => page.getByRole('textbox', { name: 'Round' }).inputValue()).toBe('1');

    // Match 1: lost the die roll (draw), L W W; game 3 on the play against the rule; mulligans 1, 2, 0.
    await opponent.focus();
    await page.keyboard.type('Mono');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('LWW');
    await page.keyboard.press('Tab'); // game 1 side
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Tab'); // game 1 mulligans
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab'); // game 2 side: play, the default after a loss
    await expect.poll(() => page.getByTestId('game-2').innerText()).toContain('default: you lost game 1');
    await page.keyboard.press('Tab'); // game 2 mulligans
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Tab'); // game 3 side: draw by default after a win; change it
    await expect.poll(() => page.getByTestId('game-3').innerText()).toContain('default: you won game 2');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => page.getByTestId('game-3').innerText()).toContain('changed from the default');
    await page.keyboard.press('Tab'); // game 3 mulligans: 0
    await checkPage(page, web.errors, 'match-entry-filled');
    await page.keyboard.press('Enter');
    await expect.poll(() => saved.innerText()).toBe('Recorded 2–1 against Mono Red.');
    await expect.poll(() => opponent.evaluate((el) => el === document.activeElement)).toBe(true);

    // Match 2, the common case: opponent, games, Enter. Event kept, round moved on.
    await page.keyboard.type('Azor');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('WW');
    await page.keyboard.press('Enter');
    await expect.poll(() => saved.innerText()).toBe('Recorded 2–0 against Azorius Control.');

    // Match 3: typed first, then a league created from a dialog (the form keeps what was typed) and an older version.
    await page.keyboard.type('Mono');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('DLW');
    await page.getByLabel('Opening hand').focus();
    await page.keyboard.type('Two lands, Thoughtseize');
    await page.getByRole('button', { name: 'New event' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'New event' });
    await expect.poll(() => dialog.getByLabel('Event name').evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('Tuesday League');
    await page.keyboard.press('Tab');
    await page.keyboard.type('league');
    await checkPage(page, web.errors, 'match-entry-new-event');
    await dialog.getByLabel('Event name').press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    await expect
      .poll(() => page.getByLabel('Event').locator('option:checked').innerText())
      .toMatch(/^Tuesday League · league · /);
    const typed = [opponent, page.getByLabel('Games'), page.getByLabel('Opening hand')].map((field) =>
      field.inputValue(),
    );
    expect(await Promise.all(typed)).toEqual(['Mono Red', 'DLW', 'Two lands, Thoughtseize']);
    await page.getByLabel('Version').focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter'); // saves from the select too
    await expect.poll(() => saved.innerText()).toBe('Recorded 1–1–1 against Mono Red.');

    const league = (await web.app.api.GET('/api/v1/tracker/events', { headers })).data!.find(
      (e) => e.name === 'Tuesday League',
    );
    expect(league).toMatchObject({ kind: 'league' });
    // Sorted by games (all three differ): the test clock gives every match the same created_at.
    const fields = (await storedMatches()).map((m) => ({
      sides: [m.on_play, m.game2_on_play, m.game3_on_play],
      games: [m.game1, m.game2, m.game3],
      mulligans: [m.game1_mulligans, m.game2_mulligans, m.game3_mulligans],
      event: m.event_id,
      round: m.round,
      version: m.decklist_version_id,
      openingHand: m.opening_hand,
    }));
    expect(fields).toEqual([
      // after a drawn game 1 the side stays; after the lost game 2 the player plays
      {
        sides: [true, true, true],
        games: ['draw', 'loss', 'win'],
        mulligans: [0, 0, 0],
        event: league!.id,
        round: 1,
        version: ids.v1,
        openingHand: 'Two lands, Thoughtseize',
      },
      {
        sides: [false, true, true],
        games: ['loss', 'win', 'win'],
        mulligans: [1, 2, 0],
        event: ids.rcq,
        round: 1,
        version: ids.v2,
        openingHand: '',
      },
      {
        sides: [true, false, null],
        games: ['win', 'win', null],
        mulligans: [0, 0, null],
        event: ids.rcq,
        round: 2,
        version: ids.v2,
        openingHand: '',
      },
    ]);
  });

  it('lists the new fields under recent matches and keeps the event across a reload', async () => {
    const { page } = web;
    const recent = page.getByTestId('recent-matches');
    const row = recent.getByRole('row').filter({ hasText: 'Spring RCQ, round 1' });
    await expect
      .poll(() => row.innerText())
      .toMatch(/Mono Red\s+2–1\s+L draw, 1 mull\.\nW play, 2 mull\.\nW play\s+Spring RCQ, round 1\s+v2/);
    expect(await recent.getByRole('row').filter({ hasText: 'Tuesday League' }).innerText()).toMatch(
      /D play\nL play\nW play\s+Tuesday League, round 1\s+v1/,
    );
    await page.reload();
    await expect.poll(() => page.getByLabel('Event').locator('option:checked').innerText()).toMatch(/^Tuesday League/);
    expect(await page.getByRole('textbox', { name: 'Round' }).inputValue()).toBe('2');
  });

  it('shows the API’s 422 detail under the field’s own name', async () => {
    const { page } = web;
    const before = (await storedMatches()).length;
    await page.getByRole('combobox', { name: 'Opponent deck' }).focus();
    await page.keyboard.type('Azor');
    await page.keyboard.press('Enter');
    await page.getByRole('textbox', { name: 'Date', exact: true }).fill('1899-12-31');
    await page.getByLabel('Games').fill('W');
    await page.getByLabel('Games').press('Enter');
    await expect.poll(() => page.getByTestId('api-error').innerText()).toContain('Date: Must be 1900-01-01 or later.');
    expect(await storedMatches()).toHaveLength(before);
  });

  it('fits a 375 px wide phone', async () => {
    // A context of its own for the phone's viewport, signed in with the same stored tokens.
    const context = await web.page
      .context()
      .browser()!
      .newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        storageState: await web.page.context().storageState(),
      });
    const phone = await context.newPage();
    phone.setDefaultTimeout(8_000);
    const errors = recordConsoleErrors(phone);
    try {
      await phone.goto(web.at('/matches/new'));
      await phone.getByRole('combobox', { name: 'Opponent deck' }).waitFor();
      await phone.getByLabel('Games').fill('WLW');
      await phone.getByTestId('game-3').waitFor();
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await checkPage(phone, errors, 'match-entry-375');
    } finally {
      await context.close();
    }
  });

  it('creates, edits and archives an event on the Events page, which counts its matches', async () => {
    const { page } = web;
    await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Events' }).click();
    const table = page.getByTestId('events');
    const rcq = table.getByRole('row').filter({ hasText: 'Spring RCQ' });
    await expect.poll(() => rcq.innerText()).toMatch(/Spring RCQ\s+2026-11-21\s+tournament.*\s2\s*Edit/s);
    await page.getByLabel('Event name').fill('Friday Night');
    await page.getByLabel('Kind').selectOption('testing');
    await page.getByLabel('Event date').fill('2026-11-27');
    await page.getByLabel('Format').fill('Premodern');
    await page.getByRole('button', { name: 'Create event' }).click();
    const friday = table.getByRole('row').filter({ hasText: 'Friday Night' });
    await expect.poll(() => friday.innerText()).toMatch(/Friday Night\s+2026-11-27\s+testing\s+Premodern.*\s0\s*Edit/s);
    await checkPage(page, web.errors, 'events');

    await page.getByRole('button', { name: 'Edit Friday Night' }).click();
    await expect.poll(() => page.getByLabel('Event name').inputValue()).toBe('Friday Night');
    await page.getByLabel('Location').fill('The Game Shop');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => friday.innerText()).toContain('The Game Shop');

    await page.getByRole('button', { name: 'Archive Friday Night' }).click();
    await expect.poll(() => friday.count()).toBe(0);
    await page.getByLabel('Show archived events').check();
    await expect.poll(() => friday.innerText()).toContain('(archived)');
    const stored = (
      await web.app.api.GET('/api/v1/tracker/events', { headers, params: { query: { include_archived: 'true' } } })
    ).data!.find((e) => e.name === 'Friday Night');
    expect(stored).toMatchObject({
      kind: 'testing',
      date: '2026-11-27',
      format: 'Premodern',
      location: 'The Game Shop',
      archived_at: expect.any(String),
    });
    const active = (await web.app.api.GET('/api/v1/tracker/events', { headers })).data!.map((e) => e.name);
    expect(active).not.toContain('Friday Night');
  });

  it('deletes a recent match, and says so with the API’s detail when another device deleted it first', async () => {
    const { page } = web;
    await page.goto(web.at('/matches/new'));
    const recent = page.getByTestId('recent-matches');
    const league = recent.getByRole('row').filter({ hasText: 'Tuesday League' });
    await league.getByRole('button', { name: /^Delete the match of .* against Mono Red$/ }).click();
    await expect.poll(() => league.count()).toBe(0);
    expect((await storedMatches()).map((m) => m.event_id)).toEqual([ids.rcq, ids.rcq]);

    // Deleted elsewhere while this page still lists it: the press answers 404, and the page says why.
    const second = (await storedMatches()).find((m) => m.round === 2)!;
    const path = { params: { path: { id: second.id } }, headers };
    expect((await web.app.api.DELETE('/api/v1/tracker/matches/{id}', path)).response.status).toBe(204);
    const { error } = await web.app.api.DELETE('/api/v1/tracker/matches/{id}', path);
    const row = recent.getByRole('row').filter({ hasText: 'Spring RCQ, round 2' });
    await row.getByRole('button', { name: /^Delete/ }).click();
    const alert = page.getByTestId('api-error');
    await expect.poll(() => alert.innerText()).toContain(String((error as { detail: string }).detail));
    expect(await alert.innerText()).toContain('The match was not deleted');
    await expect.poll(() => row.count()).toBe(0);
    await checkPage(page, web.errors, 'match-delete-failed');
  });
});
