import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';

const PASSWORD = 'Crash-Pass-123!';
const BURST = 60;

interface Version {
  readonly id: string;
  readonly version: number;
  readonly content: string;
}

/**
 * kill -9 in the middle of a burst of decklist-version POSTs: after a restart every version
 * a client was told about is there with the number it was given, the numbers run 1..n without a gap
 * or a duplicate, and no request was stored twice.
 */
export function crashRecoverySuite(kind: DatabaseKind): void {
  let database: IsolatedDatabase;
  let scratch: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'metagame-crash-'));
    database = await createIsolatedDatabase(kind);
    const url = kind === 'sqlite' ? `sqlite:${join(scratch, 'app.db')}` : database.url;
    env = { DATABASE_URL: url, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'warn' };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    expect((await runCli(['create-admin', '--email', 'crash@example.com'], { env, stdin: `${PASSWORD}\n` })).code).toBe(
      0,
    );
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps version numbers gap-free and every acknowledged version after kill -9', async () => {
    const first = await startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']);
    const token = await signIn(first.url);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    const deck = (await (
      await fetch(`${first.url}/api/v1/tracker/personal-decks`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ name: 'Crash' }),
      })
    ).json()) as { id: string };
    const versionsUrl = (base: string) => `${base}/api/v1/tracker/personal-decks/${deck.id}/versions`;

    const acknowledged: Version[] = [];
    let killed = false;
    const burst = Array.from({ length: BURST }, (_, i) =>
      fetch(versionsUrl(first.url), {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ content: `4 Lightning Bolt\n// request ${i}` }),
      }).then(
        async (res) => {
          if (res.status !== 201) return `status ${res.status}`;
          acknowledged.push((await res.json()) as Version);
          // Pull the plug once a handful are through: the rest are queued or mid-transaction.
          if (acknowledged.length === 8 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
          return 'created';
        },
        () => 'connection lost',
      ),
    );
    const outcomes = await Promise.all(burst);
    expect(killed).toBe(true);
    expect(outcomes).toContain('connection lost');
    expect(outcomes.filter((o) => o !== 'created' && o !== 'connection lost')).toEqual([]);

    const second = await startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']);
    try {
      const stored = (await (await fetch(versionsUrl(second.url), { headers: auth })).json()) as Version[];
      const numbers = stored.map((v) => v.version).sort((x, y) => x - y);
      expect(numbers).toEqual(Array.from({ length: stored.length }, (_, i) => i + 1));
      expect(new Set(stored.map((v) => v.content)).size).toBe(stored.length);
      expect(stored.length).toBeGreaterThanOrEqual(acknowledged.length);
      for (const ack of acknowledged)
        expect(stored).toContainEqual(
          expect.objectContaining({ id: ack.id, version: ack.version, content: ack.content }),
        );

      // The deck keeps working: the next version takes the next number.
      const next = (await (
        await fetch(versionsUrl(second.url), {
          method: 'POST',
          headers: auth,
          body: JSON.stringify({ content: '4 Counterspell' }),
        })
      ).json()) as Version;
      expect(next.version).toBe(stored.length + 1);
    } finally {
      expect(await second.stop()).toBe(0);
    }
  });
}

async function signIn(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/auth/token`, {
    method: 'POST',
    body: new URLSearchParams({ username: 'crash@example.com', password: PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}
