import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { importMetaFixtures } from './meta-fixtures.js';
import { checkPage } from './web-app-helpers.js';

type Person = { id: string; email: string; password: string; auth: { Authorization: string } };

/**
 * The roster synced from the public metagame, in the browser, over the events of meta-fixtures.ts
 * (figures counted by hand there). Every day: 9 decks, Burn 4 (2 in a top 8), Tron 3 (1), Murktide
 * 2 (1). From 2024-05-20 only the League counts: 5 decks, Burn 2, Tron 2, Murktide 1, no top 8 (it
 * publishes records, not placements).
 */
describe('syncing the roster from the public metagame in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let player: Person;

  const text = (t: string) => t.replace(/\s+/g, ' ').trim();
  const rowOf = (testId: string, deck: string) =>
    web.page
      .getByTestId(testId)
      .getByRole('row')
      .filter({ has: web.page.getByRole(testId === 'roster' ? 'cell' : 'rowheader', { name: deck, exact: true }) });
  const cells = async (testId: string, deck: string) =>
    (await rowOf(testId, deck).getByRole('cell').allInnerTexts()).map(text);
  /** The roster row's public archetype, top 8 and presence. */
  const rosterFigures = async (deck: string) => {
    const [, archetype, , , top8, presence] = await cells('roster', deck);
    return { archetype, top8, presence };
  };
  const panel = () => web.page.getByRole('form', { name: 'Sync from the public metagame' });
  const syncsStatus = () => web.page.getByRole('region', { name: 'Syncs so far' }).getByRole('status');

  /** Sets the panel's window and count of decks to add, runs the sync (a minute after the last) and waits for its answer. */
  async function sync({ from = '', to = '', createTop = '0' } = {}) {
    web.app.clock.advance({ minutes: 1 }); // snapshots are newest first by their date
    const form = panel();
    await form.getByLabel('From', { exact: true }).fill(from);
    await form.getByLabel('To', { exact: true }).fill(to);
    await form.getByLabel('Add decks for this many most played archetypes').fill(createTop);
    await form.getByRole('button', { name: 'Sync the roster' }).click();
  }
  const syncStatus = () => web.page.getByRole('status').filter({ hasText: /^Synced from/ });

  beforeAll(async () => {
    web = await startBrowserApp({ smtp: true });
    await importMetaFixtures(web.app);
    player = await web.app.signedIn('user', 'roster.syncer@example.com');
    await web.logIn(player.email, player.password);
  });
  afterAll(async () => {
    await web?.close();
  });

  it('links a roster deck to an archetype chosen among those the public metagame lists for the format', async () => {
    const { page } = web;
    await page.getByRole('link', { name: 'Roster' }).click();
    await page.getByRole('status').filter({ hasText: 'No sync yet.' }).waitFor();
    await page.getByLabel('Opponent deck').fill('Boros Burn');
    const format = page.getByLabel('Public format', { exact: true });
    expect(await format.locator('option').allInnerTexts()).toEqual(['None', 'modern']);
    await format.selectOption('modern');
    const archetype = page.getByLabel('Public archetype', { exact: true });
    await expect
      .poll(() => archetype.locator('option').allInnerTexts())
      .toEqual(['Choose an archetype', 'Burn', 'Tron', 'Murktide']);
    await archetype.selectOption('Burn');
    await page.getByRole('button', { name: 'Add to roster' }).click();
    await rowOf('roster', 'Boros Burn').waitFor();
    expect(await rosterFigures('Boros Burn')).toEqual({
      archetype: 'Burn (modern)',
      top8: '0 synced',
      presence: '0 synced',
    });
    await checkPage(page, web.errors, 'roster-linked');
  });

  it('syncs presence and top 8, adds a deck for a most played archetype, and lists the dated snapshot', async () => {
    const { page } = web;
    expect(await panel().getByLabel('Format', { exact: true }).inputValue()).toBe('modern');
    await sync({ createTop: '1' }); // Burn is named already: Tron is the most played the roster lacks
    await expect
      .poll(() => syncStatus().innerText())
      .toBe('Synced from 9 public decks of modern: 1 deck updated, 1 created, 0 unchanged.');
    expect(await cells('sync-result', 'Boros Burn')).toEqual(['Burn', '4 (44.4%)', '0 → 4', '0 → 2', 'updated']);
    expect(await cells('sync-result', 'Tron')).toEqual(['Tron', '3 (33.3%)', '3', '1', 'created']);
    await expect.poll(() => rosterFigures('Boros Burn')).toMatchObject({ top8: '2 synced', presence: '4 synced' });
    expect(await rosterFigures('Tron')).toEqual({ archetype: 'Tron (modern)', top8: '1 synced', presence: '3 synced' });

    await syncsStatus()
      .filter({ hasText: /^1 sync$/ })
      .waitFor();
    const [synced, ...rest] = await page
      .getByTestId('roster-snapshots')
      .locator('tbody tr')
      .first()
      .locator('th, td')
      .allInnerTexts();
    expect(synced).not.toBe('');
    expect(rest.map(text)).toEqual([
      'modern',
      'every day',
      'Every deck the same',
      '9',
      'Boros Burn: presence 4, top 8 2 Tron: presence 3, top 8 1, created',
    ]);
    await checkPage(page, web.errors, 'roster-synced');
  });

  it('keeps a presence typed by hand through the next sync, which still sets the top 8', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Edit Boros Burn' }).click();
    expect(await page.getByRole('checkbox').count()).toBe(0); // the sync owns both figures
    await page.getByLabel('Presence', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect.poll(() => rosterFigures('Boros Burn')).toMatchObject({ top8: '2 synced', presence: '12 by hand' });

    await sync({ from: '2024-05-20' });
    await expect
      .poll(() => syncStatus().innerText())
      .toBe('Synced from 5 public decks of modern: 2 decks updated, 0 created, 0 unchanged.');
    expect(await cells('sync-result', 'Boros Burn')).toEqual(['Burn', '2 (40.0%)', '12 by hand', '2 → 0', 'updated']);
    expect(await cells('sync-result', 'Tron')).toEqual(['Tron', '2 (40.0%)', '3 → 2', '1 → 0', 'updated']);
    await expect.poll(() => rosterFigures('Boros Burn')).toMatchObject({ top8: '0 synced', presence: '12 by hand' });
    await syncsStatus()
      .filter({ hasText: /^2 syncs$/ })
      .waitFor();
    const newest = page.getByTestId('roster-snapshots').locator('tbody tr').first();
    expect(text(await newest.innerText())).toContain(
      'from 2024-05-20 Every deck the same 5 Boros Burn: presence 12 (by hand), top 8 0',
    );
  });

  it('hands the typed presence back to the sync, which owns it from then on', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Edit Boros Burn' }).click();
    expect(await page.getByRole('checkbox', { name: 'Hand top 8 back to the sync' }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Hand presence back to the sync' }).check();
    await checkPage(page, web.errors, 'roster-hand-back');
    await page.getByRole('button', { name: 'Save changes' }).click();
    // The value sent stands until the next sync rewrites it.
    await expect.poll(() => rosterFigures('Boros Burn')).toMatchObject({ presence: '12 synced' });
    expect(await page.getByRole('checkbox').count()).toBe(0);

    await sync({ from: '2024-05-20' });
    await expect
      .poll(() => syncStatus().innerText())
      .toBe('Synced from 5 public decks of modern: 1 deck updated, 0 created, 1 unchanged.');
    expect(await cells('sync-result', 'Boros Burn')).toEqual(['Burn', '2 (40.0%)', '12 → 2', '0', 'updated']);
    await expect.poll(() => rosterFigures('Boros Burn')).toMatchObject({ top8: '0 synced', presence: '2 synced' });
    await syncsStatus()
      .filter({ hasText: /^3 syncs$/ })
      .waitFor();
  });

  it('shows the API’s detail for a window ending before it starts, and syncs nothing', async () => {
    const { page } = web;
    await sync({ from: '2024-06-01', to: '2024-05-01' });
    await expect.poll(() => page.getByTestId('api-error').innerText()).toContain('To: Must be on or after `from`.');
    expect(await syncStatus().count()).toBe(0);
    expect(await syncsStatus().innerText()).toBe('3 syncs');
    await checkPage(page, web.errors, 'roster-sync-refused');
  });

  it('pages the syncs newest first, as the API pages them', async () => {
    const { page } = web;
    for (let n = 0; n < 8; n += 1) {
      web.app.clock.advance({ minutes: 1 });
      const reply = await web.app.api.POST('/api/v1/tracker/meta-decks/sync', {
        headers: player.auth,
        body: { format: 'modern', to: '2024-05-18' },
      });
      expect(reply.response.status).toBe(200);
    }
    await page.reload();
    await syncsStatus().filter({ hasText: '11 syncs, page 1 of 2' }).waitFor();
    const days = () => page.getByTestId('roster-snapshots').locator('tbody tr td:nth-of-type(2)').allInnerTexts();
    expect(await days()).toEqual([...Array(8).fill('to 2024-05-18'), 'from 2024-05-20', 'from 2024-05-20']);
    await page.getByRole('button', { name: 'Next page' }).click();
    await syncsStatus().filter({ hasText: '11 syncs, page 2 of 2' }).waitFor();
    expect(await days()).toEqual(['every day']);
    await checkPage(page, web.errors, 'roster-syncs-page-2');
  });

  it('offers the sync to a team’s captains only; a member sees the team’s syncs', async () => {
    const { page, app } = web;
    const member = await app.signedIn('user', 'roster.member@example.com');
    const team = (await app.api.POST('/api/v1/teams', { headers: player.auth, body: { name: 'Sync Crew' } })).data!;
    const mail = web.sink!.waitFor(member.email);
    const invited = await app.api.POST('/api/v1/teams/{team_id}/invitations', {
      headers: player.auth,
      params: { path: { team_id: team.id } },
      body: { email: member.email, role: 'member' },
    });
    expect(invited.response.status).toBe(201);
    const token = new URL(/https?:\/\/\S+\/teams\/join\?\S+/.exec((await mail).text)![0]).searchParams.get('token')!;
    expect((await app.api.POST('/api/v1/teams/join', { headers: member.auth, body: { token } })).data?.role).toBe(
      'member',
    );

    await page.goto(web.at(`/teams/${team.id}/roster`));
    await page.getByRole('status').filter({ hasText: 'No sync yet.' }).waitFor();
    await sync({ createTop: '1' });
    await expect
      .poll(() => syncStatus().innerText())
      .toBe('Synced from 9 public decks of modern: 0 decks updated, 1 created, 0 unchanged.');
    await rowOf('roster', 'Burn').waitFor();
    expect(await rosterFigures('Burn')).toEqual({ archetype: 'Burn (modern)', top8: '2 synced', presence: '4 synced' });

    await page.getByRole('button', { name: 'Log out' }).click();
    await web.logIn(member.email, member.password);
    await page.goto(web.at(`/teams/${team.id}/roster`));
    await syncsStatus()
      .filter({ hasText: /^1 sync$/ })
      .waitFor();
    await rowOf('roster', 'Burn').waitFor();
    expect(await page.getByRole('heading', { name: 'Sync from the public metagame' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Sync the roster' }).count()).toBe(0);
    await checkPage(page, web.errors, 'roster-team-member');
  });
});
