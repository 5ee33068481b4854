import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from '../support/browser.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/** Where the emailed links point; the test opens their path and query on the test server. */
const FRONTEND = 'https://metagame.example/app';
const OPPONENT = { tier: 1, category: 'aggro', top8: 0, presence: 5, expected: 'as_expected' } as const;
type Auth = { Authorization: string };

/**
 * Team workspaces in the browser, over the real API: the workspace switcher and the pages reading
 * the team's data, what each role is offered (a viewer reads, a member records, a captain curates),
 * the team's page with its members and an invitation sent through a loopback SMTP sink, and the
 * emailed link's join page, which joins only when its button is pressed.
 */
describe('team workspaces in a real browser [sqlite]', () => {
  let web: BrowserApp;
  const people = {} as Record<'olga' | 'mia' | 'vic', { id: string; email: string; password: string; auth: Auth }>;
  let teamId = '';
  let inviteLink: URL;

  /** The token of the next invitation mailed to `email`, sent by the owner over the API. */
  async function invite(email: string, role: 'member' | 'viewer' | 'captain'): Promise<string> {
    const mail = web.sink!.waitFor(email);
    const sent = await web.app.api.POST('/api/v1/teams/{team_id}/invitations', {
      headers: people.olga.auth,
      params: { path: { team_id: teamId } },
      body: { email, role },
    });
    expect(sent.response.status).toBe(201);
    return new URL(/https?:\/\/\S+\/teams\/join\?\S+/.exec((await mail).text)![0]).searchParams.get('token')!;
  }

  const teamPath = (path: string) => `/teams/${teamId}${path}`;
  /** A fresh `Authorization` header: logging out in the browser revokes every earlier token. */
  const authOf = async ({ email, password }: { email: string; password: string }) => ({
    Authorization: `Bearer ${(await web.app.login(email, password)).access_token}`,
  });
  const teamMatches = async () =>
    (
      await web.app.api.GET('/api/v1/teams/{team_id}/tracker/matches', {
        headers: await authOf(people.olga),
        params: { path: { team_id: teamId } },
      })
    ).data!;

  beforeAll(async () => {
    web = await startBrowserApp({ smtp: true, env: { FRONTEND_BASE_URL: FRONTEND } });
    const { app } = web;
    for (const name of ['olga', 'mia', 'vic'] as const)
      people[name] = await app.signedIn('user', `${name}@example.com`);
    const { olga } = people;

    // Olga's own data: one deck, one opponent, one match.
    const own = (
      await app.api.POST('/api/v1/tracker/personal-decks', { headers: olga.auth, body: { name: 'Own Burn' } })
    ).data!;
    const ownFoe = (
      await app.api.POST('/api/v1/tracker/meta-decks', { headers: olga.auth, body: { name: 'Own Foe', ...OPPONENT } })
    ).data!;
    await app.api.POST('/api/v1/tracker/matches', {
      headers: olga.auth,
      body: {
        date: '2026-11-20',
        personal_deck_id: own.id,
        opponent_deck_id: ownFoe.id,
        on_play: true,
        game1: 'win',
        game2: 'win',
      },
    });

    // The team: Olga owns it, Mia is a member, Vic a viewer; one candidate deck, one gauntlet deck, one match of Olga's.
    teamId = (await app.api.POST('/api/v1/teams', { headers: olga.auth, body: { name: 'Friday Testers' } })).data!.id;
    for (const [name, role] of [
      ['mia', 'member'],
      ['vic', 'viewer'],
    ] as const) {
      app.clock.advance({ minutes: 1 }); // the members list is longest-standing first
      const token = await invite(people[name].email, role);
      const joined = await app.api.POST('/api/v1/teams/join', { headers: people[name].auth, body: { token } });
      expect(joined.data?.role).toBe(role);
    }
    const team = { headers: olga.auth, params: { path: { team_id: teamId } } };
    const deck = (
      await app.api.POST('/api/v1/teams/{team_id}/tracker/personal-decks', { ...team, body: { name: 'Team Boros' } })
    ).data!;
    const foe = (
      await app.api.POST('/api/v1/teams/{team_id}/tracker/meta-decks', {
        ...team,
        body: { name: 'Gauntlet Sligh', ...OPPONENT },
      })
    ).data!;
    await app.api.POST('/api/v1/teams/{team_id}/tracker/matches', {
      ...team,
      body: {
        date: '2026-11-21',
        personal_deck_id: deck.id,
        opponent_deck_id: foe.id,
        on_play: true,
        game1: 'win',
        game2: 'loss',
        game3: 'win',
      },
    });
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(web.page, `failed-team-${test.task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(() => web?.close());

  it('switches from the personal workspace to the team’s, whose pages read the team’s data, and keeps it on reload', async () => {
    const { page } = web;
    await web.logIn(people.olga.email, people.olga.password);
    const switcher = page.getByRole('combobox', { name: 'Workspace' });
    await expect.poll(() => switcher.locator('option').allInnerTexts()).toEqual(['Personal', 'Friday Testers (owner)']);
    await page.getByTestId('cell-Own Foe').waitFor();
    expect(await page.getByTestId('cell-Gauntlet Sligh').count()).toBe(0);

    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByRole('link', { name: 'Own Burn' }).waitFor();
    await switcher.selectOption({ label: 'Friday Testers (owner)' });
    // The section is kept: the team's decks, at the team's address.
    await page.getByRole('link', { name: 'Team Boros' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app${teamPath('/decks')}`);
    expect(await page.getByRole('link', { name: 'Own Burn' }).count()).toBe(0);
    await checkPage(page, web.errors, 'team-decks');

    await page.getByRole('link', { name: 'Matrix' }).click();
    const cell = page.getByTestId('cell-Gauntlet Sligh');
    await cell.waitFor();
    expect(await cell.innerText()).toMatch(/^67%\n\d+%–\d+%\n2–1 in 1 match$/);
    await page.reload();
    await page.getByTestId('cell-Gauntlet Sligh').waitFor();
    expect(await switcher.inputValue()).toBe(teamId);
    await checkPage(page, web.errors, 'team-matrix');

    await switcher.selectOption({ label: 'Personal' });
    await page.getByTestId('cell-Own Foe').waitFor();
    expect(new URL(page.url()).pathname).toBe('/app/');
  });

  it('lets a captain (here the owner) create a team deck, a gauntlet deck and a version, and opens the team’s plans and simulator', async () => {
    const { page } = web;
    await page.goto(web.at(teamPath('/decks')));
    await page.getByLabel(/^New deck name/).fill('Team Izzet');
    await page.getByRole('button', { name: 'Create deck' }).click();
    await page.getByRole('link', { name: 'Team Izzet' }).waitFor();
    const headers = await authOf(people.olga);
    const decks = await web.app.api.GET('/api/v1/teams/{team_id}/tracker/personal-decks', {
      headers,
      params: { path: { team_id: teamId } },
    });
    expect(decks.data!.map((d) => d.name).sort()).toEqual(['Team Boros', 'Team Izzet']);
    const personal = await web.app.api.GET('/api/v1/tracker/personal-decks', { headers });
    expect(personal.data!.map((d) => d.name)).toEqual(['Own Burn']);

    await page.getByRole('link', { name: 'Roster' }).click();
    await page.getByLabel(/^Opponent deck/).fill('Gauntlet Control');
    await page.getByRole('button', { name: 'Add to roster' }).click();
    await page.getByTestId('roster').getByRole('cell', { name: 'Gauntlet Control', exact: true }).waitFor();
    await checkPage(page, web.errors, 'team-roster-captain');

    // A version pasted into the team's deck, the deck's plans page and the simulator over the team's matches.
    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByRole('link', { name: 'Team Boros' }).click();
    await page
      .getByLabel(/^Decklist/)
      .fill('4 Lightning Bolt\n4 Monastery Swiftspear\n\nSideboard\n2 Smash to Smithereens');
    await page.getByRole('button', { name: 'Save as version 1' }).click();
    await page.getByTestId('versions').getByRole('cell', { name: 'manual' }).waitFor();
    await checkPage(page, web.errors, 'team-deck-captain');
    await page.getByRole('link', { name: 'Sideboard plans per matchup' }).click();
    await page.getByRole('heading', { name: 'New plan' }).waitFor();
    expect(new URL(page.url()).pathname).toMatch(new RegExp(`^/app/teams/${teamId}/decks/[^/]+/plans$`));
    await checkPage(page, web.errors, 'team-plans-captain');
    await page.getByRole('link', { name: 'Simulator' }).click();
    await page.getByRole('button', { name: 'Simulate' }).click();
    const expected = await web.app.api.GET('/api/v1/teams/{team_id}/tracker/personal-decks', {
      headers,
      params: { path: { team_id: teamId } },
    });
    const boros = expected.data!.find((d) => d.name === 'Team Boros')!;
    await page.getByTestId(`deck-${boros.id}`).getByTestId('match-win-rate').waitFor();
    await checkPage(page, web.errors, 'team-simulator');
  });

  it('records a captain’s match for another member, and shows each player’s row in the matrix', async () => {
    const { page } = web;
    await page.goto(web.at(teamPath('/matches/new')));
    await page.getByRole('combobox', { name: 'Opponent deck' }).fill('Gauntlet Sl');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('LL');
    await page.getByLabel('My deck').selectOption({ label: 'Team Boros' });
    await page.getByLabel('Player', { exact: true }).selectOption({ label: people.mia.email });
    await page.getByRole('button', { name: 'Save match' }).click();
    await page.getByTestId('match-saved').waitFor();
    const recorded = (await teamMatches()).find((m) => m.game1 === 'loss' && m.game2 === 'loss');
    expect(recorded?.player_id).toBe(people.mia.id);
    await page.getByTestId('recent-matches').getByRole('cell', { name: people.mia.email }).waitFor();
    await checkPage(page, web.errors, 'team-match-entry-captain');

    await page.getByRole('link', { name: 'Matrix' }).click();
    await page.getByTestId('cell-Gauntlet Sligh').waitFor();
    await page.getByLabel('A row per player').check();
    const mias = page.getByTestId(`cell-Team Boros: ${people.mia.email}-Gauntlet Sligh`);
    expect(await mias.innerText()).toMatch(/^0%\n0%–\d+%\n0–2 in 1 match$/);
    const olgas = page.getByTestId(`cell-Team Boros: ${people.olga.email}-Gauntlet Sligh`);
    expect(await olgas.innerText()).toMatch(/^67%\n\d+%–\d+%\n2–1 in 1 match$/);
    await checkPage(page, web.errors, 'team-matrix-by-player');

    // The player filter narrows the pooled figures to one member's matches, in the address too.
    await page.getByLabel('Player', { exact: true }).selectOption({ label: people.mia.email });
    await expect.poll(() => page.getByTestId('cell-Gauntlet Sligh').innerText()).toMatch(/0–2 in 1 match$/);
    expect(new URL(page.url()).searchParams.get('player_id')).toBe(people.mia.id);
  });

  it('lets a member record a match in the team and import one from the team’s CSV export, and offers them no curation', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Log out' }).click();
    await web.logIn(people.mia.email, people.mia.password);
    const switcher = page.getByRole('combobox', { name: 'Workspace' });
    await expect.poll(() => switcher.locator('option').count()).toBe(2);
    await switcher.selectOption({ label: 'Friday Testers (member)' });
    await page.getByRole('link', { name: 'Record match' }).click();
    await page.getByRole('combobox', { name: 'Opponent deck' }).fill('Gauntlet Sl');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.type('WW');
    await page.getByLabel('My deck').selectOption({ label: 'Team Boros' });
    expect(await page.getByLabel('Player', { exact: true }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'New event' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Save match' }).click();
    await page.getByTestId('match-saved').waitFor();
    const won = (await teamMatches()).filter((m) => m.game1 === 'win' && m.game2 === 'win' && m.game3 === null);
    expect(won.map((m) => m.player_id)).toEqual([people.mia.id]);
    // Mia may delete her own matches, not Olga's.
    const recent = page.getByTestId('recent-matches');
    await expect.poll(() => recent.getByRole('row').count()).toBe(4);
    expect(await recent.getByRole('button', { name: /^Delete/ }).count()).toBe(2);
    await checkPage(page, web.errors, 'team-match-entry-member');

    await page.getByRole('link', { name: 'Decks' }).click();
    await page.getByRole('link', { name: 'Team Boros' }).waitFor();
    expect(await page.getByRole('button', { name: 'Create deck' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Archive/ }).count()).toBe(0);

    // The team's match log as CSV, and one of its rows imported back as a match of Mia's.
    await page.getByRole('link', { name: 'Import/export' }).click();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export matches' }).click();
    const csv = (await (await download).createReadStream())
      .toArray()
      .then((chunks) => Buffer.concat(chunks).toString());
    const [header, first] = (await csv).split(/\r?\n/);
    expect(first).toContain('Team Boros');
    await page.locator('input[type=file]').setInputFiles({
      name: 'one-match.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${header}\r\n${first}\r\n`),
    });
    await page.getByRole('button', { name: 'Import', exact: true }).click();
    await page.getByRole('status').getByText('Imported 1 match.').waitFor();
    expect((await teamMatches()).filter((m) => m.player_id === people.mia.id)).toHaveLength(3);
    await checkPage(page, web.errors, 'team-data-member');
  });

  it('shows a viewer read-only pages: no record, edit or curation control anywhere', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Log out' }).click();
    await web.logIn(people.vic.email, people.vic.password);
    await page.goto(web.at(teamPath('/')));
    await page.getByTestId('cell-Gauntlet Sligh').waitFor();
    const writes = /^(Record|Save|Create|Add|Delete|Archive|Edit|Import|New event|Send)/;
    expect(await page.getByRole('button', { name: writes }).count()).toBe(0);
    await page.getByRole('link', { name: 'Matches' }).click();
    await page.getByText('Read-only', { exact: true }).waitFor();
    await page.getByTestId('recent-matches').waitFor();
    expect(await page.getByRole('button', { name: writes }).count()).toBe(0);
    await checkPage(page, web.errors, 'team-matches-viewer');
    for (const [path, ready] of [
      ['/decks', () => page.getByRole('link', { name: 'Team Boros' })],
      ['/roster', () => page.getByTestId('roster')],
      ['/events', () => page.getByText('No events yet.')],
      ['/card-tests', () => page.getByTestId('card-tests')],
      ['/data', () => page.getByRole('button', { name: 'Export matches' })],
    ] as const) {
      await page.goto(web.at(teamPath(path)));
      await ready().waitFor();
      expect(await page.getByRole('button', { name: writes }).count(), path).toBe(0);
      expect(await page.getByRole('textbox').count(), path).toBe(0);
    }
    await checkPage(page, web.errors, 'team-data-viewer');
    // The server is the judge: a viewer's write over the API is refused whatever the page offers.
    const refused = await web.app.api.POST('/api/v1/teams/{team_id}/tracker/personal-decks', {
      headers: await authOf(people.vic),
      params: { path: { team_id: teamId } },
      body: { name: 'Sneaky' },
    });
    expect(refused.response.status).toBe(403);
  });

  it('lists the members on the team’s page, changes a role and sends an invitation by email', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Log out' }).click();
    // A team's page opened signed out (a link from a teammate): the login brings the player to it.
    await page.goto(web.at(teamPath('/members')));
    await page.getByLabel('Email').fill(people.olga.email);
    await page.getByLabel(/^Password/).fill(people.olga.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('heading', { name: 'Friday Testers' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/app${teamPath('/members')}`);
    await page.getByRole('link', { name: 'Matrix' }).click();
    await page.getByRole('link', { name: 'Team', exact: true }).click();
    await page.getByRole('heading', { name: 'Friday Testers' }).waitFor();
    const members = page.getByTestId('team-members');
    const rows = await members.getByRole('row').allInnerTexts();
    expect(rows.slice(1).map((r) => r.split('\t').slice(0, 2))).toEqual([
      [`${people.olga.email} (you)`, 'owner'],
      [people.mia.email, expect.any(String)],
      [people.vic.email, expect.any(String)],
    ]);
    expect(await members.getByRole('combobox', { name: `Role of ${people.mia.email}` }).inputValue()).toBe('member');
    expect(await members.getByRole('combobox', { name: `Role of ${people.vic.email}` }).inputValue()).toBe('viewer');
    expect(rows[1]).toMatch(/\d{4}-\d{2}-\d{2}/);

    // The owner makes the viewer a member: the API's role changes with the select.
    await members.getByRole('combobox', { name: `Role of ${people.vic.email}` }).selectOption('member');
    const roleOfVic = async () => {
      const team = await web.app.api.GET('/api/v1/teams/{team_id}', {
        headers: await authOf(people.olga),
        params: { path: { team_id: teamId } },
      });
      return team.data!.members.find((m) => m.user_id === people.vic.id)?.role;
    };
    await expect.poll(roleOfVic).toBe('member');

    const mail = web.sink!.waitFor('nina@example.com');
    await page.getByLabel(/^Email/).fill('nina@example.com');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByRole('status').getByText('Invitation sent to nina@example.com.').waitFor();
    await page.getByTestId('team-invitations').getByRole('cell', { name: 'nina@example.com', exact: true }).waitFor();
    inviteLink = new URL(/https?:\/\/\S+\/teams\/join\?\S+/.exec((await mail).text)![0]);
    expect(`${inviteLink.origin}${inviteLink.pathname}`).toBe(`${FRONTEND}/teams/join`);
    await checkPage(page, web.errors, 'team-page');
  });

  it('joins from the emailed link only when the button is pressed, and shows the API’s detail for a bad token', async () => {
    const { page } = web;
    await page.getByRole('button', { name: 'Log out' }).click();
    const nina = await web.app.seedUser({ email: 'nina@example.com' });
    const joins: string[] = [];
    page.on('request', (request) => request.url().endsWith('/api/v1/teams/join') && joins.push(request.method()));

    // Signed out, the page sends the player to log in and back.
    await page.goto(web.at(`/teams/join${inviteLink.search}`));
    await page.getByRole('main').getByRole('link', { name: 'Log in' }).click();
    await page.getByLabel('Email').fill(nina.email);
    await page.getByLabel(/^Password/).fill(nina.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    const join = page.getByRole('button', { name: 'Join the team' });
    await join.waitFor();
    expect(new URL(page.url()).search).toBe(inviteLink.search);
    await checkPage(page, web.errors, 'join-team');
    expect(joins).toEqual([]);

    await join.click();
    await page.getByText('You joined Friday Testers as member.').waitFor();
    expect(joins).toEqual(['POST']);
    expect(await page.getByRole('combobox', { name: 'Workspace' }).locator('option').allInnerTexts()).toEqual([
      'Personal',
      'Friday Testers (member)',
    ]);
    await page.getByRole('link', { name: 'Open the team’s matrix' }).click();
    await page.getByTestId('cell-Gauntlet Sligh').waitFor();

    // A token that admits nobody: the API's one detail for every bad token is shown.
    await page.goto(web.at('/teams/join?token=not-a-token'));
    await join.click();
    const detail = page.getByTestId('api-error');
    await detail.waitFor();
    const again = await web.app.api.POST('/api/v1/teams/join', {
      headers: (await web.app.signedIn('user', 'other@example.com')).auth,
      body: { token: 'not-a-token' },
    });
    expect(again.response.status).toBe(400);
    expect(await detail.innerText()).toContain((again.error as { detail: string }).detail);
    page.removeAllListeners('request');
  });
});
