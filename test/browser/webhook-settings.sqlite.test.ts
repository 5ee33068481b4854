import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook as Verifier } from 'standardwebhooks';
import { deliverDueWebhooks } from '@metagame/hosts';
import { WebhookReceiver, type ReceivedWebhook } from '../support/webhook-receiver.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

const OPPONENT = { tier: 1, category: 'aggro', top8: 0, presence: 0, expected: 'as_expected' } as const;
const typeOf = (hit: ReceivedWebhook) => (JSON.parse(hit.body) as { type: string }).type;
const verify = (hit: ReceivedWebhook, secret: string) =>
  new Verifier(secret).verify(hit.body, hit.headers as Record<string, string>) as { data: { match_id: string } };

/**
 * Settings' webhooks in a real browser, delivering to loopback receivers: add one (the secret once),
 * its delivery log and redelivery; edit its URL and events, pause and resume it, rotate its secret
 * (the new one once), a refused URL's reason in the form; delete it. The suite's tests run in order
 * on the one webhook.
 */
describe('webhook settings in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let receiver: WebhookReceiver;
  let elsewhere: WebhookReceiver;
  let account: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
  let decks = { personal_deck_id: '', opponent_deck_id: '' };
  /** The webhook's URL as saved, and the secret the page showed at its creation. */
  let url = '';
  let firstSecret = '';
  const hooks = async () => (await web.app.api.GET('/api/v1/webhooks', { headers: account.auth })).data ?? [];
  const deliver = () => deliverDueWebhooks(web.app.runtime);
  const match = { date: '2026-03-01', on_play: true, game1: 'win', game2: 'win' } as const;
  const recordMatch = async () =>
    (await web.app.api.POST('/api/v1/tracker/matches', { headers: account.auth, body: { ...decks, ...match } })).data!
      .id;
  const changeMatch = (id: string) =>
    web.app.api.PUT('/api/v1/tracker/matches/{id}', {
      headers: account.auth,
      params: { path: { id } },
      body: { ...decks, ...match, game2: 'loss', game3: 'win' },
    });

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    elsewhere = await WebhookReceiver.start();
    web = await startBrowserApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
    account = await web.app.signedIn('user', 'settings.webhooks@example.com');
    const tracker = { headers: account.auth };
    const deck = await web.app.api.POST('/api/v1/tracker/personal-decks', { ...tracker, body: { name: 'Boros' } });
    const foe = await web.app.api.POST('/api/v1/tracker/meta-decks', {
      ...tracker,
      body: { name: 'Izzet', ...OPPONENT },
    });
    decks = { personal_deck_id: deck.data!.id, opponent_deck_id: foe.data!.id };
  });
  afterAll(async () => {
    await web?.close();
    await receiver?.stop();
    await elsewhere?.stop();
  });

  it('adds a webhook showing its secret once, lists its deliveries and redelivers one', async () => {
    const { page, errors } = web;
    url = `${receiver.url}/browser`;
    await web.logIn(account.email, account.password);
    await page.goto(web.at('/settings'));
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel(/^Endpoint URL/).fill(url);
    await form.getByLabel('Description').fill('Team bot');
    await checkPage(page, errors, 'settings-webhooks-empty');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByTestId('webhook-secret');
    firstSecret = (await secret.getByText(/^whsec_/).innerText()).trim();
    await checkPage(page, errors, 'settings-webhooks-secret');
    await secret.getByRole('button', { name: 'I have kept it' }).click();
    expect(await secret.count()).toBe(0);
    const [hook] = await hooks();
    expect(hook).toMatchObject({ url, events: ['match.recorded'], enabled: true });

    await recordMatch();
    await deliver();
    expect(receiver.at('/browser')).toHaveLength(1);

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByTestId('delivery-log');
    await log.getByText('delivered').waitFor();
    // Off the button just pressed: its hover colours are not the page's (axe judges what is shown).
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'settings-webhooks-log');
    await log.getByRole('button', { name: /^Redeliver the match.recorded event/ }).click();
    await expect.poll(async () => (await deliver()).delivered).toBe(1);
    expect(receiver.at('/browser').map((hit) => hit.headers['webhook-id'])).toEqual([
      receiver.at('/browser')[0]!.headers['webhook-id'],
      receiver.at('/browser')[0]!.headers['webhook-id'],
    ]);
  }, 120_000);

  it('opens the edit form filled with the webhook as saved, which passes axe', async () => {
    const { page, errors } = web;
    await page.goto(web.at('/settings'));
    await page.getByRole('button', { name: `Edit ${url}` }).click();
    const form = page.getByRole('form', { name: `Edit the webhook ${url}` });
    expect(await form.getByLabel(/^Endpoint URL/).inputValue()).toBe(url);
    expect(await form.getByLabel('Description').inputValue()).toBe('Team bot');
    expect(await form.getByLabel(/\(match\.recorded\)$/).isChecked()).toBe(true);
    expect(await form.getByLabel(/\(match\.updated\)$/).isChecked()).toBe(false);
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'settings-webhooks-edit');
    await form.getByRole('button', { name: 'Cancel' }).click();
    await form.waitFor({ state: 'detached' });
  });

  it('shows the API’s reason for refusing a URL in the edit form, and keeps the saved one', async () => {
    const { page, errors } = web;
    await page.getByRole('button', { name: `Edit ${url}` }).click();
    const form = page.getByRole('form', { name: `Edit the webhook ${url}` });
    await form.getByLabel(/^Endpoint URL/).fill(`http://bot:hunter2@127.0.0.1/refused`);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(() => form.getByRole('alert').innerText())
      .toContain('The webhook URL must not carry a user name or password.');
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'settings-webhooks-edit-refused');
    expect((await hooks())[0]!.url).toBe(url);
    await form.getByRole('button', { name: 'Cancel' }).click();
  });

  it('moves the webhook to another receiver: the next delivery arrives there, not at the first', async () => {
    const { page } = web;
    await page.getByRole('button', { name: `Edit ${url}` }).click();
    const form = page.getByRole('form', { name: `Edit the webhook ${url}` });
    url = `${elsewhere.url}/moved`;
    await form.getByLabel(/^Endpoint URL/).fill(url);
    await form.getByRole('button', { name: 'Save changes' }).click();
    await form.waitFor({ state: 'detached' });
    await page.getByText(url).waitFor();
    expect((await hooks())[0]!.url).toBe(url);

    const before = receiver.received.length;
    const id = await recordMatch();
    expect((await deliver()).delivered).toBe(1);
    expect(elsewhere.at('/moved').map((hit) => verify(hit, firstSecret).data.match_id)).toEqual([id]);
    expect(receiver.received).toHaveLength(before);
  });

  it('stops delivering an event once it is unticked, and still delivers the others', async () => {
    const { page } = web;
    const changed = 'A match is changed (match.updated)';
    const saveEvents = async (tick: boolean, events: string[]) => {
      await page.getByRole('button', { name: `Edit ${url}` }).click();
      const form = page.getByRole('form', { name: `Edit the webhook ${url}` });
      await form.getByLabel(changed).setChecked(tick);
      await form.getByRole('button', { name: 'Save changes' }).click();
      await form.waitFor({ state: 'detached' });
      await expect.poll(async () => (await hooks())[0]!.events.toSorted()).toEqual(events);
    };
    const id = await recordMatch();
    await saveEvents(true, ['match.recorded', 'match.updated']);
    await deliver();
    const start = elsewhere.received.length;
    await changeMatch(id);
    await deliver();
    expect(elsewhere.received.slice(start).map(typeOf)).toEqual(['match.updated']);

    await saveEvents(false, ['match.recorded']);
    await changeMatch(id);
    await recordMatch();
    await deliver();
    expect(elsewhere.received.slice(start + 1).map(typeOf)).toEqual(['match.recorded']);
  });

  it('pauses a webhook, which then gets nothing, and resumes it', async () => {
    const { page, errors } = web;
    const state = page.getByTestId('webhook-state');
    await page.getByRole('button', { name: `Pause ${url}` }).click();
    await expect.poll(() => state.textContent()).toBe('Paused');
    expect((await hooks())[0]!.enabled).toBe(false);
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'settings-webhooks-paused');
    const start = elsewhere.received.length;
    await recordMatch();
    expect((await deliver()).attempted).toBe(0);
    expect(elsewhere.received).toHaveLength(start);

    await page.getByRole('button', { name: `Resume ${url}` }).click();
    await expect.poll(() => state.textContent()).toBe('Active');
    const id = await recordMatch();
    expect((await deliver()).delivered).toBe(1);
    expect(elsewhere.received.slice(start).map((hit) => verify(hit, firstSecret).data.match_id)).toEqual([id]);
  });

  it('rotates the secret after a warning: later deliveries verify with the new one shown once, not the old', async () => {
    const { page, errors } = web;
    await page.getByRole('button', { name: `Rotate secret for ${url}` }).click();
    const asking = page.getByRole('group', { name: `Rotate secret for ${url}` });
    await asking.getByText(/The old secret stops working at once, with no grace period/).waitFor();
    await checkPage(page, errors, 'settings-webhooks-rotate-question');
    await asking.getByRole('button', { name: 'Yes' }).click();
    const shown = page.getByTestId('webhook-secret');
    await shown.getByText('The new signing secret, shown this once').waitFor();
    const secret = (await shown.getByText(/^whsec_/).innerText()).trim();
    expect(secret).not.toBe(firstSecret);
    await checkPage(page, errors, 'settings-webhooks-rotated');
    await shown.getByRole('button', { name: 'I have kept it' }).click();
    expect(await shown.count()).toBe(0);

    const start = elsewhere.received.length;
    const id = await recordMatch();
    await deliver();
    const [hit] = elsewhere.received.slice(start);
    expect(verify(hit!, secret).data.match_id).toBe(id);
    expect(() => verify(hit!, firstSecret)).toThrow();
  });

  it('deletes a webhook', async () => {
    await web.page.getByRole('button', { name: `Delete ${url}` }).click();
    await expect.poll(async () => (await hooks()).length).toBe(0);
  });
});
