import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer } from '../support/mtgjson-server.js';

const CLI = fileURLToPath(new URL('../../hosts/dist/cli/main.js', import.meta.url));

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** `metagame import` as cron runs it: the built binary, a real database, a file:// or loopback upstream. */
export function importCliSuite(kind: DatabaseKind): void {
  let database: IsolatedDatabase;
  let databaseUrl: string;
  const scratch = mkdtempSync(join(tmpdir(), 'metagame-cli-'));
  const fixtures = new MtgjsonFixtureDir();

  const cli = (args: string[], baseUrl = fixtures.url): Promise<Run> =>
    new Promise((resolve) => {
      const child = spawn(process.execPath, [CLI, ...args], {
        env: {
          PATH: process.env.PATH,
          DATABASE_URL: databaseUrl,
          CARD_DATA_BASE_URL: baseUrl,
          ENVIRONMENT: 'test',
          SECRET_KEY: 'cli-test-secret-key-0123456789abcdef',
          LOG_LEVEL: 'silent',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code, stdout, stderr }));
    });

  beforeAll(async () => {
    database = await createIsolatedDatabase(kind);
    databaseUrl = kind === 'sqlite' ? `sqlite:${join(scratch, 'app.db')}` : database.url;
    if (kind === 'postgres') expect((await cli(['migrate'])).code).toBe(0);
    fixtures.publish({ version: '5.3.0+20260207', date: '2026-02-07' });
  });
  afterAll(async () => {
    await database?.drop();
    fixtures.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('imports, writing plain progress lines to stderr, and exits 0', async () => {
    const run = await cli(['import', '--source', 'AllPricesToday']);
    expect(run.stderr).toContain('Import succeeded.');
    expect(run.stderr).toMatch(/import running phase=prices/);
    expect(run.stderr).toContain('cards 8');
    expect(run.stdout).toBe('');
    expect(run.code).toBe(0);
  });

  it('exits 0 when the upstream build is already imported (skip), with --json the final status on stdout', async () => {
    const run = await cli(['import', '--source', 'AllPricesToday', '--json']);
    expect(run.stderr).toContain('Skipped');
    expect(JSON.parse(run.stdout)).toMatchObject({
      state: 'skipped',
      source: 'AllPricesToday',
      upstream_version: '5.3.0+20260207',
    });
    expect(run.code).toBe(0);
  });

  it('exits non-zero with the reason on a checksum mismatch', async () => {
    fixtures.overwriteRaw('AllPricesToday.json.gz.sha256', '00'.repeat(32));
    const run = await cli(['import', '--source', 'AllPricesToday', '--force']);
    expect(run.stderr).toContain('Checksum mismatch');
    expect(run.code).toBe(70);
  });

  it('exits with a usage status on an unknown source', async () => {
    expect((await cli(['import', '--source', 'AllCards'])).code).toBe(64);
  });

  it('refuses a second import with 75 while another process runs one, which then finishes', async () => {
    fixtures.publish({ version: '5.3.0+20260208', date: '2026-02-08' });
    const upstream = await startMtgjsonServer(fixtures.path);
    const release = upstream.hold();
    try {
      const first = cli(['import', '--source', 'AllPricesToday'], upstream.url);
      await upstream.firstRequest;
      const blocked = await cli(['import', '--source', 'AllPricesToday'], upstream.url);
      expect(blocked.stderr).toContain('already running');
      expect(blocked.code).toBe(75);
      release();
      expect((await first).code).toBe(0);
    } finally {
      release();
      await upstream.close();
    }
  });
}
