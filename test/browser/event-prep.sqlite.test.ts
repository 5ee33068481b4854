import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

const PHONE = { width: 375, height: 812 };
const V1 = [
  'Deck',
  '4 Lightning Bolt',
  '4 Monastery Swiftspear',
  '3 Counterspell',
  '20 Mountain',
  '',
  'Sideboard',
  '3 Pyroblast',
  '2 Duress',
].join('\n');
// Version 2 cuts Counterspell to 1 and Pyroblast for Red Elemental Blast: a 3-for-3 plan of version 1 no longer fits.
const V2 = V1.replace('3 Counterspell', '1 Counterspell').replace('3 Pyroblast', '3 Red Elemental Blast');
/** The page's percentage format, written here to compare the page with the API's numbers. */
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const range = ({ low, high }: { low: number; high: number }) => `${pct(low)}–${pct(high)}`;

/** Event preparation in the web app, on a phone-sized screen: sideboard plans and the field simulator. */
describe('sideboard plans and the field simulator in a real browser, phone-sized [sqlite]', () => {
  let web: BrowserApp;
  let account: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
  let tempo: string;
  let burn: string;
  let control: string;
  const plansOf = async () =>
    (
      await web.app.api.GET('/api/v1/tracker/personal-decks/{id}/sideboard-plans', {
        params: { path: { id: tempo } },
        headers: account.auth,
      })
    ).data!;

  beforeAll(async () => {
    web = await startBrowserApp();
    const { api } = web.app;
    account = await web.app.signedIn('user', 'event.prep@example.com');
    const headers = account.auth;
    const deck = async (name: string, content: string) => {
      const created = (await api.POST('/api/v1/tracker/personal-decks', { headers, body: { name } })).data!;
      await api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
        headers,
        params: { path: { id: created.id } },
        body: { content, source: 'manual' },
      });
      return created.id;
    };
    tempo = await deck('Izzet Tempo', V1);
    const red = await deck('Mono Red', '4 Lightning Bolt\n20 Mountain');
    const roster = async (name: string, presence: number) =>
      (
        await api.POST('/api/v1/tracker/meta-decks', {
          headers,
          body: { name, tier: 1, category: 'aggro', top8: 1, presence, expected: 'as_expected' },
        })
      ).data!.id;
    burn = await roster('Burn', 10);
    control = await roster('Control', 5);
    const results = [
      [tempo, burn, 'win', 'win'],
      [tempo, burn, 'loss', 'win'],
      [tempo, control, 'loss', 'loss'],
      [red, burn, 'win', 'loss'],
      [red, control, 'win', 'win'],
    ] as const;
    for (const [i, [mine, theirs, game1, game2]] of results.entries()) {
      const game3 = game1 === game2 ? null : 'win';
      await api.POST('/api/v1/tracker/matches', {
        headers,
        body: {
          date: '2026-11-20',
          personal_deck_id: mine,
          opponent_deck_id: theirs,
          on_play: i % 2 === 0,
          game1,
          game2,
          game3,
        },
      });
    }
    await web.page.setViewportSize(PHONE);
    await web.logIn(account.email, account.password);
  });
  afterAll(() => web?.close());

  it('creates a plan from the deck page with cards from its 75, stored as typed, with the post-board 75', async () => {
    const { page, errors } = web;
    await page.goto(web.at(`/decks/${tempo}`));
    await page.getByRole('link', { name: 'Sideboard plans per matchup' }).click();
    await page.getByRole('heading', { name: 'Sideboard plans: Izzet Tempo' }).waitFor();
    await checkPage(page, errors, 'sideboard-plans-empty-phone');

    const form = page.getByRole('form', { name: 'New plan' });
    await form.getByLabel('Matchup (roster deck)').selectOption({ label: 'Burn' });
    await form.getByRole('button', { name: 'Add a card: In' }).click();
    await form.getByLabel('In, card 1', { exact: true }).fill('Pyro');
    await page.getByRole('option', { name: /Pyroblast/ }).click(); // offered from the sideboard
    await form.getByLabel('In, copies of card 1').fill('3');
    await form.getByRole('button', { name: 'Add a card: Out' }).click();
    await form.getByLabel('Out, card 1', { exact: true }).fill('Counterspell');
    await form.getByLabel('Out, copies of card 1').fill('3');
    await form.getByLabel('Note').fill('Burn: cut the counters');
    await form.getByRole('button', { name: 'Add the plan' }).click();
    const plan = page.getByRole('article', { name: 'Plan against Burn, version 1' });
    await plan.waitFor();

    const stored = await plansOf();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      opponent_deck_id: burn,
      version: 1,
      note: 'Burn: cut the counters',
      both: { in: [{ name: 'Pyroblast', quantity: 3 }], out: [{ name: 'Counterspell', quantity: 3 }] },
      on_play: null,
    });
    await plan.getByText('Post-board 75').click();
    const board = stored[0]!.post_board[0]!;
    const shown = await plan.getByTestId('post-board-both').locator('li').allInnerTexts();
    expect(shown).toEqual([...board.main, ...board.sideboard].map((c) => `${c.quantity} ${c.name}`));
    expect(shown).toContain('3 Pyroblast');
    await checkPage(page, errors, 'sideboard-plans-phone');
  });

  it("shows the API's detail, card by card, for a card not in the 75, and stores nothing", async () => {
    const { page, errors } = web;
    const body = {
      decklist_version_id: (await plansOf())[0]!.decklist_version_id,
      opponent_deck_id: control,
      both: { in: [{ name: 'Fireblast', quantity: 1 }], out: [{ name: 'Counterspell', quantity: 1 }] },
    };
    const direct = await web.app.api.POST('/api/v1/tracker/personal-decks/{id}/sideboard-plans', {
      params: { path: { id: tempo } },
      body,
      headers: account.auth,
    });
    expect(direct.response.status).toBe(422);
    const detail = (direct.error as { detail: string }).detail;
    expect(detail).toContain('Fireblast');

    const form = page.getByRole('form', { name: 'New plan' });
    await form.getByLabel('Matchup (roster deck)').selectOption({ label: 'Control' });
    await form.getByRole('button', { name: 'Add a card: In' }).click();
    await form.getByLabel('In, card 1', { exact: true }).fill('Fireblast');
    await form.getByRole('button', { name: 'Add a card: Out' }).click();
    await form.getByLabel('Out, card 1', { exact: true }).fill('Counterspell');
    await form.getByRole('button', { name: 'Add the plan' }).click();
    await expect.poll(() => form.getByRole('alert').innerText()).toContain(detail);
    await form.getByRole('list', { name: 'Why the plan does not fit' }).getByText('Fireblast').first().waitFor();
    errors.length = 0; // the refused call's 422 is logged by the browser
    await checkPage(page, errors, 'sideboard-plans-refused-phone');
    expect(await plansOf()).toHaveLength(1);
  });

  it('marks a plan that no longer fits once the deck has a new version; edited per play and draw it fits again; then deletes it', async () => {
    const { page, errors } = web;
    await web.app.api.POST('/api/v1/tracker/personal-decks/{id}/versions', {
      headers: account.auth,
      params: { path: { id: tempo } },
      body: { content: V2, source: 'manual' },
    });
    await page.reload();
    const plan = page.getByRole('article', { name: 'Plan against Burn, version 1' });
    await plan.getByTestId('stale-plan').getByText('does not fit version 2').waitFor();
    const issues = (await plansOf())[0]!.newest_version.issues;
    expect(issues.length).toBeGreaterThan(0);
    const listed = await plan
      .getByRole('list', { name: 'Why it does not fit version 2' })
      .locator('li')
      .allInnerTexts();
    expect(listed).toEqual(issues.map((i) => i.message));
    await checkPage(page, errors, 'sideboard-plans-stale-phone');

    // Edited, it is written for the newest version, split by play and draw, and fits again.
    await plan.getByRole('button', { name: 'Edit the version 1 plan against Burn' }).click();
    const form = page.getByRole('form', { name: 'Edit the plan against Burn' });
    expect(await form.getByLabel('In, card 1', { exact: true }).inputValue()).toBe('Pyroblast');
    await form.getByText('On the play / on the draw').click();
    for (const side of ['on the play', 'on the draw']) {
      await form.getByRole('button', { name: `Add a card: In ${side}` }).click();
      await form.getByLabel(`In ${side}, card 1`, { exact: true }).fill('Red Elemental Blast');
      await form.getByRole('button', { name: `Add a card: Out ${side}` }).click();
      await form
        .getByLabel(`Out ${side}, card 1`, { exact: true })
        .fill(side === 'on the play' ? 'Counterspell' : 'Monastery Swiftspear');
    }
    await checkPage(page, errors, 'sideboard-plans-edit-phone');
    await form.getByRole('button', { name: 'Save the plan' }).click();
    const edited = page.getByRole('article', { name: 'Plan against Burn, version 2' });
    await edited.waitFor();
    expect(await edited.getByTestId('stale-plan').count()).toBe(0);
    const [stored] = await plansOf();
    expect(stored).toMatchObject({
      version: 2,
      both: null,
      on_play: { in: [{ name: 'Red Elemental Blast', quantity: 1 }], out: [{ name: 'Counterspell', quantity: 1 }] },
      on_draw: {
        in: [{ name: 'Red Elemental Blast', quantity: 1 }],
        out: [{ name: 'Monastery Swiftspear', quantity: 1 }],
      },
      newest_version: { fits: true, issues: [] },
    });

    await edited.getByRole('button', { name: 'Delete the version 2 plan against Burn' }).click();
    await page.getByText('No plans yet.').waitFor();
    expect(await plansOf()).toEqual([]);
  });

  it('simulates the field prefilled from the roster and shows the numbers the API gives for the same request', async () => {
    const { page, errors } = web;
    await page.goto(web.at('/'));
    await page.getByRole('link', { name: 'Simulator' }).click();
    await page.getByRole('heading', { name: 'Field simulator' }).waitFor();
    expect(await page.getByLabel('Burn').inputValue()).toBe('10'); // presence
    expect(await page.getByLabel('Control').inputValue()).toBe('5');
    await checkPage(page, errors, 'simulator-form-phone');

    const compare = async (seed: number) => {
      const decks = (await web.app.api.GET('/api/v1/tracker/personal-decks', { headers: account.auth })).data!;
      // The field in the roster's order, as the page sends it (the Monte Carlo draws follow the field's order).
      const roster = (await web.app.api.GET('/api/v1/tracker/meta-decks', { headers: account.auth })).data!;
      const field = roster.map((r) => `${r.id}:${r.presence}`).join(',');
      expect(field.split(',').sort()).toEqual([`${burn}:10`, `${control}:5`].sort());
      const query = {
        personal_deck_ids: decks.map((d) => d.id).join(','),
        field,
        rounds: 8,
        min_wins: 6,
        seed,
        draws: 1000,
        since_last_change: 'false' as const,
      };
      const { data } = await web.app.api.GET('/api/v1/tracker/field-simulation', {
        params: { query },
        headers: account.auth,
      });
      expect(data!.decks).toHaveLength(2);
      for (const deck of data!.decks) {
        const row = page.getByTestId(`deck-${deck.personal_deck_id}`);
        await expect
          .poll(() => row.getByTestId('match-win-rate').innerText())
          .toBe(`${pct(deck.expected_match_win_rate)} (${range(deck.match_win_rate_ci)})`);
        expect(await row.getByTestId('game-win-rate').innerText()).toBe(
          `${pct(deck.expected_game_win_rate)} (${range(deck.game_win_rate_ci)})`,
        );
        expect(await row.getByTestId('expected-record').innerText()).toBe(
          `${deck.swiss!.expected_wins.toFixed(2)}–${deck.swiss!.expected_losses.toFixed(2)}`,
        );
        expect(await row.getByTestId('p-min-wins').innerText()).toBe(
          `${pct(deck.swiss!.p_at_least_min_wins!)} (${range(deck.swiss!.p_at_least_min_wins_ci!)})`,
        );
      }
      const atLeast = async (k: number) =>
        (await page.getByTestId(`at-least-${k}`).allInnerTexts()).map((t) => t.trim());
      for (const k of [8, 6, 1])
        expect(await atLeast(k)).toEqual(
          data!.decks.map((d) => pct(d.swiss!.wins_distribution.find((w) => w.wins === k)!.at_least)),
        );
      return data!;
    };
    await page.getByRole('button', { name: 'Simulate' }).click();
    const first = await compare(1);
    await page.getByText('Izzet Tempo: matchups').click();
    const matchups = first.decks.find((d) => d.personal_deck_id === tempo)!.matchups;
    const rows = await page.getByTestId(`matchups-${tempo}`).locator('tbody tr').allInnerTexts();
    expect(rows).toHaveLength(2);
    for (const m of matchups) {
      const opponent = m.opponent_deck_id === burn ? 'Burn' : 'Control';
      expect(rows.find((r) => r.startsWith(opponent))).toContain(pct(m.match_win_rate));
    }
    await checkPage(page, errors, 'simulator-phone');

    await page.getByLabel('Seed').fill('7');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByText('Seed 7,').waitFor();
    const seven = await compare(7);
    // Another seed moves the Monte Carlo intervals, not the exact expectations.
    expect(seven.decks[0]!.expected_match_win_rate).toBe(first.decks[0]!.expected_match_win_rate);
  });

  it("shows the API's detail when the request is refused", async () => {
    const { page, errors } = web;
    const direct = await web.app.api.GET('/api/v1/tracker/field-simulation', {
      params: { query: { personal_deck_ids: tempo, rounds: 3, min_wins: 4 } },
      headers: account.auth,
    });
    expect(direct.response.status).toBe(422);
    await page.getByLabel('Swiss rounds').fill('3');
    await page.getByLabel('Wins to reach').fill('4');
    await page.getByRole('button', { name: 'Simulate' }).click();
    await expect
      .poll(() => page.getByRole('alert').innerText())
      .toContain('min_wins needs rounds, and cannot exceed them.');
    expect(JSON.stringify(direct.error)).toContain('min_wins needs rounds, and cannot exceed them.');
    errors.length = 0; // the refused call's 422 is logged by the browser
    await checkPage(page, errors, 'simulator-refused-phone');
  });
});
