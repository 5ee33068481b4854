import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';

const PASSWORD = 'Operator-Pass-42!';

/** The operator's path (docs/getting-started.md, docs/operating/upgrades.md): migrate, create the first admin from stdin, serve, log in. */
export function operatorFlowSuite(kind: DatabaseKind): void {
  let dir: string;
  let database: IsolatedDatabase;
  let env: Record<string, string>;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'metagame-cli-'));
    database =
      kind === 'sqlite'
        ? { kind, name: '', url: `sqlite:${join(dir, 'app.db')}`, drop: async () => {} }
        : await createIsolatedDatabase(kind);
    env = { DATABASE_URL: database.url, LOG_LEVEL: 'info' };
  });
  afterAll(async () => {
    await database?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  if (kind === 'postgres') {
    it('serve refuses a schema that is behind, and a cluster stops instead of restarting failing workers', async () => {
      for (const workers of ['1', '2']) {
        const refused = await runCli(['serve', '--workers', workers], { env: { ...env, PORT: '0' } });
        expect(refused.code, refused.stderr).not.toBe(0);
        expect(refused.stderr).toContain('pending migration');
        expect(refused.stderr).toContain('metagame migrate');
      }
    });
  }

  it('migrate applies every migration once, then reports the database up to date', async () => {
    const first = await runCli(['migrate'], { env });
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/Applied \d+ migration/);
    const again = await runCli(['migrate'], { env });
    expect(again.stdout).toContain('up to date');
  });

  it('create-admin reads the password from stdin, and refuses weak passwords and taken emails', async () => {
    const weak = await runCli(['create-admin', '--email', 'weak@example.com'], { env, stdin: 'short\n' });
    expect(weak.code).not.toBe(0);
    expect(weak.stderr).toContain('At least 12 characters');
    const created = await runCli(['create-admin', '--email', 'Boss@Example.com', '--display-name', 'Boss'], {
      env,
      stdin: `${PASSWORD}\n`,
    });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain('boss@example.com');
    expect(created.stdout + created.stderr).not.toContain(PASSWORD);
    const taken = await runCli(['create-admin', '--email', 'boss@example.com'], { env, stdin: `${PASSWORD}\n` });
    expect(taken.code).not.toBe(0);
    expect(taken.stderr).toContain('Email already registered');
  });

  it('create-admin refuses an email the login form would refuse, so no admin is created who cannot log in', async () => {
    const result = await runCli(['create-admin', '--email', 'admin'], { env, stdin: `${PASSWORD}\n` });
    expect(result.code).toBe(65);
    expect(result.stderr).toContain('Not an email address: "admin"');
  });

  it('serve answers a login of that admin, /auth/me, and exits 0 on SIGTERM', async () => {
    const server = await startServe(env);
    try {
      const login = await fetch(`${server.url}/api/v1/auth/token`, {
        method: 'POST',
        body: new URLSearchParams({ username: 'boss@example.com', password: PASSWORD }),
      });
      expect(login.status).toBe(200);
      const { access_token } = (await login.json()) as { access_token: string };
      const me = await fetch(`${server.url}/api/v1/auth/me`, { headers: { Authorization: `Bearer ${access_token}` } });
      expect(await me.json()).toMatchObject({
        email: 'boss@example.com',
        role: 'admin',
        is_verified: true,
        display_name: 'Boss',
      });
      expect(server.output()).not.toContain(PASSWORD);
      expect(server.output()).not.toContain(access_token);
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
}
