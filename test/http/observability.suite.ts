import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { parsePrometheusText, sampleValue, type Sample } from '../support/prometheus-text.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const DURATION = 'http_request_duration_seconds';

async function scrape(app: TestApp, headers: Record<string, string> = {}): Promise<Sample[]> {
  const res = await fetch(`${app.url}/metrics`, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
  return parsePrometheusText(await res.text()).samples;
}

/**
 * GET /metrics after real requests, parsed from the exposition text: latency by route template and
 * status class, rate-limit refusals, pool use, the card import's state, process metrics.
 */
export function observabilitySuite(kind: DatabaseKind): void {
  describe('GET /metrics', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await startTestApp(kind, { env: { RATE_LIMIT_ENABLED: 'true', RATE_LIMIT_SIGNUP_PER_ADDRESS: '1/3600' } });
    });
    afterAll(async () => app?.close());

    it('counts requests under their route template and status class, never the raw path', async () => {
      const ids = [randomUUID(), randomUUID(), randomUUID()];
      for (const id of ids) expect((await fetch(`${app.url}/api/v1/cards/${id}`)).status).toBe(404);
      for (let i = 0; i < 2; i += 1) expect((await fetch(`${app.url}/health`)).status).toBe(200);
      expect((await fetch(`${app.url}/no/such/${ids[0]}`)).status).toBe(404);
      expect((await fetch(`${app.url}/app/`)).status).toBe(200);
      expect((await fetch(`${app.url}/docs/`)).status).toBe(200);
      const samples = await scrape(app);
      const count = (route: string, statusClass: string) =>
        sampleValue(samples, `${DURATION}_count`, { method: 'GET', route, status_class: statusClass });
      expect(count('/api/v1/cards/{uuid}', '4xx')).toBe(3);
      expect(count('/health', '2xx')).toBe(2);
      expect(count('unmatched', '4xx')).toBe(1);
      expect(count('/app/*', '2xx')).toBe(1);
      expect(count('/docs/*', '2xx')).toBe(1);
      const buckets = samples.filter((s) => s.name === `${DURATION}_bucket` && s.labels.route === '/health');
      expect(buckets.find((s) => s.labels.le === '+Inf')?.value).toBe(2);
      expect(samples.some((s) => Object.values(s.labels).some((v) => ids.some((id) => v.includes(id))))).toBe(false);
    });

    it('counts a rate-limit refusal after a real 429, by the limit that refused', async () => {
      const before = sampleValue(await scrape(app), 'metagame_rate_limit_refusals_total', { rule: 'signup' }) ?? 0;
      const signup = (n: number) =>
        fetch(`${app.url}/api/v1/auth/signup`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: `metrics-${n}@example.com`, password: 'Sign-Up-Password-42!' }),
        });
      expect((await signup(1)).status).toBe(201);
      expect((await signup(2)).status).toBe(429);
      const samples = await scrape(app);
      expect(sampleValue(samples, 'metagame_rate_limit_refusals_total', { rule: 'signup' })).toBe(before + 1);
      expect(sampleValue(samples, `${DURATION}_count`, { route: '/api/v1/auth/signup', status_class: '4xx' })).toBe(1);
    });

    it('reads the card import state at each scrape, with the time of a successful import', async () => {
      let samples = await scrape(app);
      expect(sampleValue(samples, 'metagame_card_import_state', { state: 'idle' })).toBe(1);
      expect(sampleValue(samples, 'metagame_card_import_state', { state: 'succeeded' })).toBe(0);
      expect(sampleValue(samples, 'metagame_card_import_last_success_timestamp_seconds')).toBeUndefined();
      const finishedAt = new Date('2026-03-04T05:06:07.000Z');
      await setImportStatus(app, { state: 'succeeded', finishedAt: finishedAt.toISOString() });
      samples = await scrape(app);
      expect(sampleValue(samples, 'metagame_card_import_state', { state: 'succeeded' })).toBe(1);
      expect(sampleValue(samples, 'metagame_card_import_state', { state: 'idle' })).toBe(0);
      expect(sampleValue(samples, 'metagame_card_import_last_success_timestamp_seconds', { source: 'AllPrices' })).toBe(
        finishedAt.getTime() / 1000,
      );
      const status = (await (await fetch(`${app.url}/api/v1/card-data/status`)).json()) as { state: string };
      expect(status.state).toBe('succeeded');
    });

    it(kind === 'postgres' ? 'shows the PostgreSQL pool in use' : 'shows no pool gauges on SQLite', async () => {
      const samples = await scrape(app);
      if (kind === 'postgres') {
        expect(sampleValue(samples, 'metagame_db_pool_max_connections')).toBe(10);
        expect(sampleValue(samples, 'metagame_db_pool_connections')).toBeGreaterThanOrEqual(1);
        expect(sampleValue(samples, 'metagame_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
        expect(sampleValue(samples, 'metagame_db_pool_waiting_queries')).toBe(0);
      } else {
        expect(samples.some((s) => s.name.startsWith('metagame_db_pool_'))).toBe(false);
      }
    });

    it("serves prom-client's process metrics", async () => {
      const samples = await scrape(app);
      expect(sampleValue(samples, 'process_cpu_seconds_total')).toBeGreaterThan(0);
      expect(sampleValue(samples, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    });
  });

  describe('GET /metrics settings', () => {
    it('with METRICS_TOKEN set answers 401 without the token or with a wrong one, 200 with it', async () => {
      const app = await startTestApp(kind, { env: { METRICS_TOKEN: 'scrape-secret-123' } });
      try {
        const none = await fetch(`${app.url}/metrics`);
        expect(none.status).toBe(401);
        expect(none.headers.get('www-authenticate')).toBe('Bearer');
        expect((await none.json()) as unknown).toMatchObject({ detail: 'Not authenticated.' });
        const wrong = await fetch(`${app.url}/metrics`, { headers: { Authorization: 'Bearer scrape-secret-124' } });
        expect(wrong.status).toBe(401);
        const samples = await scrape(app, { Authorization: 'Bearer scrape-secret-123' });
        expect(sampleValue(samples, `${DURATION}_count`, { route: '/metrics', status_class: '4xx' })).toBe(2);
        expect(app.logs.text()).not.toContain('scrape-secret-123');
      } finally {
        await app.close();
      }
    });

    it('with METRICS_ENABLED=false answers 404 at /metrics', async () => {
      const app = await startTestApp(kind, { env: { METRICS_ENABLED: 'false' } });
      try {
        const res = await fetch(`${app.url}/metrics`);
        expect(res.status).toBe(404);
        expect((await res.json()) as unknown).toMatchObject({ detail: 'No route for GET /metrics.' });
      } finally {
        await app.close();
      }
    });
  });
}

/** Writes the shared import status row as an import that ended would leave it. */
async function setImportStatus(app: TestApp, fields: { state: string; finishedAt: string }): Promise<void> {
  const status = {
    state: fields.state,
    source: 'AllPrices',
    force: false,
    startedAt: fields.finishedAt,
    finishedAt: fields.finishedAt,
    phase: 'done',
    progress: { bytesRead: 0, bytesTotal: null, rowsWritten: 0 },
    counts: { sets: 0, cards: 0, pricePoints: 0 },
    upstream: null,
    message: null,
  };
  await app.runtime.orm.sql.run('UPDATE card_data_status SET status = ? WHERE id = 1', [JSON.stringify(status)]);
}
