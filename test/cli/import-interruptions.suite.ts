import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { MtgjsonFixtureDir, UUID } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type HeldRequests, type MtgjsonServer } from '../support/mtgjson-server.js';

const PASSWORD = 'Import-Stop-123!';
/** `metagame import` exits this soon after SIGTERM; a killed run's lock is free this soon. */
const EXIT_WITHIN_MS = 10_000;
const FREE_WITHIN_MS = 15_000;
type Server = Awaited<ReturnType<typeof startServe>>;
type Status = { state: string; error: string | null };

/**
 * An import stopped by a signal or killed outright, on a real database with real processes: the
 * published cards and prices stay as they were, the status says `failed` (interrupted),
 * the lock is free at once, and the next import runs. Each test first makes a new upstream build
 * available (other prices), so an import that got through would show in the served data; the
 * upstream parks the price file, so the import is mid-flight (catalogue staged) when the blow lands.
 */
export function importInterruptionsSuite(kind: DatabaseKind): void {
  let database: IsolatedDatabase;
  let scratch: string;
  let env: Record<string, string>;
  const fixtures = new MtgjsonFixtureDir();
  let upstream: MtgjsonServer;
  let builds = 0;

  /** A new upstream build whose prices differ from every earlier one. */
  const nextBuild = () => {
    builds += 1;
    const date = `2026-03-${String(builds).padStart(2, '0')}`;
    fixtures.publish({ version: `5.3.0+${date.replaceAll('-', '')}`, date }, { priceBase: builds * 10 });
  };
  const holdPrices = (): HeldRequests => upstream.holdAt(/^\/AllPrices\.json/);

  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'metagame-import-stop-'));
    database = await createIsolatedDatabase(kind);
    nextBuild();
    upstream = await startMtgjsonServer(fixtures.path);
    const url = kind === 'sqlite' ? `sqlite:${join(scratch, 'app.db')}` : database.url;
    env = { DATABASE_URL: url, CARD_DATA_BASE_URL: upstream.url, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info' };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    expect(
      (await runCli(['create-admin', '--email', 'importer@example.com'], { env, stdin: `${PASSWORD}\n` })).code,
    ).toBe(0);
    expect((await runCli(['import', '--source', 'AllPrices'], { env })).code).toBe(0);
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
    fixtures.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('SIGTERM to `metagame import` mid-import: failed (interrupted), lock free, exit 143 within 10 s, and a rerun imports at once', async () => {
    const observer = await startServe(env, ['--workers', '1']);
    try {
      const before = await served(observer);
      nextBuild();
      const held = holdPrices();
      const run = startCli(['import', '--source', 'AllPrices'], env);
      await held.arrived;
      const signalled = Date.now();
      run.child.kill('SIGTERM');
      await until(() => run.stderr().includes('SIGTERM received'));
      // The signal cancels the parked download (stalled-upstream.suite shows it alone); letting the
      // file go as well changes nothing.
      held.release();
      const { code } = await run.exited;
      expect(Date.now() - signalled).toBeLessThan(EXIT_WITHIN_MS);
      expect(code).toBe(143);
      expect(run.stderr()).toContain('Interrupted: metagame import received SIGTERM');
      // Written by the stopping process itself, not inferred from a dead holder.
      expect(await status(observer)).toMatchObject({
        state: 'failed',
        error: 'Interrupted: metagame import received SIGTERM',
      });
      expect(await served(observer)).toEqual(before);

      const rerun = await runCli(['import', '--source', 'AllPrices'], { env });
      expect(rerun.code, rerun.stderr).toBe(0);
      expect(await served(observer)).not.toEqual(before);
    } finally {
      await observer.stop();
    }
  });

  it('kill -9 of `metagame import` mid-import: served data unchanged, status failed (interrupted), a new import within 15 s', async () => {
    const observer = await startServe(env, ['--workers', '1']);
    try {
      const before = await served(observer);
      nextBuild();
      const held = holdPrices();
      const run = startCli(['import', '--source', 'AllPrices'], env);
      await held.arrived;
      run.child.kill('SIGKILL');
      expect((await run.exited).signal).toBe('SIGKILL');
      const killed = Date.now();
      held.release();

      expect(await status(observer)).toMatchObject({ state: 'failed', error: expect.stringMatching(/^Interrupted: /) });
      expect(await served(observer)).toEqual(before);
      const rerun = await until(async () => {
        const attempt = await runCli(['import', '--source', 'AllPrices'], { env });
        return attempt.code === 75 ? undefined : attempt;
      }, FREE_WITHIN_MS);
      expect(rerun.code, rerun.stderr).toBe(0);
      expect(Date.now() - killed).toBeLessThan(FREE_WITHIN_MS);
      expect(await served(observer)).not.toEqual(before);
    } finally {
      await observer.stop();
    }
  });

  it('SIGTERM to `serve` during an admin-started import: the import records failed (interrupted) before the pool closes, and after a restart a new import starts at once', async () => {
    const server = await startServe(env, ['--workers', '1']);
    const before = await served(server);
    const token = await signIn(server);
    nextBuild();
    const held = holdPrices();
    expect((await startImport(server, token)).status).toBe(202);
    await held.arrived;
    const exited = server.stop();
    await until(() => server.output().includes('"drained: closing"'));
    held.release();
    expect(await exited).toBe(0);

    const restarted = await startServe(env, ['--workers', '1']);
    try {
      expect(await status(restarted)).toMatchObject({
        state: 'failed',
        error: 'Interrupted: the server is shutting down (SIGTERM)',
      });
      expect(await served(restarted)).toEqual(before);
      expect((await startImport(restarted, token)).status).toBe(202);
      expect(
        await until(async () => ((await status(restarted)).state === 'running' ? undefined : status(restarted))),
      ).toMatchObject({ state: 'succeeded' });
      expect(await served(restarted)).not.toEqual(before);
    } finally {
      await restarted.stop();
    }
  });

  it('kill -9 of `serve` mid-import: served data unchanged, status failed (interrupted), a new import within 15 s', async () => {
    const server = await startServe(env, ['--workers', '1']);
    const before = await served(server);
    const token = await signIn(server);
    nextBuild();
    const held = holdPrices();
    expect((await startImport(server, token)).status).toBe(202);
    await held.arrived;
    const gone = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGKILL');
    await gone;
    const killed = Date.now();
    held.release();

    const restarted = await startServe(env, ['--workers', '1']);
    try {
      expect(await status(restarted)).toMatchObject({
        state: 'failed',
        error: expect.stringMatching(/^Interrupted: /),
      });
      expect(await served(restarted)).toEqual(before);
      const accepted = await until(async () => {
        const res = await startImport(restarted, token);
        return res.status === 409 ? undefined : res;
      }, FREE_WITHIN_MS);
      expect(accepted.status).toBe(202);
      expect(Date.now() - killed).toBeLessThan(FREE_WITHIN_MS);
      expect(
        await until(async () => ((await status(restarted)).state === 'running' ? undefined : status(restarted))),
      ).toMatchObject({ state: 'succeeded' });
      expect(await served(restarted)).not.toEqual(before);
    } finally {
      await restarted.stop();
    }
  });
}

/** What the API serves of the imported data: a set's cards, one card, its prices. */
async function served(server: Server): Promise<unknown[]> {
  const paths = ['/sets/TST/cards', `/cards/${UUID.bolt}`, `/cards/${UUID.bolt}/prices`, `/cards/${UUID.wear}/prices`];
  return Promise.all(
    paths.map(async (path) => {
      const res = await fetch(`${server.url}/api/v1${path}`);
      expect(res.status, path).toBe(200);
      return res.json();
    }),
  );
}

async function status(server: Server): Promise<Status> {
  return (await (await fetch(`${server.url}/api/v1/card-data/status`)).json()) as Status;
}

const startImport = (server: Server, token: string) =>
  fetch(`${server.url}/api/v1/card-data/import`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'AllPrices' }),
  });

async function signIn(server: Server): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'importer@example.com', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Polls `probe` every 50 ms until it yields something other than undefined or false. */
async function until<T>(
  probe: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`gave up after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
