import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../support/cli.js';
import { closedLoopbackPort } from '../support/loopback-ports.js';

/** Each test starts several CLI processes, each a cold Node start (far slower on a busy machine). */
const SEVERAL_PROCESSES_MS = 600_000;

describe('metagame status [sqlite]', () => {
  let dir: string;
  let env: Record<string, string>;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-status-'));
    env = { DATABASE_URL: `sqlite:${join(dir, 'app.db')}`, LOG_LEVEL: 'warn' };
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'reports pending migrations without applying them, then the last import and the counts',
    async () => {
      const fresh = await runCli(['status', '--json'], { env });
      expect(fresh.code, fresh.stderr).toBe(0);
      const before = JSON.parse(fresh.stdout) as { migrations: { pending: string[] }; counts?: unknown };
      expect(before.migrations.pending.length).toBeGreaterThan(0);
      expect(before.counts).toBeUndefined();
      expect((await runCli(['status'], { env })).stdout).toMatch(/pending .*run metagame migrate/);

      expect((await runCli(['migrate'], { env })).code).toBe(0);
      const migrated = await runCli(['status', '--json'], { env });
      expect(migrated.code, migrated.stderr).toBe(0);
      expect(JSON.parse(migrated.stdout)).toMatchObject({
        database: { kind: 'sqlite', reachable: true, accepts_writes: true },
        migrations: { pending: [] },
        import: { state: 'idle', started_at: null },
        counts: { users: 0, sets: 0, cards: 0, decks: 0, matches: 0, events: 0 },
      });
      const text = await runCli(['status'], { env });
      expect(text.stdout).toContain('Migrations: up to date');
      expect(text.stdout).toContain('Last import: idle never');
      expect(text.stdout).toContain('Counts: 0 users, 0 sets, 0 cards');
    },
    SEVERAL_PROCESSES_MS,
  );

  it(
    'exits 69 when the database does not answer, never printing the URL with its password',
    async () => {
      const url = `postgresql://metagame:hunter2-db-secret@127.0.0.1:${await closedLoopbackPort()}/metagame`;
      const down = await runCli(['status', '--json'], { env: { DATABASE_URL: url } });
      expect(down.code).toBe(69);
      expect(JSON.parse(down.stdout)).toEqual({
        database: { kind: 'postgresql', reachable: false, accepts_writes: false },
      });
      expect(down.stderr).toContain('does not answer');
      expect(down.stdout + down.stderr).not.toContain('hunter2');
    },
    SEVERAL_PROCESSES_MS,
  );

  it(
    'prints the prune counts as JSON',
    async () => {
      const pruned = await runCli(['prune', '--json'], { env });
      expect(pruned.code, pruned.stderr).toBe(0);
      expect(Object.keys(JSON.parse(pruned.stdout) as object).sort()).toEqual([
        'api_tokens',
        'audit_events',
        'login_challenges',
        'login_clients',
        'open_id_tickets',
        'passkey_challenges',
        'rate_limits',
        'sessions',
      ]);
    },
    SEVERAL_PROCESSES_MS,
  );
});

describe('metagame config check', () => {
  const secrets = {
    SECRET_KEY: 'a-real-secret-value-0123456789abcdef',
    SMTP_PASSWORD: 'smtp-secret-password-42',
    DATABASE_URL: 'postgresql://metagame:db-secret-password@db.example.com:5432/metagame',
  };

  it(
    'summarises valid settings (exit 0) without printing a secret',
    async () => {
      const env = { ...secrets, SMTP_HOST: 'smtp.example.com', HOST: '0.0.0.0', PORT: '9000' };
      const json = await runCli(['config', 'check', '--json'], { env });
      expect(json.code, json.stderr).toBe(0);
      expect(JSON.parse(json.stdout)).toMatchObject({
        ok: true,
        database: 'postgresql',
        listen: '0.0.0.0:9000',
        frontend_base_url: 'http://127.0.0.1:9000/app',
      });
      const text = await runCli(['config', 'check'], { env });
      expect(text.code).toBe(0);
      expect(text.stdout).toContain('Settings are valid');
      for (const secret of Object.values(secrets)) {
        expect(json.stdout + json.stderr + text.stdout + text.stderr).not.toContain(secret);
      }
      expect(json.stdout + text.stdout).not.toContain('db-secret-password');
    },
    SEVERAL_PROCESSES_MS,
  );

  it(
    'names every problem at once and exits 78',
    async () => {
      const env = {
        ENVIRONMENT: 'production',
        SECRET_KEY: 'insecure-development-secret-change-me',
        PORT: 'eighty',
        REFRESH_TOKEN_EXPIRE_DAYS: '91',
        SMTP_PASSWORD: secrets.SMTP_PASSWORD,
      };
      const text = await runCli(['config', 'check'], { env });
      expect(text.code).toBe(78);
      for (const name of [
        'PORT',
        'REFRESH_TOKEN_EXPIRE_DAYS',
        'SECRET_KEY',
        'DATABASE_URL',
        'SMTP_HOST',
        'FRONTEND_BASE_URL',
      ])
        expect(text.stderr).toContain(`${name}:`);
      expect(text.stdout).toBe('');
      const json = await runCli(['config', 'check', '--json'], { env });
      expect(json.code).toBe(78);
      const { ok, problems } = JSON.parse(json.stdout) as { ok: boolean; problems: string[] };
      expect(ok).toBe(false);
      expect(problems).toHaveLength(6);
      expect(json.stdout + json.stderr + text.stderr).not.toContain(secrets.SMTP_PASSWORD);
    },
    SEVERAL_PROCESSES_MS,
  );
});
