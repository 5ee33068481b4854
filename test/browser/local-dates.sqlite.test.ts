import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserApp, type BrowserApp } from './browser-app.js';

const DAY_MS = 86_400_000;
/**
 * 03:00 UTC of the day before today: in Los Angeles (UTC-8 or UTC-7) still the evening of the
 * previous day. Fixed relative to the real date so the tokens the server signs are not from the future.
 */
const utcMidnight = Math.floor(Date.now() / DAY_MS) * DAY_MS;
const NOW = new Date(utcMidnight - DAY_MS + 3 * 3_600_000);
const UTC_DATE = NOW.toISOString().slice(0, 10);
const LOCAL_DATE = new Date(NOW.getTime() - DAY_MS).toISOString().slice(0, 10);

/**
 * A player in Los Angeles records an evening match when UTC is already tomorrow: the match and
 * event forms offer the player's own date, not UTC's.
 */
describe('the web app dates a new match and event on the player calendar [sqlite]', () => {
  let web: BrowserApp;

  beforeAll(async () => {
    web = await startBrowserApp({ context: { timezoneId: 'America/Los_Angeles' } });
    const user = await web.app.signedIn('user', 'night.owl@example.com');
    // The match form needs one of the player's decks and an opponent deck.
    const headers = user.auth;
    await web.app.api.POST('/api/v1/tracker/personal-decks', { headers, body: { name: 'Rakdos Midrange' } });
    await web.app.api.POST('/api/v1/tracker/meta-decks', {
      headers,
      body: { name: 'Mono Red', tier: 1, category: 'aggro', top8: 0, presence: 0, expected: 'as_expected' },
    });
    await web.page.clock.setFixedTime(NOW);
    await web.logIn(user.email, user.password);
  }, 300_000);
  afterAll(() => web?.close());

  it('runs the page where UTC is a day ahead of the local date', async () => {
    expect(LOCAL_DATE).not.toBe(UTC_DATE);
    const seen = await web.page.evaluate(() => ({
      zone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      local: new Date().toLocaleDateString('en-CA'),
      utc: new Date().toISOString().slice(0, 10),
    }));
    expect(seen).toEqual({ zone: 'America/Los_Angeles', local: LOCAL_DATE, utc: UTC_DATE });
  });

  it('offers the local date on the match entry form', async () => {
    await web.page.goto(web.at('/matches/new'));
    const date = web.page.getByRole('textbox', { name: 'Date', exact: true });
    await web.page.getByRole('combobox', { name: 'Opponent deck' }).or(web.page.getByRole('alert')).first().waitFor();
    expect(await date.count(), await web.page.locator('main').innerText()).toBe(1);
    expect(await date.inputValue()).toBe(LOCAL_DATE);
  });

  it('offers the local date on the new event form', async () => {
    await web.page.goto(web.at('/events'));
    const date = web.page.getByLabel('Event date');
    await date.waitFor();
    expect(await date.inputValue()).toBe(LOCAL_DATE);
  });
});
