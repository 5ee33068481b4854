import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startCli } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';

/**
 * `metagame import` against an upstream that stops sending in the middle of a file: the run fails
 * once CARD_DATA_IDLE_TIMEOUT_SECONDS pass without a byte, instead of hanging for good.
 */
export function stalledUpstreamSuite(kind: DatabaseKind): void {
  let database: IsolatedDatabase;
  let upstream: MtgjsonServer;
  let env: Record<string, string>;
  const scratch = mkdtempSync(join(tmpdir(), 'metagame-stall-'));
  const fixtures = new MtgjsonFixtureDir();

  beforeAll(async () => {
    database = await createIsolatedDatabase(kind);
    fixtures.publish({ version: '5.3.0+20260207', date: '2026-02-07' });
    upstream = await startMtgjsonServer(fixtures.path);
    const databaseUrl = kind === 'sqlite' ? `sqlite:${join(scratch, 'app.db')}` : database.url;
    env = {
      DATABASE_URL: databaseUrl,
      CARD_DATA_BASE_URL: upstream.url,
      CARD_DATA_IDLE_TIMEOUT_SECONDS: '1',
      LOG_LEVEL: 'silent',
    };
    if (kind === 'postgres') expect((await runCli(['migrate'], { env })).code).toBe(0);
  });
  afterAll(async () => {
    await upstream?.close();
    await database?.drop();
    fixtures.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('exits non-zero with the reason once the upstream has sent nothing mid-file for the idle timeout', async () => {
    upstream.pace('AllPricesToday.json.gz', { stallAfterBytes: 100 });
    const started = performance.now();

    const run = await runCli(['import', '--source', 'AllPricesToday'], { env });

    expect(run.stderr).toContain(
      'Import failed: Reading AllPricesToday.json.gz failed: the upstream sent nothing for 1 s (idle timeout)',
    );
    expect(run.code).toBe(70);
    expect(performance.now() - started).toBeLessThan(10_000);
  });

  it('SIGTERM cancels a download that is stalled mid-file: exit 143 within 10 s, status failed (interrupted)', async () => {
    upstream.pace('AllPricesToday.json.gz', { stallAfterBytes: 100 });
    const run = startCli(['import', '--source', 'AllPricesToday', '--force'], {
      ...env,
      CARD_DATA_IDLE_TIMEOUT_SECONDS: '300',
    });
    const deadline = Date.now() + 20_000;
    while (!run.stderr().includes('phase=prices') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const signalled = Date.now();
    run.child.kill('SIGTERM');

    const { code } = await run.exited;

    expect(Date.now() - signalled).toBeLessThan(10_000);
    expect(code).toBe(143);
    expect(run.stderr()).toContain('Interrupted: metagame import received SIGTERM');
  });
}
