import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';

const PASSWORD = 'Drain-Pass-123!';

describe('SIGTERM', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-drain-'));
    env = { DATABASE_URL: `sqlite:${join(dir, 'app.db')}`, RATE_LIMIT_ENABLED: 'false' };
    expect((await runCli(['create-admin', '--email', 'drain@example.com'], { env, stdin: `${PASSWORD}\n` })).code).toBe(0);
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('finishes the requests already accepted, then exits 0', async () => {
    const server = await startServe(env);
    // Logins queue behind one Argon2id worker, so these are still in flight when the signal lands.
    const inFlight = Array.from({ length: 6 }, () =>
      fetch(`${server.url}/api/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ username: 'drain@example.com', password: PASSWORD }) }).then(
        (res) => res.status,
        (error: unknown) => `failed: ${String(error)}`,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    const exited = server.stop();
    expect(await Promise.all(inFlight)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await exited).toBe(0);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
