import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { searchCatalogue, searchPrices } from '../support/card-search-fixtures.js';
import { MtgjsonFixtureDir } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { rawRequest, type RawResponse } from '../support/raw-http.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

const FRONTEND = 'https://app.metagame.example';
const FOREIGN = 'https://decks.elsewhere.example';
/** Every card of the fixture catalogue, one printing each: well over the 1 KB compression threshold. */
const SEARCH = '/api/v1/cards/search?q=mv%3E%3D0';
const EXPORT = '/api/v1/tracker/matches/export';

/**
 * Black-box suite of the card API as a public API: any origin may read it from a browser (and
 * only it), and answers are compressed as the client accepts.
 */
export function publicCardApiSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let upstream: MtgjsonServer;
  const fixtures = new MtgjsonFixtureDir();
  const send = (path: string, options: Parameters<typeof rawRequest>[1] = {}): Promise<RawResponse> =>
    rawRequest(`${app.url}${path}`, options);
  const preflight = (path: string, origin: string, method: string, headers = 'authorization') =>
    send(path, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': method, 'Access-Control-Request-Headers': headers },
    });

  beforeAll(async () => {
    fixtures.publish(
      { version: '5.2.2+20260310', date: '2026-03-10' },
      { printings: searchCatalogue(), prices: searchPrices(5), days: 10 },
    );
    upstream = await startMtgjsonServer(fixtures.path);
    app = await startTestApp(kind, { env: { CARD_DATA_BASE_URL: upstream.url, FRONTEND_BASE_URL: FRONTEND } });
    app.clock.set('2026-03-10T12:00:00Z');
    const admin = (await app.signedIn('admin')).auth;
    const res = await fetch(`${app.url}/api/v1/card-data/import?source=AllPrices`, { method: 'POST', headers: admin });
    expect(res.status).toBe(202);
    for (let i = 0; i < 500; i++) {
      const status = (await (await fetch(`${app.url}/api/v1/card-data/status`)).json()) as { state: string };
      if (status.state === 'succeeded') return;
      expect(status.state).toBe('running');
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('import did not finish');
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    fixtures.close();
  });

  describe('cross-origin requests', () => {
    it('lets any origin read a card route: Access-Control-Allow-Origin *, without credentials', async () => {
      for (const path of [SEARCH, '/api/v1/sets/', '/api/v1/sets/LEA', '/api/v1/card-data/status']) {
        const res = await send(path, { headers: { Origin: FOREIGN } });
        expect(res.status, path).toBe(200);
        expect(res.headers['access-control-allow-origin'], path).toBe('*');
        expect(res.headers['access-control-allow-credentials'], path).toBeUndefined();
        expect(res.headers['access-control-expose-headers'], path).toContain('RateLimit');
      }
    });

    it('lets any origin read a card route’s errors too', async () => {
      const res = await send('/api/v1/sets/NOPE', { headers: { Origin: FOREIGN } });
      expect(res.status).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    });

    it('answers a card route that carries a bearer token like any other', async () => {
      const { auth } = await app.signedIn();
      const res = await send('/api/v1/sets/', { headers: { Origin: FOREIGN, ...auth } });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    });

    it('admits only the frontend origin, with credentials, on every other route', async () => {
      const { auth } = await app.signedIn();
      const foreign = await send('/api/v1/auth/me', { headers: { Origin: FOREIGN, ...auth } });
      expect(foreign.status).toBe(200);
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const frontend = await send('/api/v1/auth/me', { headers: { Origin: FRONTEND, ...auth } });
      expect(frontend.headers['access-control-allow-origin']).toBe(FRONTEND);
      expect(frontend.headers['access-control-allow-credentials']).toBe('true');
      // The admin's import shares its path's start with the public status route, not its policy.
      const importing = await send('/api/v1/card-data/import', { method: 'POST', headers: { Origin: FOREIGN } });
      expect(importing.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('answers a foreign origin’s preflight for a card route with *, its methods and headers', async () => {
      const res = await preflight('/api/v1/cards/search', FOREIGN, 'GET');
      expect(res.status).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toContain('GET');
      expect(res.headers['access-control-allow-headers']).toContain('Authorization');
    });

    it('lets any origin post a collection lookup (a read), preflight first', async () => {
      const ready = await preflight('/api/v1/cards/collection', FOREIGN, 'POST', 'content-type');
      expect(ready.headers['access-control-allow-origin']).toBe('*');
      expect(ready.headers['access-control-allow-methods']).toContain('POST');
      const res = await send('/api/v1/cards/collection', {
        method: 'POST',
        headers: { Origin: FOREIGN, 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifiers: [{ name: 'Lightning Bolt' }] }),
      });
      expect(res.status).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
    });

    it('refuses a foreign origin’s preflight for any other route, and admits the frontend’s', async () => {
      const foreign = await preflight('/api/v1/tracker/matches', FOREIGN, 'POST');
      expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
      const frontend = await preflight('/api/v1/tracker/matches', FRONTEND, 'POST');
      expect(frontend.headers['access-control-allow-origin']).toBe(FRONTEND);
      expect(frontend.headers['access-control-allow-credentials']).toBe('true');
    });
  });

  describe('compression', () => {
    const plain = async (path: string) => {
      const res = await send(path, { headers: { 'Accept-Encoding': 'identity' } });
      expect(res.headers['content-encoding']).toBeUndefined();
      return res;
    };

    it('sends gzip to a client that accepts only gzip, the same JSON as uncompressed', async () => {
      const identity = await plain(SEARCH);
      expect(identity.body.length).toBeGreaterThan(1024);
      const res = await send(SEARCH, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(res.body.length).toBeLessThan(identity.body.length);
      expect(JSON.parse(gunzipSync(res.body).toString('utf8'))).toEqual(JSON.parse(identity.body.toString('utf8')));
    });

    it('prefers brotli when both are accepted, the same JSON as uncompressed', async () => {
      const identity = await plain(SEARCH);
      const res = await send(SEARCH, { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toContain('Accept-Encoding');
      expect(JSON.parse(brotliDecompressSync(res.body).toString('utf8'))).toEqual(
        JSON.parse(identity.body.toString('utf8')),
      );
    });

    it('leaves a body under 1 KB uncompressed', async () => {
      const res = await send('/api/v1/sets/LEA', { headers: { 'Accept-Encoding': 'gzip, br' } });
      expect(res.status).toBe(200);
      expect(res.body.length).toBeLessThan(1024);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(res.body.toString('utf8'))).toMatchObject({ code: 'LEA' });
    });

    it('keeps one ETag across encodings, and revalidates a compressed answer to a 304 that varies alike', async () => {
      const br = await send(SEARCH, { headers: { 'Accept-Encoding': 'br' } });
      const identity = await plain(SEARCH);
      expect(br.headers.etag).toMatch(/^W\/".+"$/);
      expect(identity.headers.etag).toBe(br.headers.etag);
      const again = await send(SEARCH, { headers: { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag! } });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.vary).toContain('Accept-Encoding');
    });

    it('still streams a CSV export, compressed', async () => {
      const { auth } = await app.signedIn();
      const identity = await send(EXPORT, { headers: { ...auth, 'Accept-Encoding': 'identity' } });
      const res = await send(EXPORT, { headers: { ...auth, 'Accept-Encoding': 'gzip' } });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('gzip');
      const text = gunzipSync(res.body).toString('utf8');
      expect(text).toBe(identity.body.toString('utf8'));
      expect(text).toMatch(/^date,/);
    });
  });
}
