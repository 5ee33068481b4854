import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FRONTEND_BASE_URL, loadConfig } from '@metagame/hosts';
import { startTestApp, type TestApp } from '../support/test-app.js';

const BUILT_ASSETS = new URL('../../hosts/web/dist/assets/', import.meta.url);

/** How the host serves the web app (/app/) and the API reference (/docs/): paths, caching, CSP. */
describe('the web app and API reference over HTTP [sqlite]', () => {
  let app: TestApp;
  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${app.url}${path}`, { headers, redirect: 'manual' });
  beforeAll(async () => {
    app = await startTestApp('sqlite');
  });
  afterAll(async () => app?.close());

  it('keeps GET / a JSON answer', async () => {
    const response = await get('/');
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('serves the app at /app/ as HTML that is revalidated on every load, under a CSP with no inline script or CDN', async () => {
    const response = await get('/app/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy')!;
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|https:/);
    expect(await response.text()).toMatch(
      /<script type="module" crossorigin src="\/app\/assets\/index-[\w-]+\.js"><\/script>/,
    );
  });

  it('logs requests under /app/ and /docs/ with their full path and no query string', async () => {
    await get('/app/decks?secret=1');
    await get('/docs/');
    const logged = app.logs.lines.filter((line) => line.message === 'request').map((line) => line.fields['path']);
    expect(logged).toEqual(expect.arrayContaining(['/app/decks', '/docs/']));
    expect(JSON.stringify(logged)).not.toContain('secret');
  });

  it('redirects /app and /docs to their trailing-slash form, keeping the query', async () => {
    expect((await get('/app?x=1')).headers.get('location')).toBe('/app/?x=1');
    expect((await get('/docs')).headers.get('location')).toBe('/docs/');
  });

  it('answers deep links of the app with its page (the emailed verify link)', async () => {
    const response = await get('/app/verify-email?email=ann%40example.com&code=123456');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root"></div>');
  });

  it('caches hashed assets for a year and sends their gzip copy to clients that accept it', async () => {
    const script = readdirSync(BUILT_ASSETS).find((f) => /^index-.*\.js$/.test(f));
    const plain = await get(`/app/assets/${script}`, { 'Accept-Encoding': 'identity' });
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const zipped = await get(`/app/assets/${script}`, { 'Accept-Encoding': 'gzip, br' });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(zipped.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(zipped.headers.get('vary')).toContain('Accept-Encoding');
    expect(await zipped.text()).toBe(await plain.text());
  });

  it('answers a missing asset with a JSON 404, not the app page', async () => {
    for (const path of ['/app/assets/missing-abc123.js', '/app/missing.png']) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ detail: `No such file: ${path}`, code: 'NOT_FOUND' });
    }
  });

  it('never serves a file outside the built app, whatever the raw path says', async () => {
    // fetch() would normalise the dots away; a raw request keeps them as a client can send them.
    const raw = (path: string) =>
      new Promise<number>((resolve, reject) => {
        const { hostname, port } = new URL(app.url);
        request({ hostname, port, path, headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
          .on('error', reject)
          .end();
      });
    for (const path of [
      '/app/assets/../../package.json',
      '/app/assets/%2e%2e/%2e%2e/package.json',
      '/app/../web/package.json',
      '/docs/../package.json',
    ]) {
      expect([403, 404], path).toContain(await raw(path));
    }
  });

  it('serves the API reference from swagger-ui-dist, pointing at /openapi.json', async () => {
    const page = await get('/docs/');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<script src="swagger-ui-bundle.js"></script>');
    expect(html).not.toMatch(/https?:\/\//);
    expect(await (await get('/docs/start.js')).text()).toContain("new URL('../openapi.json', window.location.href)");
    const bundle = await get('/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-security-policy')).toContain("script-src 'self';");
  });

  it('built the web app against the API this server describes (its generated client types match /openapi.json)', async () => {
    // hosts/web's build regenerates src/api/openapi.d.ts first; stale types would mean a build that skipped it.
    const generated = readFileSync(new URL('../../hosts/web/src/api/openapi.d.ts', import.meta.url), 'utf8');
    const served = await (await get('/openapi.json')).json();
    expect(generated.slice(generated.indexOf('\n') + 1)).toBe(
      astToString(await openapiTS(served, { defaultNonNullable: false })),
    );
  });

  it('sends the emailed link to the app this server serves unless FRONTEND_BASE_URL says otherwise', () => {
    expect(DEFAULT_FRONTEND_BASE_URL).toBe('http://127.0.0.1:8000/app');
    expect(loadConfig({}).signup.frontendBaseUrl).toBe(DEFAULT_FRONTEND_BASE_URL);
  });
});
