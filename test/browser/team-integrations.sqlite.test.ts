import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { deliverDueWebhooks } from '@metagame/hosts';
import { screenshot } from '../support/browser.js';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

type Account = Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
const OPPONENT = { tier: 1, category: 'aggro', top8: 0, presence: 5, expected: 'as_expected' } as const;

/**
 * A team's API tokens and webhooks on its page, in a real browser over the real API: the owner makes
 * a token (the secret once) that reaches the team's tracker and nothing personal, and revokes it;
 * registers a webhook to a loopback receiver, reads a team match's delivery in its log and
 * redelivers it, and rotates its secret; a member is offered neither panel.
 */
describe('a team’s API tokens and webhooks in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let receiver: WebhookReceiver;
  let owner: Account;
  let member: Account;
  let teamId = '';
  /** The team webhook's secret as the page showed it at creation. */
  let teamSecret = '';
  const teamPage = () => web.at(`/teams/${teamId}/members`);
  const team = () => ({ params: { path: { team_id: teamId } } });
  let teamDecks = { personal_deck_id: '', opponent_deck_id: '' };
  /** A match in the team's tracker: a `match.recorded` event for the team's webhooks. */
  const recordTeamMatch = () =>
    web.app.api.POST('/api/v1/teams/{team_id}/tracker/matches', {
      headers: owner.auth,
      ...team(),
      body: { ...teamDecks, date: '2026-11-21', on_play: true, game1: 'win', game2: 'win' },
    });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    web = await startBrowserApp({
      smtp: true,
      env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_ALLOW_HTTP: 'true' },
    });
    const { app } = web;
    owner = await app.signedIn('user', 'team.integrations.owner@example.com');
    member = await app.signedIn('user', 'team.integrations.member@example.com');
    teamId = (await app.api.POST('/api/v1/teams', { headers: owner.auth, body: { name: 'League Crew' } })).data!.id;
    const mail = web.sink!.waitFor(member.email);
    const sent = await app.api.POST('/api/v1/teams/{team_id}/invitations', {
      headers: owner.auth,
      ...team(),
      body: { email: member.email, role: 'member' },
    });
    expect(sent.response.status).toBe(201);
    const link = new URL(/https?:\/\/\S+\/teams\/join\?\S+/.exec((await mail).text)![0]);
    const joined = await app.api.POST('/api/v1/teams/join', {
      headers: member.auth,
      body: { token: link.searchParams.get('token')! },
    });
    expect(joined.data?.role).toBe('member');
    const tracker = { headers: owner.auth, ...team() };
    const deck = await app.api.POST('/api/v1/teams/{team_id}/tracker/personal-decks', {
      ...tracker,
      body: { name: 'Team Boros' },
    });
    const foe = await app.api.POST('/api/v1/teams/{team_id}/tracker/meta-decks', {
      ...tracker,
      body: { name: 'Gauntlet Izzet', ...OPPONENT },
    });
    teamDecks = { personal_deck_id: deck.data!.id, opponent_deck_id: foe.data!.id };
  });
  afterEach(async (test) => {
    if (test.task.result?.state === 'fail')
      await screenshot(web.page, `failed-team-integrations-${test.task.name.replace(/\W+/g, '-')}`);
  });
  afterAll(async () => {
    await web?.close();
    await receiver?.stop();
  });

  it('makes a team token with scopes, shows its secret once, and revokes it: it reaches the team’s tracker only', async () => {
    const { page, errors, app } = web;
    await web.logIn(owner.email, owner.password);
    await page.goto(teamPage());
    const panel = page.getByRole('region', { name: 'Team API tokens' });
    await panel.getByText('No tokens yet.').waitFor();

    const form = panel.getByRole('form', { name: 'New team API token' });
    expect(await form.getByRole('checkbox').count()).toBe(2); // a team token reaches the team's tracker only
    await form.getByLabel('Name').fill('league bot');
    await form.getByLabel(/Change the team’s tracker/).check();
    await form.getByLabel('Expires after').selectOption('30');
    await form.getByRole('button', { name: 'Create token' }).click();
    const secret = (await panel.getByTestId('new-api-token').innerText()).trim();
    expect(secret).toMatch(/^mgt_[0-9A-Za-z]{49}$/);

    const rows = panel.getByRole('table', { name: 'Team API tokens' }).getByRole('row');
    await expect.poll(() => rows.count()).toBe(2); // header + the token
    const row = await rows.nth(1).innerText();
    expect(row).toContain('tracker:read, tracker:write');
    expect(row).toContain(`${secret.slice(0, 12)}…`);
    expect(row).not.toContain(secret.slice(12));
    const listed = await app.api.GET('/api/v1/teams/{team_id}/tokens', { headers: owner.auth, ...team() });
    expect(listed.data).toMatchObject([{ name: 'league bot', team_id: teamId }]);
    await checkPage(page, errors, 'team-api-tokens');

    const bearer = { Authorization: `Bearer ${secret}` };
    const teamMatches = () => app.api.GET('/api/v1/teams/{team_id}/tracker/matches', { headers: bearer, ...team() });
    expect((await teamMatches()).response.status).toBe(200);
    expect((await app.api.GET('/api/v1/tracker/matches', { headers: bearer })).response.status).toBe(403);
    await page.reload();
    await panel.getByRole('table', { name: 'Team API tokens' }).waitFor();
    expect(await panel.getByTestId('new-api-token').count()).toBe(0); // shown once
    await panel.getByRole('button', { name: 'Revoke the token league bot' }).click();
    await panel.getByRole('button', { name: 'Yes' }).click();
    await panel.getByText('No tokens yet.').waitFor();
    expect((await teamMatches()).response.status).toBe(401);
  });

  it('registers a team webhook, shows a team match’s delivery in the team’s log and redelivers it', async () => {
    const { page, errors, app } = web;
    await page.goto(teamPage());
    const panel = page.getByRole('region', { name: 'Team webhooks' });
    const form = panel.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel(/^Endpoint URL/).fill(`${receiver.url}/team`);
    await form.getByLabel('Description').fill('League bot');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = panel.getByTestId('webhook-secret');
    teamSecret = (await secret.getByText(/^whsec_/).innerText()).trim();
    await checkPage(page, errors, 'team-webhooks-secret');
    await secret.getByRole('button', { name: 'I have kept it' }).click();
    const hooks = await app.api.GET('/api/v1/teams/{team_id}/webhooks', { headers: owner.auth, ...team() });
    expect(hooks.data).toMatchObject([{ url: `${receiver.url}/team`, events: ['match.recorded'], enabled: true }]);
    const personal = await app.api.GET('/api/v1/webhooks', { headers: owner.auth });
    expect(personal.data).toEqual([]);

    const match = await recordTeamMatch();
    expect(match.response.status).toBe(201);
    await deliverDueWebhooks(app.runtime);
    const [hit] = receiver.at('/team');
    expect(receiver.at('/team')).toHaveLength(1);
    expect(JSON.parse(hit!.body)).toMatchObject({ type: 'match.recorded', data: { workspace_id: teamId } });

    await panel.getByRole('button', { name: 'Deliveries' }).click();
    const log = panel.getByTestId('delivery-log');
    await log.getByText('delivered').waitFor();
    // Off the button just pressed: its hover colours are not the page's (axe judges what is shown).
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'team-webhooks-log');
    await log.getByRole('button', { name: /^Redeliver the match.recorded event/ }).click();
    await log.getByText('pending').waitFor(); // the log read again: queued for the next poll
    await expect.poll(async () => (await deliverDueWebhooks(app.runtime)).delivered).toBe(1);
    expect(receiver.at('/team').map((h) => h.headers['webhook-id'])).toEqual([
      hit!.headers['webhook-id'],
      hit!.headers['webhook-id'],
    ]);
  }, 120_000);

  it('rotates the team webhook’s secret: the next team delivery verifies with the new one only', async () => {
    const { page, errors, app } = web;
    const url = `${receiver.url}/team`;
    const panel = page.getByRole('region', { name: 'Team webhooks' });
    await panel.getByRole('button', { name: `Rotate secret for ${url}` }).click();
    await panel
      .getByRole('group', { name: `Rotate secret for ${url}` })
      .getByRole('button', { name: 'Yes' })
      .click();
    const shown = panel.getByTestId('webhook-secret');
    await shown.getByText('The new signing secret, shown this once').waitFor();
    const secret = (await shown.getByText(/^whsec_/).innerText()).trim();
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'team-webhooks-rotated');

    const start = receiver.at('/team').length;
    const match = await recordTeamMatch();
    await deliverDueWebhooks(app.runtime);
    const [hit] = receiver.at('/team').slice(start);
    const verify = (key: string) => new Verifier(key).verify(hit!.body, hit!.headers as Record<string, string>);
    expect(verify(secret)).toMatchObject({ type: 'match.recorded', data: { match_id: match.data!.id } });
    expect(() => verify(teamSecret)).toThrow();
  });

  it('offers a member of the team neither panel', async () => {
    const { page, errors } = web;
    const logOut = page.getByRole('button', { name: 'Log out' });
    await logOut.click();
    await logOut.waitFor({ state: 'detached' });
    await web.logIn(member.email, member.password);
    await page.goto(teamPage());
    await page.getByTestId('team-members').waitFor();
    await page.getByText('Your role: member.').waitFor();
    for (const name of ['Team API tokens', 'Team webhooks'])
      expect(await page.getByRole('heading', { name }).count(), name).toBe(0);
    expect(await page.getByRole('form', { name: 'New team API token' }).count()).toBe(0);
    expect(await page.getByRole('form', { name: 'Add a webhook' }).count()).toBe(0);
    await checkPage(page, errors, 'team-page-member');
  });
});
