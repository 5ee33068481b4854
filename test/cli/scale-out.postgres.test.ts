import { afterAll, beforeAll, expect, it } from 'vitest';
import { runCli, startServe } from '../support/cli.js';
import { createIsolatedDatabase, type IsolatedDatabase } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';

const PASSWORD = 'Scale-Out-Pass-1!';
type Server = Awaited<ReturnType<typeof startServe>>;

const login = (server: Server, password: string) =>
  fetch(`${server.url}/api/v1/auth/token`, { method: 'POST', body: new URLSearchParams({ username: 'ops@example.com', password }) });

/** Two independent server processes on one PostgreSQL database share every limit (scale-out). */
describeOn('postgres', 'two server processes on one database', () => {
  let database: IsolatedDatabase;
  let a: Server;
  let b: Server;
  beforeAll(async () => {
    database = await createIsolatedDatabase('postgres');
    const env = { DATABASE_URL: database.url, RATE_LIMIT_LOGIN_PER_ACCOUNT: '4/900', LOG_LEVEL: 'warn' };
    expect((await runCli(['migrate'], { env })).code).toBe(0);
    expect((await runCli(['create-admin', '--email', 'ops@example.com'], { env, stdin: `${PASSWORD}\n` })).code).toBe(0);
    [a, b] = await Promise.all([startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1']), startServe({ ...env, LOG_LEVEL: 'info' }, ['--workers', '1'])]);
  });
  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('counts login failures made on either process against one limit', async () => {
    expect(a.url).not.toBe(b.url);
    for (const server of [a, b, a, b]) expect((await login(server, 'Wrong-Pass-000!')).status).toBe(401);
    expect((await login(a, PASSWORD)).status).toBe(429);
    expect((await login(b, PASSWORD)).status).toBe(429);
  });
});
