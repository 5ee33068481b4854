import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverDueWebhooks } from '@metagame/hosts';
import { WebhookReceiver } from '../support/webhook-receiver.js';
import { startBrowserApp, type BrowserApp } from './browser-app.js';
import { checkPage } from './web-app-helpers.js';

/** Settings' webhooks in a real browser: add one (the secret once), its delivery log, redeliver, disable, delete. */
describe('webhook settings in a real browser [sqlite]', () => {
  let web: BrowserApp;
  let receiver: WebhookReceiver;
  let account: Awaited<ReturnType<BrowserApp['app']['signedIn']>>;
  const hooks = async () => (await web.app.api.GET('/api/v1/webhooks', { headers: account.auth })).data ?? [];

  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    web = await startBrowserApp({ env: { WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true', WEBHOOK_ALLOW_HTTP: 'true' } });
    account = await web.app.signedIn('user', 'settings.webhooks@example.com');
  });
  afterAll(async () => {
    await web?.close();
    await receiver?.stop();
  });

  it('adds a webhook showing its secret once, lists its deliveries and redelivers one', async () => {
    const { page, errors } = web;
    await web.logIn(account.email, account.password);
    await page.goto(web.at('/settings'));
    const form = page.getByRole('form', { name: 'Add a webhook' });
    await form.getByLabel(/^Endpoint URL/).fill(`${receiver.url}/browser`);
    await form.getByLabel('Description').fill('Team bot');
    await checkPage(page, errors, 'settings-webhooks-empty');
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secret = page.getByTestId('webhook-secret');
    await secret.getByText(/^whsec_/).waitFor();
    await checkPage(page, errors, 'settings-webhooks-secret');
    await secret.getByRole('button', { name: 'I have kept it' }).click();
    expect(await secret.count()).toBe(0);
    const [hook] = await hooks();
    expect(hook).toMatchObject({ url: `${receiver.url}/browser`, events: ['match.recorded'], enabled: true });

    const tracker = (path: string, body: unknown) =>
      fetch(`${web.app.url}/api/v1/tracker/${path}`, {
        method: 'POST',
        headers: { ...account.auth, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((res) => res.json() as Promise<{ id: string }>);
    const deck = await tracker('personal-decks', { name: 'Boros' });
    const meta = await tracker('meta-decks', {
      name: 'Izzet',
      tier: 1,
      category: 'aggro',
      decklist_notes: '',
      top8: 0,
      presence: 0,
      expected: 'as_expected',
      tests_status: 'tested',
    });
    await tracker('matches', {
      date: '2026-03-01',
      personal_deck_id: deck.id,
      opponent_deck_id: meta.id,
      on_play: true,
      game1: 'win',
      game2: 'win',
      game3: null,
      opening_hand: '',
      turning_point: '',
      final_turn: '',
    });
    await deliverDueWebhooks(web.app.runtime);
    expect(receiver.at('/browser')).toHaveLength(1);

    await page.getByRole('button', { name: 'Deliveries' }).click();
    const log = page.getByTestId('delivery-log');
    await log.getByText('delivered').waitFor();
    // Off the button just pressed: its hover colours are not the page's (axe judges what is shown).
    await page.mouse.move(0, 0);
    await checkPage(page, errors, 'settings-webhooks-log');
    await log.getByRole('button', { name: /^Redeliver the match.recorded event/ }).click();
    await expect.poll(async () => (await deliverDueWebhooks(web.app.runtime)).delivered).toBe(1);
    expect(receiver.at('/browser').map((hit) => hit.headers['webhook-id'])).toEqual([
      receiver.at('/browser')[0]!.headers['webhook-id'],
      receiver.at('/browser')[0]!.headers['webhook-id'],
    ]);
  }, 120_000);

  it('disables, then deletes a webhook', async () => {
    const { page } = web;
    await page.goto(web.at('/settings'));
    await page.getByLabel(`Enabled: ${receiver.url}/browser`).click({ force: true });
    await expect.poll(async () => (await hooks())[0]?.enabled).toBe(false);
    await page.getByRole('button', { name: `Delete ${receiver.url}/browser` }).click();
    await expect.poll(async () => (await hooks()).length).toBe(0);
  });
});
