import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { MtgjsonFixtureDir, UUID } from '../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../support/mtgjson-server.js';
import { startTestApp, type TestApp } from '../support/test-app.js';

type Json = Record<string, unknown> & { items?: Json[] };

/** Black-box card reference + import suite: fixtures in the upstream shape, served over loopback HTTP. */
export function cardsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let upstream: MtgjsonServer;
  let admin: Record<string, string>;
  const fixtures = new MtgjsonFixtureDir();

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${app.url}/api/v1${path}`, { headers });
    return { status: res.status, headers: res.headers, body: res.status === 304 ? null : ((await res.json()) as Json) };
  };
  const startImport = async (query: string, body?: unknown, headers = admin) => {
    const init: RequestInit = {
      method: 'POST',
      headers: { ...headers, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    };
    if (body !== undefined) init.body = JSON.stringify(body);
    const res = await fetch(`${app.url}/api/v1/card-data/import${query}`, init);
    return { status: res.status, body: (await res.json()) as Json };
  };
  /** Polls the public status until the background job is over (the job runs after the 202). */
  const settled = async (): Promise<Json> => {
    for (let i = 0; i < 500; i++) {
      const { body } = await get('/card-data/status');
      if (body!.state !== 'running') return body!;
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('import did not finish');
  };
  const importAndWait = async (query: string) => {
    const started = await startImport(query);
    expect(started.status).toBe(202);
    return settled();
  };

  beforeAll(async () => {
    fixtures.publish({ version: '5.3.0+20260207', date: '2026-02-07' });
    upstream = await startMtgjsonServer(fixtures.path);
    app = await startTestApp(kind, { env: { CARD_DATA_BASE_URL: upstream.url } });
    admin = (await app.signedIn('admin')).auth;
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    fixtures.close();
  });

  describe('before any import', () => {
    it('reports an idle status to anonymous callers', async () => {
      const { status, body } = await get('/card-data/status');
      expect(status).toBe(200);
      expect(body).toMatchObject({ state: 'idle', source: null, counts: { sets: 0, cards: 0, price_points: 0 } });
    });

    it('answers 404 with a detail for an unknown set', async () => {
      expect(await get('/sets/zzz')).toMatchObject({
        status: 404,
        body: { detail: "Set 'zzz' not found.", code: 'SET_NOT_FOUND' },
      });
    });
  });

  describe('POST /card-data/import authorisation and validation', () => {
    it('answers 401 anonymous, 403 to a user, 422 without or with a bad source', async () => {
      expect((await startImport('?source=AllPrices', undefined, {})).status).toBe(401);
      expect((await startImport('?source=AllPrices', undefined, (await app.signedIn('user')).auth)).status).toBe(403);
      const missing = await startImport('');
      expect(missing.status).toBe(422);
      expect(JSON.stringify(missing.body)).toContain('source');
      expect((await startImport('', { source: 'AllCards' })).status).toBe(422);
      expect((await startImport('?source=Nope')).status).toBe(422);
      expect((await startImport('', { source: 'AllPrices', extra: 1 })).status).toBe(422);
    });
  });

  describe('a full import (AllPrices, gzip + sha256 over HTTP)', () => {
    let final: Json;
    beforeAll(async () => {
      final = await importAndWait('?source=AllPrices');
    });

    it('succeeds and reports counts, upstream build and progress', () => {
      expect(final).toMatchObject({
        state: 'succeeded',
        source: 'AllPrices',
        phase: 'done',
        error: null,
        upstream_version: '5.3.0+20260207',
        upstream_date: '2026-02-07',
        counts: { sets: 2, cards: 8, price_points: 8 * 6 * 5 },
      });
      expect((final.progress as Json).rows_written).toBeGreaterThan(0);
      expect(final.finished_at).toEqual(expect.any(String));
    });

    it('lists sets by code with pagination, ETag, Cache-Control and 304', async () => {
      const first = await get('/sets/?limit=1');
      expect(first.status).toBe(200);
      expect(first.body).toMatchObject({
        total: 2,
        limit: 1,
        offset: 0,
        items: [{ code: 'ABC', release_date: '2020-01-01', type: 'core', base_set_size: 1, total_set_size: 1 }],
      });
      expect((await get('/sets/?limit=1&offset=1')).body!.items![0]!.code).toBe('TST');
      const etag = first.headers.get('etag')!;
      expect(etag).toBeTruthy();
      expect(first.headers.get('cache-control')).toContain('max-age');
      expect((await get('/sets/?limit=1', { 'If-None-Match': etag })).status).toBe(304);
      expect((await get('/sets/?limit=2', { 'If-None-Match': etag })).status).toBe(200);
    });

    it('finds a set case-insensitively and lists its cards in collector-number order, tokens last', async () => {
      expect((await get('/sets/tst')).body).toMatchObject({ code: 'TST', name: 'Test Set' });
      const { body } = await get('/sets/Tst/cards?limit=200');
      expect(body!.items!.map((c) => c.number)).toEqual(['1', '2', '3', '3', '10', '10a', '1']);
      expect(body!.items!.at(-1)).toMatchObject({ uuid: UUID.token, is_token: true });
      const page = await get('/sets/TST/cards?limit=2&offset=4');
      expect(page.body).toMatchObject({ total: 7, limit: 2, offset: 4 });
      expect(page.body!.items!.map((c) => c.uuid)).toEqual([UUID.n10, UUID.n10a]);
      expect((await get('/sets/NOPE/cards')).status).toBe(404);
    });

    it('reads one card with its upstream fields', async () => {
      const { status, body } = await get(`/cards/${UUID.wear}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({
        uuid: UUID.wear,
        name: 'Wear // Tear',
        face_name: 'Wear',
        side: 'a',
        layout: 'split',
        set_code: 'TST',
        mana_value: 1,
        other_face_ids: [UUID.tear],
        legalities: { legacy: 'Legal' },
      });
      expect(body).not.toHaveProperty('foreign_data');
      expect(await get('/cards/00000000-0000-5000-8000-00000000dead')).toMatchObject({
        status: 404,
        body: { detail: expect.stringContaining('not found'), code: 'CARD_NOT_FOUND' },
      });
    });

    it('groups prices by platform, provider, list and finish with points newest first', async () => {
      const { body, headers } = await get(`/cards/${UUID.bolt}/prices`);
      const series = body!.series as Json[];
      expect(series).toHaveLength(6);
      expect(series.map((s) => `${s.platform}/${s.provider}/${s.list}/${s.finish}`)).toEqual([
        'mtgo/cardhoarder/retail/normal',
        'paper/cardkingdom/retail/normal',
        'paper/cardkingdom/buylist/normal',
        'paper/cardmarket/retail/normal',
        'paper/tcgplayer/retail/foil',
        'paper/tcgplayer/retail/normal',
      ]);
      expect(series[3]).toMatchObject({ currency: 'EUR' });
      const dates = (series[0]!.points as Json[]).map((p) => p.date);
      expect(dates).toEqual(['2026-02-07', '2026-02-06', '2026-02-05', '2026-02-04', '2026-02-03']);
      expect(headers.get('etag')).toBeTruthy();
      expect((await get('/cards/00000000-0000-5000-8000-00000000dead/prices')).status).toBe(404);
    });

    it('finds every printing by exact name, ignoring case, and by a face name', async () => {
      const bolt = await get('/cards/by-name/lightning%20BOLT');
      expect(bolt.body).toMatchObject({ total: 2 });
      expect(bolt.body!.items!.map((c) => c.set_code)).toEqual(['ABC', 'TST']);
      const face = await get('/cards/by-name/tear');
      expect(face.body!.items!.map((c) => c.uuid)).toEqual([UUID.tear]);
      expect((await get('/cards/by-name/Wear%20%2F%2F%20Tear')).body).toMatchObject({ total: 2 });
      expect(await get('/cards/by-name/Lightning')).toMatchObject({
        status: 404,
        body: { detail: "No card named 'Lightning'.", code: 'CARD_NOT_FOUND' },
      });
    });
  });

  describe('re-running', () => {
    it('skips an unchanged upstream and says so; force imports it again without duplicates', async () => {
      const skipped = await importAndWait('?source=AllPrices');
      expect(skipped).toMatchObject({ state: 'skipped', message: expect.stringContaining('already imported') });
      const forced = await startImport('', { source: 'AllPrices', force: true });
      expect(forced.status).toBe(202);
      expect(forced.body).toMatchObject({ state: 'running', force: true });
      expect(await settled()).toMatchObject({ state: 'succeeded', counts: { price_points: 240 } });
    });

    it('answers 409 with the running status while an import runs', async () => {
      const release = upstream.hold();
      const first = await startImport('?source=AllPricesToday&force=true');
      expect(first.status).toBe(202);
      const second = await startImport('', { source: 'AllPrices' });
      release();
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ state: 'running', source: 'AllPricesToday', detail: expect.any(String) });
      expect(await settled()).toMatchObject({ state: 'succeeded' });
    });

    it('merges AllPricesToday into the history (new day added, older days kept)', async () => {
      fixtures.publish({ version: '5.3.0+20260208', date: '2026-02-08' }, { priceBase: 50 });
      const final = await importAndWait('?source=AllPricesToday');
      expect(final).toMatchObject({
        state: 'succeeded',
        upstream_version: '5.3.0+20260208',
        counts: { price_points: 8 * 6 * 6 },
      });
      const series = (await get(`/cards/${UUID.bolt}/prices`)).body!.series as Json[];
      const points = series[0]!.points as Json[];
      expect(points.map((p) => p.date)).toEqual([
        '2026-02-08',
        '2026-02-07',
        '2026-02-06',
        '2026-02-05',
        '2026-02-04',
        '2026-02-03',
      ]);
      expect(points[0]!.price).toBeGreaterThan(40);
    });
  });

  describe('failures leave the published data untouched', () => {
    let before: unknown;
    beforeAll(async () => {
      before = (await get(`/cards/${UUID.bolt}/prices`)).body;
    });
    const expectUnchanged = async () => {
      expect((await get(`/cards/${UUID.bolt}/prices`)).body).toEqual(before);
      expect((await get('/sets/TST/cards')).body).toMatchObject({ total: 7 });
    };

    it('fails cleanly on a checksum mismatch', async () => {
      fixtures.overwriteRaw('AllPricesToday.json.gz.sha256', 'ab'.repeat(32));
      const final = await importAndWait('?source=AllPricesToday&force=1');
      expect(final).toMatchObject({ state: 'failed', error: expect.stringContaining('Checksum mismatch') });
      await expectUnchanged();
    });

    it('fails cleanly on a truncated gzip', async () => {
      fixtures.publish({ version: '5.3.0+20260209', date: '2026-02-09' }, { priceBase: 90 });
      const { readFileSync } = await import('node:fs');
      const gz = readFileSync(`${fixtures.path}/AllPrices.json.gz`);
      fixtures.overwriteRaw('AllPrices.json.gz', gz.subarray(0, Math.floor(gz.length * 0.7)));
      fixtures.remove('AllPrices.json.gz.sha256');
      const final = await importAndWait('?source=AllPrices');
      expect(final).toMatchObject({ state: 'failed', error: expect.stringMatching(/AllPrices\.json\.gz/) });
      await expectUnchanged();
    });

    it('fails cleanly on malformed JSON (plain file, no gzip offered)', async () => {
      fixtures.remove('AllPrices.json.gz');
      fixtures.write('AllPrices.json', '{"meta":{"date":"2026-02-09","version":"x"},"data":{"abc":{"paper":{', false);
      const final = await importAndWait('?source=AllPrices');
      expect(final).toMatchObject({ state: 'failed', error: expect.stringContaining('AllPrices.json') });
      await expectUnchanged();
      const status = await get('/card-data/status');
      expect(status.body).toMatchObject({ state: 'failed', counts: { price_points: 8 * 6 * 6 } });
    });
  });
}
