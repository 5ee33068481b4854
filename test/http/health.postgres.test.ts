import { afterAll, beforeAll, expect, it } from 'vitest';
import { setDatabaseOnline } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

async function healthStatus(app: TestApp): Promise<number> {
  return (await fetch(`${app.url}/health`)).status;
}

describeOn('postgres', 'GET /health while the database goes away and comes back', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('postgres');
  });
  afterAll(async () => {
    await setDatabaseOnline(app.database.name, true).catch(() => {});
    await app?.close();
  });

  it('answers 503 while no connection can be made, then 200 again without a restart', async () => {
    expect(await healthStatus(app)).toBe(200);
    await setDatabaseOnline(app.database.name, false);
    const down = await fetch(`${app.url}/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toEqual({ detail: 'Database is unreachable.', code: 'DATABASE_UNAVAILABLE' });
    await setDatabaseOnline(app.database.name, true);
    expect(await healthStatus(app)).toBe(200);
  });
});
