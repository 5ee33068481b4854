import { afterAll, beforeAll, expect, it } from 'vitest';
import { codeOf, wrongCode } from '../http/signup-helpers.js';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';
import { MOXFIELD_IDS, startFakeDeckBuilders, type FakeDeckBuilders } from '../support/fake-deck-builders.js';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { SmtpSink } from '../support/smtp-sink.js';

const PASSWORD = 'Scale-Out-Pass-1!';
type Server = Awaited<ReturnType<typeof startServe>>;

const post = (server: Server, path: string, body: unknown, token?: string) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
const login = (server: Server, password: string, username = 'ops@example.com') =>
  fetch(`${server.url}/api/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ username, password }) });
const accessToken = async (server: Server, username: string) =>
  ((await (await login(server, PASSWORD, username)).json()) as { access_token: string }).access_token;

/**
 * Two independent server processes on one PostgreSQL database share every piece of state that
 * must hold across a fleet: rate limits, verification attempts, the import lock and deck-builder
 * request spacing.
 */
describeOn('postgres', 'two server processes on one database', () => {
  let database: IsolatedDatabase;
  let sink: SmtpSink;
  let builders: FakeDeckBuilders;
  let fixtures: MtgjsonFixtureDir;
  let mtgjson: MtgjsonServer;
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    database = await createIsolatedDatabase('postgres');
    [sink, builders] = await Promise.all([SmtpSink.start(), startFakeDeckBuilders()]);
    fixtures = new MtgjsonFixtureDir();
    fixtures.publish({ version: '5.3.0+20260207', date: '2026-02-07' });
    mtgjson = await startMtgjsonServer(fixtures.path);
    const env = {
      DATABASE_URL: database.url,
      RATE_LIMIT_LOGIN_PER_ACCOUNT: '4/900',
      LOG_LEVEL: 'warn',
      CARD_DATA_BASE_URL: mtgjson.url,
      DECK_SOURCE_BASE_URL: builders.moxfieldUrl,
      ARCHIDEKT_BASE_URL: builders.archidektUrl,
      ...sink.env(),
    };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    expect((await runCli(['create-admin', '--email', 'ops@example.com'], { env, stdin: `${PASSWORD}\n` })).code).toBe(
      0,
    );
    expect(
      (await runCli(['create-admin', '--email', 'importer@example.com'], { env, stdin: `${PASSWORD}\n` })).code,
    ).toBe(0);
    [a, b] = await Promise.all([
      startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']),
      startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await Promise.all([database?.drop(), sink?.stop(), builders?.close(), mtgjson?.close()]);
    fixtures?.close();
  });

  it('counts login failures made on either process against one limit', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b, a, b]) expect((await login(server, 'Wrong-Pass-000!')).status).toBe(401);
    expect((await login(a, PASSWORD)).status).toBe(429);
    expect((await login(b, PASSWORD)).status).toBe(429);
  });

  it('counts wrong verification codes sent to either process against one maximum', async () => {
    const email = 'fleet-signup@example.com';
    const mail = sink.waitFor(email);
    expect((await post(a, '/api/v1/auth/signup', { email, password: PASSWORD, display_name: 'Fleet' })).status).toBe(
      201,
    );
    const code = codeOf(await mail);
    // Four wrong guesses alternating processes; the fifth (the default maximum) locks the code everywhere.
    for (const server of [a, b, a, b])
      expect((await post(server, '/api/v1/auth/signup/verify', { email, code: wrongCode(code) })).status).toBe(400);
    expect((await post(a, '/api/v1/auth/signup/verify', { email, code: wrongCode(code) })).status).toBe(429);
    expect((await post(b, '/api/v1/auth/signup/verify', { email, code })).status).toBe(429);
    expect((await post(a, '/api/v1/auth/signup/verify', { email, code })).status).toBe(429);
  });

  it('lets only one process run a card-data import at a time', async () => {
    const token = await accessToken(a, 'importer@example.com');
    const release = mtgjson.hold();
    try {
      const first = await post(a, '/api/v1/card-data/import', { source: 'AllPricesToday' }, token);
      expect(first.status).toBe(202);
      await mtgjson.firstRequest;
      const second = await post(b, '/api/v1/card-data/import', { source: 'AllPricesToday' }, token);
      expect(second.status).toBe(409);
      expect(((await second.json()) as { state: string }).state).toBe('running');
    } finally {
      release();
    }
    let state = 'running';
    for (let i = 0; i < 100 && state === 'running'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = ((await (await fetch(`${b.url}/api/v1/card-data/status`)).json()) as { state: string }).state;
    }
    expect(state).toBe('succeeded');
  });

  it('spaces deck-builder requests from both processes at least one second apart', async () => {
    const token = await accessToken(b, 'importer@example.com');
    const deckId = async (server: Server) =>
      ((await (await post(server, '/api/v1/tracker/personal-decks', { name: 'Burn' }, token)).json()) as { id: string })
        .id;
    const [deckA, deckB] = await Promise.all([deckId(a), deckId(b)]);
    const url = `https://www.moxfield.com/decks/${MOXFIELD_IDS.deck}`;
    const before = builders.requests.length;
    const imports = await Promise.all([
      post(a, `/api/v1/tracker/personal-decks/${deckA}/versions/import-external`, { url }, token),
      post(b, `/api/v1/tracker/personal-decks/${deckB}/versions/import-external`, { url }, token),
      post(a, `/api/v1/tracker/personal-decks/${deckA}/versions/import-external`, { url }, token),
    ]);
    expect(imports.map((res) => res.status)).toEqual([201, 201, 201]);
    const arrivals = builders.requests
      .slice(before)
      .map((r) => r.at)
      .sort((x, y) => x - y);
    expect(arrivals).toHaveLength(3);
    // The fake stamps arrival with its own clock; allow a few ms of scheduling jitter below 1 s.
    for (let i = 1; i < arrivals.length; i++) expect(arrivals[i]! - arrivals[i - 1]!).toBeGreaterThanOrEqual(980);
  });
});
