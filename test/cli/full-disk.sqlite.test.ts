import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { allPrintingsData, MtgjsonFixtureDir, UUID } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { mountTmpfs, type TmpfsMount } from '../support/tmpfs-mount.js';

const PASSWORD = 'Full-Disk-Pass-123!';
const DISK_MIB = 16;
/** How soon a failed import must read `failed`, counted from the request that started it. */
const FAILED_WITHIN_MS = 15_000;
const FULL = { detail: 'The database disk is full; writes are unavailable.', code: 'WRITES_UNAVAILABLE' };
type Server = Awaited<ReturnType<typeof startServe>>;
type Json = Record<string, unknown>;

/** A catalogue several times the disk's size (12,000 printings with ~1.3 KB of rules text each). */
function oversizedCatalogue() {
  const base = allPrintingsData();
  const cards = Array.from({ length: 12_000 }, (_, i) => ({
    ...base.TST.cards[0],
    uuid: `10000000-0000-5000-8000-${String(i).padStart(12, '0')}`,
    name: `Filler ${i}`,
    number: String(100 + i),
    text: `Filler rules text ${i} `.repeat(60),
  }));
  return { ...base, BIG: { ...base.TST, code: 'BIG', name: 'Big Set', cards, tokens: [] } };
}

/**
 * `metagame serve` on a database whose filesystem fills up during a card import (a 16 MiB tmpfs):
 * the import ends `failed` with the database's own reason and frees the lock, the published data
 * stays as it was, writes answer 503 while the disk is full, and the next import runs once there is
 * room, without a restart. Once on a file created in WAL mode, once on one created in the rollback
 * journal (which the service switches to WAL when it opens it).
 */
describe.each([
  ['a database created in WAL mode', 'wal'],
  ['a database created in the rollback journal', 'delete'],
])('a full disk under `metagame serve`: %s [sqlite]', (_name, journalMode) => {
  let disk: TmpfsMount;
  let upstream: MtgjsonServer;
  let server: Server;
  let token: string;
  const fixtures = new MtgjsonFixtureDir();
  const send = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: Json }> => {
    const res = await fetch(`${server.url}/api/v1${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as Json };
  };
  const startImport = () => send('POST', '/card-data/import', { source: 'AllPrices' });
  const settled = async (): Promise<Json> => {
    for (;;) {
      const { body } = await send('GET', '/card-data/status');
      if (body.state !== 'running') return body;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const served = () =>
    Promise.all(
      ['/sets/TST/cards', `/cards/${UUID.bolt}`, `/cards/${UUID.bolt}/prices`].map(async (path) => send('GET', path)),
    );

  beforeAll(async () => {
    disk = mountTmpfs(DISK_MIB);
    fixtures.publish({ version: '5.3.0+20260301', date: '2026-03-01' });
    upstream = await startMtgjsonServer(fixtures.path);
    const file = join(disk.path, 'app.db');
    const env = { DATABASE_URL: `sqlite:${file}`, CARD_DATA_BASE_URL: upstream.url, RATE_LIMIT_ENABLED: 'false' };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    if (journalMode === 'delete') {
      const db = new DatabaseSync(file);
      db.exec('PRAGMA journal_mode = DELETE');
      db.close();
    }
    const admin = await runCli(['create-admin', '--email', 'full@example.com'], { env, stdin: `${PASSWORD}\n` });
    expect(admin.code).toBe(0);
    server = await startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']);
    token = await signIn(server);
    expect((await startImport()).status).toBe(202);
    expect(await settled()).toMatchObject({ state: 'succeeded' });
  });
  afterAll(async () => {
    await server?.stop();
    await upstream?.close();
    fixtures.close();
    disk?.unmount();
  });

  it("fails an import that outgrows the disk within 15 s, with the database's reason, keeping the published data", async () => {
    const before = await served();
    fixtures.publish({ version: '5.3.0+20260302', date: '2026-03-02' }, { printings: oversizedCatalogue() });
    const started = Date.now();
    expect((await startImport()).status).toBe(202);
    expect(await settled()).toMatchObject({
      state: 'failed',
      error: expect.stringMatching(/database or disk is full/),
    });
    expect(Date.now() - started).toBeLessThan(FAILED_WITHIN_MS);
    expect(await served()).toEqual(before);
  });

  it('answers writes 503 naming the full disk, never 500, and /health 200', async () => {
    const removeBallast = disk.fill();
    try {
      expect(await send('POST', '/tracker/personal-decks', { name: 'No room' })).toEqual({ status: 503, body: FULL });
      expect(await startImport()).toEqual({ status: 503, body: FULL });
      expect((await fetch(`${server.url}/health`)).status).toBe(200);
    } finally {
      removeBallast();
    }
  });

  it('accepts the next import as soon as the disk has room, without a restart', async () => {
    const before = await served();
    disk.resize(DISK_MIB * 8);
    fixtures.publish({ version: '5.3.0+20260303', date: '2026-03-03' }, { priceBase: 40 });
    expect((await startImport()).status).toBe(202);
    expect(await settled()).toMatchObject({ state: 'succeeded' });
    expect(await served()).not.toEqual(before);
  });
});

async function signIn(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'full@example.com', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
