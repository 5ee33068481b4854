import { afterAll, beforeAll, expect, it } from 'vitest';
import { setDatabaseOnline } from '../support/databases.js';
import { describeOn } from '../support/each-database.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { requestIdSuite } from './request-id.suite.js';

describeOn('postgres', 'X-Request-Id over HTTP', requestIdSuite);

describeOn('postgres', 'X-Request-Id on the error handler’s lines', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp('postgres');
  });
  afterAll(async () => {
    await setDatabaseOnline(app.database.name, true).catch(() => {});
    await app?.close();
  });

  it('logs a request the database outage failed with 503 under the id the response carries, and /metrics still answers', async () => {
    const user = await app.signedIn();
    await setDatabaseOnline(app.database.name, false);
    const res = await fetch(`${app.url}/api/v1/auth/me`, { headers: { ...user.auth, 'X-Request-Id': 'outage-1' } });
    expect(res.status).toBe(503);
    expect(res.headers.get('x-request-id')).toBe('outage-1');
    const lines = app.logs.lines.filter((line) => line.fields.requestId === 'outage-1');
    expect(lines.map((line) => `${line.level} ${line.message}`)).toEqual([
      'warn request failed: service unavailable',
      'info request',
    ]);
    // The card import state cannot be read, so it is left out; the rest of the scrape is served.
    const metrics = await fetch(`${app.url}/metrics`);
    expect(metrics.status).toBe(200);
    const text = await metrics.text();
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).not.toMatch(/^metagame_card_import_state\{/m);
    expect(app.logs.lines.some((line) => line.message === 'metrics: card import status unreadable')).toBe(true);
  });
});
