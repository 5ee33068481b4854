import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { databaseQuery } from '../support/database-query.js';

const ADMIN_PASSWORD = 'Users-Admin-Pass-1!';
const NEW_PASSWORD = 'Users-Reset-Pass-2!';
type WireUser = { id: string; email: string; role: string; is_active: boolean };
/**
 * Each test starts several CLI processes, each a cold Node start: about a second apiece, but far more on
 * a machine busy with other work, which this bound allows for.
 */
const MANY_PROCESSES_MS = 600_000;

/**
 * `metagame users …` on a real database through real CLI processes: exit codes, --json on stdout,
 * an audit row (`via: cli`) after each change, and passwords only ever on stdin.
 */
export function usersSuite(kind: DatabaseKind): void {
  let dir: string;
  let database: IsolatedDatabase;
  let env: Record<string, string>;
  let query: (sql: string) => Promise<Record<string, unknown>[]>;
  let boss: WireUser;
  let player: WireUser;
  const cli = (args: string[], stdin?: string) => runCli(args, { env, stdin });
  const json = <T>(stdout: string) => JSON.parse(stdout) as T;
  const audit = async (userId: string) =>
    (
      await query(
        `select event_type, actor_id, details from audit_events where user_id = '${userId}' order by occurred_at`,
      )
    ).map((row) => ({ type: row['event_type'], actor: row['actor_id'], details: JSON.parse(String(row['details'])) }));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-users-'));
    database =
      kind === 'sqlite'
        ? { kind, name: '', url: `sqlite:${join(dir, 'app.db')}`, drop: async () => {} }
        : await createIsolatedDatabase(kind);
    env = { DATABASE_URL: database.url, LOG_LEVEL: 'warn' };
    query = (sql) => databaseQuery(database.url, sql);
    expect((await cli(['migrate'])).code).toBe(0);
    for (const email of ['boss@example.com', 'player_one@example.com'])
      expect((await cli(['create-admin', '--email', email], `${ADMIN_PASSWORD}\n`)).code).toBe(0);
    const listed = json<{ items: WireUser[] }>((await cli(['users', 'list', '--json'])).stdout).items;
    [boss, player] = listed as [WireUser, WireUser];
  }, MANY_PROCESSES_MS);
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  }, MANY_PROCESSES_MS);

  it(
    'lists accounts as JSON or text, filtered by role, active state and a part of the email, a page at a time',
    async () => {
      const all = await cli(['users', 'list', '--json']);
      expect(all.code, all.stderr).toBe(0);
      expect(json<{ total: number; limit: number; offset: number }>(all.stdout)).toMatchObject({
        total: 2,
        limit: 50,
        offset: 0,
      });
      expect(all.stdout).not.toMatch(/hash|password/i);
      const page = json<{ items: WireUser[]; total: number }>(
        (await cli(['users', 'list', '--json', '--limit', '1', '--offset', '1'])).stdout,
      );
      expect(page.items.map((u) => u.email)).toEqual(['player_one@example.com']);
      expect(page.total).toBe(2);
      // `_` is a LIKE wildcard: matched literally here.
      const underscore = json<{ items: WireUser[] }>((await cli(['users', 'list', '--json', '--email', 'R_O'])).stdout);
      expect(underscore.items.map((u) => u.email)).toEqual(['player_one@example.com']);
      const filtered = await cli(['users', 'list', '--json', '--role', 'admin', '--active', 'true']);
      expect(json<{ total: number }>(filtered.stdout).total).toBe(2);
      const text = await cli(['users', 'list']);
      expect(text.stdout).toContain('boss@example.com  admin  active');
      expect(text.stdout).toContain('1-2 of 2 user(s).');
      for (const bad of [
        ['--role', 'owner'],
        ['--limit', '0'],
      ])
        expect((await cli(['users', 'list', ...bad])).code).toBe(64);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'shows one account by email (any case) or id; an unknown one exits 66',
    async () => {
      const byEmail = await cli(['users', 'show', 'BOSS@example.com', '--json']);
      expect(byEmail.code, byEmail.stderr).toBe(0);
      expect(json<WireUser>(byEmail.stdout)).toMatchObject({ id: boss.id, role: 'admin' });
      expect(json<WireUser>((await cli(['users', 'show', boss.id, '--json'])).stdout).email).toBe('boss@example.com');
      for (const unknown of [randomUUID(), 'not-an-id']) {
        const missing = await cli(['users', 'show', unknown]);
        expect(missing.code).toBe(66);
        expect(missing.stderr).toContain('No user');
      }
    },
    MANY_PROCESSES_MS,
  );

  it(
    'changes a role and the active flag, each audited via the CLI, and refuses a value that is not a choice (64)',
    async () => {
      const demoted = await cli(['users', 'set-role', player.email, 'ml_developer', '--json']);
      expect(demoted.code, demoted.stderr).toBe(0);
      expect(json<WireUser>(demoted.stdout).role).toBe('ml_developer');
      const off = await cli(['users', 'set-active', player.id, 'false']);
      expect(off.code, off.stderr).toBe(0);
      expect(off.stdout).toContain('inactive');
      expect((await cli(['users', 'set-active', player.id, 'maybe'])).code).toBe(64);
      expect((await cli(['users', 'set-active', player.id, 'true'])).code).toBe(0);
      expect((await cli(['users', 'set-role', 'nobody@example.com', 'user'])).code).toBe(66);
      expect((await audit(player.id)).filter((e) => e.type !== 'account.registered')).toEqual([
        { type: 'role.changed', actor: null, details: { from: 'admin', to: 'ml_developer', via: 'cli' } },
        { type: 'account.deactivated', actor: null, details: { via: 'cli' } },
        { type: 'account.activated', actor: null, details: { via: 'cli' } },
      ]);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'resets a password from stdin only: weak ones exit 65, the old tokens die, the new password logs in',
    async () => {
      // startServe waits for the info line that gives the URL.
      const server = await startServe({ ...env, LOG_LEVEL: 'info' });
      try {
        const login = (password: string) =>
          fetch(`${server.url}/api/v1/auth/token`, {
            method: 'POST',
            body: new URLSearchParams({ username: boss.email, password }),
          });
        const before = (await (await login(ADMIN_PASSWORD)).json()) as { access_token: string };
        const me = () =>
          fetch(`${server.url}/api/v1/auth/me`, { headers: { Authorization: `Bearer ${before.access_token}` } });
        expect((await me()).status).toBe(200);

        const weak = await cli(['users', 'reset-password', boss.email], 'short\n');
        expect(weak.code).toBe(65);
        expect(weak.stderr).toContain('At least 12 characters');
        const reset = await cli(['users', 'reset-password', boss.email, '--json'], `${NEW_PASSWORD}\n`);
        expect(reset.code, reset.stderr).toBe(0);
        expect(json<{ email: string; sessions_ended: number }>(reset.stdout)).toEqual({
          id: boss.id,
          email: boss.email,
          sessions_ended: 1,
        });
        expect(reset.stdout + reset.stderr).not.toContain(NEW_PASSWORD);
        expect((await me()).status).toBe(401);
        expect((await login(ADMIN_PASSWORD)).status).toBe(401);
        expect((await login(NEW_PASSWORD)).status).toBe(200);
      } finally {
        await server.stop();
      }
      const events = await audit(boss.id);
      expect(events.filter((e) => e.type === 'password_reset.completed')).toEqual([
        { type: 'password_reset.completed', actor: null, details: { sessions_ended: 1, via: 'cli' } },
      ]);
      expect(JSON.stringify(await query('select details from audit_events'))).not.toContain(NEW_PASSWORD);
    },
    MANY_PROCESSES_MS,
  );

  it(
    'removes a lost second factor and its recovery codes, audited; none there exits 65',
    async () => {
      const now = kind === 'sqlite' ? String(Date.now()) : 'now()';
      await query(
        `insert into user_totp (user_id, secret_ciphertext, created_at, enabled_at) values ('${player.id}', 'x', ${now}, ${now})`,
      );
      await query(
        `insert into totp_recovery_codes (id, user_id, code_hash) values ('${randomUUID()}', '${player.id}', '${'0'.repeat(64)}')`,
      );
      const removed = await cli(['users', 'remove-totp', player.email, '--json']);
      expect(removed.code, removed.stderr).toBe(0);
      expect(json<{ totp_removed: boolean }>(removed.stdout).totp_removed).toBe(true);
      const left = async (table: string) =>
        Number((await query(`select count(*) as n from ${table} where user_id = '${player.id}'`))[0]?.['n']);
      expect(await left('user_totp')).toBe(0);
      expect(await left('totp_recovery_codes')).toBe(0);
      expect((await audit(player.id)).at(-1)).toEqual({ type: 'totp.disabled', actor: null, details: { via: 'cli' } });
      const again = await cli(['users', 'remove-totp', player.email]);
      expect(again.code).toBe(65);
      expect(again.stderr).toContain('not on');
    },
    MANY_PROCESSES_MS,
  );
}
