import { afterAll, beforeAll, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app.js';

/** How a suite makes its database refuse writes; each kind does it the way an operator meets it. */
export interface ReadOnlySwitch {
  /** Boots the app on a fresh, migrated, writable database. */
  start(): Promise<TestApp>;
  /** Makes the database refuse writes, or accept them again; answers the app to speak to from then on. */
  set(app: TestApp, readOnly: boolean): Promise<TestApp>;
}

const READ_ONLY = { detail: 'The database is read-only; writes are unavailable.', code: 'WRITES_UNAVAILABLE' };

/**
 * A database that answers reads but refuses writes: /health stays 200 and says so, every write
 * answers 503 with a detail naming the cause (never 500), reads keep working, and nothing refused
 * is stored once writes come back.
 */
export const readOnlyDatabaseSuite = (database: ReadOnlySwitch) => (): void => {
  let app: TestApp;
  let admin: { Authorization: string };
  let user: { Authorization: string };
  const send = (method: string, path: string, auth: Record<string, string>, body?: unknown) =>
    fetch(`${app.url}${path}`, {
      method,
      headers: { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const register = (email: string) =>
    send('POST', '/api/v1/auth/register', admin, { email, password: 'Read-Only-Pass-123!', role: 'user' });
  const health = async () => {
    const res = await fetch(`${app.url}/health`);
    return { status: res.status, body: await res.json() };
  };

  beforeAll(async () => {
    app = await database.start();
    admin = (await app.signedIn('admin')).auth;
    user = (await app.signedIn('user')).auth;
    app = await database.set(app, true);
  });
  afterAll(async () => {
    app = await database.set(app, false);
    await app.close();
  });

  it('answers /health 200 and says writes are unavailable', async () => {
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', writes: 'unavailable' } });
  });

  it('answers a write 503 with a detail that names the cause', async () => {
    const res = await register('refused@example.com');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual(READ_ONLY);
  });

  it('answers writes of every area 503, never 500', async () => {
    const writes = [
      send('POST', '/api/v1/auth/signup', {}, { email: 'signup-refused@example.com', password: 'Read-Only-Pass-123!' }),
      send('POST', '/api/v1/tracker/personal-decks', user, { name: 'Refused' }),
      send('PATCH', '/api/v1/tracker/me/settings', user, { data_shared: true }),
      send('POST', '/api/v1/card-data/import?source=AllPricesToday', admin),
    ];
    const answers = await Promise.all(writes.map(async (res) => [(await res).status, await (await res).json()]));
    expect(answers).toEqual(writes.map(() => [503, READ_ONLY]));
  });

  it('keeps serving reads', async () => {
    const reads = await Promise.all([
      send('GET', '/api/v1/auth/me', user),
      send('GET', '/api/v1/users', admin),
      send('GET', '/api/v1/card-data/status', {}),
      send('GET', '/api/v1/tracker/personal-decks', user),
    ]);
    expect(reads.map((res) => res.status)).toEqual([200, 200, 200, 200]);
  });

  it('accepts writes again once the database does, with none of the refused ones stored', async () => {
    app = await database.set(app, false);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', writes: 'ok' } });
    const emails = (
      (await (await send('GET', '/api/v1/users?limit=200', admin)).json()) as { items: { email: string }[] }
    ).items.map((u) => u.email);
    expect(emails.filter((email) => email.includes('refused'))).toEqual([]);
    expect((await register('accepted@example.com')).status).toBe(201);
  });
};
