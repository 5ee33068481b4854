import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { loginFrom } from '../support/loopback-client.js';

const PASSWORD = 'Fleet-Owner-Pass-1!';
const WRONG = 'Fleet-Wrong-Pass-1!';
const TOKEN_LIMIT = 10;
type Server = Awaited<ReturnType<typeof startServe>>;

/**
 * The login limits held by two `serve` processes on one database: guesses spread over
 * ten client addresses and both processes meet one per-account limit, while the owner's known
 * address still logs in through either process; one API token's request limit, counted by both.
 * Also `metagame prune`.
 */
export function loginLimitsFleetSuite(kind: DatabaseKind): void {
  let dir: string;
  let database: IsolatedDatabase;
  let env: Record<string, string>;
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-fleet-'));
    database =
      kind === 'sqlite'
        ? { kind, name: '', url: `sqlite:${join(dir, 'app.db')}`, drop: async () => {} }
        : await createIsolatedDatabase(kind);
    env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn', RATE_LIMIT_API_REQUESTS_PER_TOKEN: `${TOKEN_LIMIT}/60` };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    expect(
      (await runCli(['create-admin', '--email', 'fleet-owner@example.com'], { env, stdin: `${PASSWORD}\n` })).code,
    ).toBe(0);
    [a, b] = await Promise.all([
      startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']),
      startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('meets guesses from ten addresses on two processes with one per-account limit, and lets the owner’s known address in', async () => {
    expect(a.url).not.toBe(b.url);
    expect((await loginFrom('127.0.0.2', a.url, 'fleet-owner@example.com', PASSWORD)).status).toBe(200);
    const statuses: number[] = [];
    for (let round = 0; round < 3; round += 1) {
      for (let i = 0; i < 10; i += 1)
        statuses.push(
          (await loginFrom(`127.0.0.${10 + i}`, i % 2 ? b.url : a.url, 'fleet-owner@example.com', WRONG)).status,
        );
    }
    const first429 = statuses.indexOf(429);
    expect(first429).toBeGreaterThan(0);
    expect(first429).toBeLessThan(29);
    expect((await loginFrom('127.0.0.2', b.url, 'fleet-owner@example.com', PASSWORD)).status).toBe(200);
    expect((await loginFrom('127.0.0.77', a.url, 'fleet-owner@example.com', PASSWORD)).status).toBe(429);
    expect((await loginFrom('127.0.0.77', b.url, 'fleet-owner@example.com', PASSWORD)).status).toBe(429);
  });

  it('holds an API token to one request limit on both processes, each adding its count within a quarter second', async () => {
    const login = await loginFrom('127.0.0.2', a.url, 'fleet-owner@example.com', PASSWORD);
    const { access_token: access } = login.body as { access_token: string };
    const made = await fetch(`${a.url}/api/v1/auth/tokens`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'fleet', scopes: ['tracker:read'] }),
    });
    const { token, id } = (await made.json()) as { token: string; id: string };
    const me = async (server: Server) =>
      (await fetch(`${server.url}/api/v1/auth/me`, { headers: { authorization: `Bearer ${token}` } })).status;
    const onA = [];
    for (let i = 0; i < 6; i += 1) onA.push(await me(a));
    expect(onA).toEqual(Array(6).fill(200));
    // Process a writes its batch a quarter second after its second request; wait well past that.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const onB = [];
    for (let i = 0; i < TOKEN_LIMIT - 6 + 1; i += 1) onB.push(await me(b));
    expect(onB).toEqual([...Array(TOKEN_LIMIT - 6).fill(200), 429]);
    // Revoked, it is the ended token the prune below deletes.
    const revoked = await fetch(`${b.url}/api/v1/auth/tokens/${id}`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${access}` },
    });
    expect(revoked.status).toBe(204);
  });

  it('prunes, with `metagame prune`, audit events older than AUDIT_RETENTION_DAYS, expired login challenges, ended rate-limit windows and revoked API tokens, keeping current ones', async () => {
    const old = '00000000-0000-4000-8000-0000000001d5';
    const ago = (ms: number) =>
      kind === 'sqlite' ? String(Date.now() - ms) : `now() - interval '${ms / 1000} seconds'`;
    await execute(
      `insert into audit_events (id, occurred_at, event_type, details) values ('${old}', ${ago(31 * 86_400_000)}, 'logout', '{}')`,
    );
    const [owner] = await execute("select id from users where email = 'fleet-owner@example.com'");
    await execute(
      `insert into login_challenges (id, user_id, expires_at, attempts) values ('expired-challenge', '${String(owner!['id'])}', ${ago(60_000)}, 0), ('live-challenge', '${String(owner!['id'])}', ${ago(-300_000)}, 0)`,
    );
    // Windows are epoch ms on both databases; the longest configured window is an hour.
    await execute(
      `insert into rate_limits (key, window_start, hits) values ('test:ended', ${Date.now() - 2 * 3_600_000}, 3), ('test:current', ${Date.now() - 60_000}, 3)`,
    );
    const before = await count('select count(*) as n from audit_events');
    const pruned = await runCli(['prune'], { env: { ...env, AUDIT_RETENTION_DAYS: '30' } });
    expect(pruned.code, pruned.stderr).toBe(0);
    expect(pruned.stdout).toMatch(
      /^Pruned 1 audit event\(s\), \d+ ended session\(s\), \d+ login client\(s\), 1 expired login challenge\(s\), \d+ expired passkey challenge\(s\), [1-9]\d* rate-limit counter\(s\), \d+ expired OpenID ticket\(s\), 1 ended API token\(s\)\.$/m,
    );
    expect(await count(`select count(*) as n from audit_events where id = '${old}'`)).toBe(0);
    expect(await count('select count(*) as n from audit_events')).toBe(before - 1);
    expect((await execute('select id from login_challenges')).map((row) => row['id'])).toEqual(['live-challenge']);
    expect(await count("select count(*) as n from rate_limits where key = 'test:ended'")).toBe(0);
    expect(await count("select count(*) as n from rate_limits where key = 'test:current'")).toBe(1);
  });

  /** Raw SQL on the suite's database, as an operator's psql or sqlite3 would run it. */
  async function execute(sql: string): Promise<Record<string, unknown>[]> {
    if (kind === 'sqlite') {
      const db = new DatabaseSync(database.url.slice('sqlite:'.length));
      try {
        return db.prepare(sql).all() as Record<string, unknown>[];
      } finally {
        db.close();
      }
    }
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(sql)).rows as Record<string, unknown>[];
    } finally {
      await client.end();
    }
  }
  const count = async (sql: string) => Number((await execute(sql))[0]?.['n']);
}
