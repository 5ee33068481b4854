import { afterAll, beforeAll, expect, it } from 'vitest';
import { setDatabaseOnline } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const register = (app: TestApp, auth: Record<string, string>, email: string) =>
  fetch(`${app.url}/api/v1/auth/register`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Outage-Pass-123!', role: 'user' }),
    signal: AbortSignal.timeout(20_000),
  }).then((res) => res.status);

describeOn('postgres', 'a database outage while serving', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('postgres');
  });
  afterAll(async () => {
    await setDatabaseOnline(app.database.name, true).catch(() => {});
    await app?.close();
  });

  it('fails requests fast with 503, recovers by itself, and never reports an uncommitted write', async () => {
    const admin = await app.signedIn('admin');
    const before = await Promise.all(
      Array.from({ length: 5 }, (_, i) => register(app, admin.auth, `before-${i}@example.com`)),
    );
    expect(before).toEqual([201, 201, 201, 201, 201]);

    await setDatabaseOnline(app.database.name, false);
    const during = await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => register(app, admin.auth, `during-${i}@example.com`)),
      fetch(`${app.url}/health`).then((r) => r.status),
      fetch(`${app.url}/api/v1/auth/me`, { headers: admin.auth }).then((r) => r.status),
    ]);
    expect(new Set(during)).toEqual(new Set([503]));

    await setDatabaseOnline(app.database.name, true);
    expect((await fetch(`${app.url}/health`)).status).toBe(200);
    const list = await fetch(`${app.url}/api/v1/users?limit=200`, { headers: admin.auth });
    const emails = ((await list.json()) as { items: { email: string }[] }).items.map((u) => u.email);
    expect(emails.filter((e) => e.startsWith('before-'))).toHaveLength(5);
    expect(emails.filter((e) => e.startsWith('during-'))).toHaveLength(0);
    expect(await register(app, admin.auth, 'after@example.com')).toBe(201);
  });
});
