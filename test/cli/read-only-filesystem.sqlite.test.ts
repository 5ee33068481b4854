import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { MtgjsonFixtureDir, UUID } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { mountTmpfs, type TmpfsMount } from '../support/tmpfs-mount.js';

const PASSWORD = 'Read-Only-Fs-123!';
const READ_ONLY = { detail: 'The database is read-only; writes are unavailable.', code: 'WRITES_UNAVAILABLE' };
type Server = Awaited<ReturnType<typeof startServe>>;

/**
 * `metagame serve` on a database whose filesystem was remounted read-only (a tmpfs): it starts,
 * serves every read, answers writes 503 naming the cause and says so on /health. A file in WAL mode
 * closed cleanly has no `-shm` index, which a read-only filesystem cannot create; a file in the
 * rollback journal needs none. Both are met here.
 */
describe.each([
  ['a database in WAL mode', 'wal'],
  ['a database in the rollback journal', 'delete'],
])('a read-only filesystem under `metagame serve`: %s [sqlite]', (_name, journalMode) => {
  let disk: TmpfsMount;
  let upstream: MtgjsonServer;
  let server: Server;
  let token: string;
  let file: string;
  const fixtures = new MtgjsonFixtureDir();
  const send = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };

  beforeAll(async () => {
    disk = mountTmpfs(16);
    fixtures.publish({ version: '5.3.0+20260301', date: '2026-03-01' });
    upstream = await startMtgjsonServer(fixtures.path);
    file = join(disk.path, 'app.db');
    const env = { DATABASE_URL: `sqlite:${file}`, CARD_DATA_BASE_URL: upstream.url, RATE_LIMIT_ENABLED: 'false' };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    const admin = await runCli(['create-admin', '--email', 'ro@example.com'], { env, stdin: `${PASSWORD}\n` });
    expect(admin.code).toBe(0);
    expect((await runCli(['import', '--source', 'AllPrices'], { env })).code).toBe(0);
    const writable = await startServe(env, ['--workers', '1']);
    token = await signIn(writable);
    await writable.stop();
    if (journalMode === 'delete') {
      const db = new DatabaseSync(file);
      db.exec('PRAGMA journal_mode = DELETE');
      db.close();
    }
    disk.remount(true);
    server = await startServe(env, ['--workers', '1']);
  });
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    fixtures.close();
    disk?.remount(false);
    disk?.unmount();
  });

  it(`meets a file that a plain read-only open ${journalMode === 'wal' ? 'cannot' : 'can'} read`, () => {
    // The situation the service starts in: WAL mode needs a -shm index the filesystem cannot take.
    expect(existsSync(`${file}-shm`)).toBe(false);
    const db = new DatabaseSync(file, { readOnly: true });
    const read = () => db.prepare('SELECT count(*) AS n FROM card_sets').get();
    if (journalMode === 'wal') expect(read).toThrow('unable to open database file');
    else expect(read()).toEqual({ n: 2 });
    db.close();
  });

  it('answers /health 200 and says writes are unavailable', async () => {
    const res = await fetch(`${server.url}/health`);
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 200,
      body: { status: 'ok', database: 'ok', writes: 'unavailable' },
    });
  });

  it('serves reads', async () => {
    const reads = await Promise.all(
      [
        '/api/v1/auth/me',
        '/api/v1/card-data/status',
        '/api/v1/sets/TST/cards',
        `/api/v1/cards/${UUID.bolt}/prices`,
      ].map((path) => send('GET', path)),
    );
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200, 200]);
  });

  it('answers writes 503 naming the read-only database, never 500', async () => {
    const writes = await Promise.all([
      send('POST', '/api/v1/tracker/personal-decks', { name: 'Refused' }),
      send('PATCH', '/api/v1/tracker/me/settings', { data_shared: true }),
      send('POST', '/api/v1/card-data/import', { source: 'AllPricesToday' }),
    ]);
    expect(writes).toEqual(writes.map(() => ({ status: 503, body: READ_ONLY })));
  });
});

async function signIn(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'ro@example.com', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
