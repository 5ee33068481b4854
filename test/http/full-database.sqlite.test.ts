import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOn } from '../support/each-database.js';
import { MtgjsonFixtureDir, UUID } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, unknown>;

/**
 * The database fills up under the running app. SQLite can be made full per connection: no free
 * pages (VACUUM) and `max_page_count` at the current size, set on the app's own connection (the
 * only fault injected from inside; everything else is HTTP). SQLite answers exactly as on a full
 * disk: SQLITE_FULL "database or disk is full", with the transaction rolled back.
 */
describeOn('sqlite', 'a full database over HTTP', () => {
  let app: TestApp;
  let upstream: MtgjsonServer;
  let admin: Record<string, string>;
  let user: Record<string, string>;
  let deck: string;
  const fixtures = new MtgjsonFixtureDir();

  const send = async (method: string, path: string, auth: Record<string, string> = {}, body?: unknown) => {
    const res = await fetch(`${app.url}/api/v1${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const settled = async (): Promise<Json> => {
    for (let i = 0; i < 500; i++) {
      const { body } = await send('GET', '/card-data/status');
      if (body.state !== 'running') return body;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('import did not finish');
  };
  const importAndWait = async (query: string) => {
    expect((await send('POST', `/card-data/import${query}`, admin)).status).toBe(202);
    return settled();
  };
  const served = async () =>
    Promise.all([send('GET', `/cards/${UUID.bolt}/prices`), send('GET', '/sets/TST/cards'), send('GET', '/sets/')]);
  const pragma = (sql: string) => app.runtime.orm.em.fork().getConnection().execute<Record<string, number>[]>(sql);
  const setRoom = async (room: 'none' | 'plenty') => {
    if (room === 'plenty') return void (await pragma('PRAGMA max_page_count = 1073741823'));
    await pragma('VACUUM');
    const [{ page_count = 0 } = {}] = await pragma('PRAGMA page_count');
    await pragma(`PRAGMA max_page_count = ${page_count}`);
  };
  const bigDecklist = {
    content: Array.from({ length: 2_000 }, (_, i) => `1 Card number ${i} with a long enough name`).join('\n'),
  };

  beforeAll(async () => {
    fixtures.publish({ version: '5.3.0+20260207', date: '2026-02-07' });
    upstream = await startMtgjsonServer(fixtures.path);
    app = await startTestApp('sqlite', { env: { CARD_DATA_BASE_URL: upstream.url } });
    admin = (await app.signedIn('admin')).auth;
    user = (await app.signedIn('user')).auth;
    deck = String((await send('POST', '/tracker/personal-decks', user, { name: 'Full' })).body.id);
    expect(await importAndWait('?source=AllPrices')).toMatchObject({ state: 'succeeded' });
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    fixtures.close();
  });

  it("fails an import with the database's own reason and keeps the served data", async () => {
    const before = await served();
    await setRoom('none');
    const final = await importAndWait('?source=AllPrices&force=1');
    expect(final).toMatchObject({ state: 'failed', error: expect.stringMatching(/database or disk is full/) });
    expect(await served()).toEqual(before);
  });

  it('answers a write that needs room 503 with a detail that names the cause', async () => {
    const res = await send('POST', `/tracker/personal-decks/${deck}/versions`, user, bigDecklist);
    expect(res).toEqual({
      status: 503,
      body: { detail: 'The database disk is full; writes are unavailable.', code: 'WRITES_UNAVAILABLE' },
    });
  });

  it('keeps answering /health 200 while full', async () => {
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
  });

  it('accepts the same write once the database has room, without a restart', async () => {
    await setRoom('plenty');
    expect((await send('POST', `/tracker/personal-decks/${deck}/versions`, user, bigDecklist)).status).toBe(201);
    expect(await importAndWait('?source=AllPrices&force=1')).toMatchObject({ state: 'succeeded' });
  });
});
