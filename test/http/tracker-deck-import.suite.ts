import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import {
  ARCHIDEKT_IDS,
  MOXFIELD_IDS,
  startFakeDeckBuilders,
  type FakeDeckBuilders,
} from '../support/fake-deck-builders.js';
import { closedLoopbackPort } from '../support/loopback-ports.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { trackerSeeder } from './tracker-analytics-helpers.js';

const MOXFIELD_AGENT = 'Metagame-http-test/1.0 (issued-token)';
const moxfield = (id: string) => `https://www.moxfield.com/decks/${id}`;
const archidekt = (id: string) => `https://archidekt.com/decks/${id}/some_slug`;

/** POST /personal-decks/{id}/versions/import-external against loopback fakes of both deck builders. */
export function trackerDeckImportSuite(kind: DatabaseKind): void {
  let fake: FakeDeckBuilders;
  let app: TestApp;
  let owner: Awaited<ReturnType<TestApp['signedIn']>>;
  let deck: string;

  beforeAll(async () => {
    fake = await startFakeDeckBuilders();
    app = await startTestApp(kind, {
      env: {
        DECK_SOURCE_BASE_URL: fake.moxfieldUrl,
        ARCHIDEKT_BASE_URL: fake.archidektUrl,
        MOXFIELD_USER_AGENT: MOXFIELD_AGENT,
      },
    });
    owner = await app.signedIn();
    deck = await trackerSeeder(app, owner.auth).personalDeck('Imported');
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  const importUrl = (url: string, id = deck, headers = owner.auth) =>
    app.api.POST('/api/v1/tracker/personal-decks/{id}/versions/import-external', {
      headers,
      params: { path: { id } },
      body: { url },
    });

  it('stores a Moxfield deck as the next version with source moxfield, sideboard last, maybeboard dropped', async () => {
    const { data, response } = await importUrl(moxfield(MOXFIELD_IDS.deck));
    expect(response.status).toBe(201);
    expect(data).toMatchObject({ personal_deck_id: deck, version: 1, source: 'moxfield' });
    expect(data!.content).toBe('Deck\n4 Lightning Bolt\n4 Monastery Swiftspear\n\nSideboard\n2 Smash to Smithereens\n');
    expect(fake.requests.at(-1)).toMatchObject({
      builder: 'moxfield',
      path: `/moxfield/v3/decks/all/${MOXFIELD_IDS.deck}`,
      userAgent: MOXFIELD_AGENT,
    });
  });

  it('puts commanders first and keeps them out of the main deck', async () => {
    const { data } = await importUrl(moxfield(MOXFIELD_IDS.commander));
    expect(data).toMatchObject({ version: 2, content: 'Commander\n1 Zada, Hedron Grinder\n\nDeck\n1 Wear // Tear\n' });
  });

  it('imports an Archidekt deck with source archidekt through the same route', async () => {
    const { data, response } = await importUrl(archidekt(ARCHIDEKT_IDS.deck));
    expect(response.status).toBe(201);
    expect(data).toMatchObject({
      version: 3,
      source: 'archidekt',
      content: 'Commander\n1 Zada, Hedron Grinder\n\nDeck\n4 Lightning Bolt\n\nSideboard\n2 Abrade\n',
    });
    const versions = await app.api.GET('/api/v1/tracker/personal-decks/{id}/versions', {
      headers: owner.auth,
      params: { path: { id: deck } },
    });
    expect(versions.data?.map((v) => v.source)).toEqual(['archidekt', 'moxfield', 'moxfield']);
  });

  it.each([
    'not a url',
    'https://www.mtggoldfish.com/deck/123',
    'https://www.moxfield.com/users/ann',
    'https://archidekt.com/decks/abc',
  ])('rejects %j with 400 naming the accepted forms, without calling anyone', async (url) => {
    const before = fake.requests.length;
    const { error, response } = await importUrl(url);
    expect(response.status).toBe(400);
    expect((error as { detail: string }).detail).toMatch(/moxfield\.com\/decks\/<id>.*archidekt\.com\/decks\/<number>/);
    expect(fake.requests.length).toBe(before);
  });

  it.each([
    [moxfield(MOXFIELD_IDS.missing), 400, /not found on Moxfield/],
    [moxfield(MOXFIELD_IDS.private), 400, /private on Moxfield/],
    [archidekt(ARCHIDEKT_IDS.missing), 400, /not found on Archidekt/],
    [archidekt(ARCHIDEKT_IDS.private), 400, /private on Archidekt/],
    [moxfield(MOXFIELD_IDS.challenge), 502, /refused.*paste the decklist text instead/],
    [moxfield(MOXFIELD_IDS.malformed), 502, /Moxfield could not provide the deck/],
    [archidekt(ARCHIDEKT_IDS.malformed), 502, /Archidekt could not provide the deck/],
  ])('maps an upstream answer for %s to %i with a clear detail', async (url, status, detail) => {
    const { error, response } = await importUrl(url);
    expect(response.status).toBe(status);
    expect((error as { detail: string }).detail).toMatch(detail);
  });

  it('answers 404 for another user’s deck before calling the deck builder', async () => {
    const other = await app.signedIn();
    const before = fake.requests.length;
    expect((await importUrl(moxfield(MOXFIELD_IDS.deck), deck, other.auth)).response.status).toBe(404);
    expect(fake.requests.length).toBe(before);
  });

  it('rejects a body without url, or with unknown fields, with 422', async () => {
    const bad = (body: object) =>
      app.api.POST('/api/v1/tracker/personal-decks/{id}/versions/import-external', {
        headers: owner.auth,
        params: { path: { id: deck } },
        body: body as { url: string },
      });
    expect((await bad({})).response.status).toBe(422);
    expect((await bad({ url: moxfield('x'), extra: 1 })).response.status).toBe(422);
  });

  describe('a deck builder that is slow or down', () => {
    let bounded: TestApp;
    let boundedOwner: Awaited<ReturnType<TestApp['signedIn']>>;
    let closedPort: number;
    beforeAll(async () => {
      closedPort = await closedLoopbackPort();
      bounded = await startTestApp(kind, {
        env: {
          DECK_SOURCE_BASE_URL: fake.moxfieldUrl,
          ARCHIDEKT_BASE_URL: `http://127.0.0.1:${closedPort}/api`,
          DECK_SOURCE_TIMEOUT_SECONDS: '1',
        },
      });
      boundedOwner = await bounded.signedIn();
    });
    afterAll(async () => {
      await bounded?.close();
    });

    it.each([
      ['never answers', moxfield(MOXFIELD_IDS.slow)],
      ['refuses connections', archidekt(ARCHIDEKT_IDS.deck)],
    ])('answers 502 within DECK_SOURCE_TIMEOUT_SECONDS and stores nothing when the upstream %s', async (_case, url) => {
      const id = await trackerSeeder(bounded, boundedOwner.auth).personalDeck(`Bounded ${_case}`);
      const started = Date.now();
      const { error, response } = await bounded.api.POST(
        '/api/v1/tracker/personal-decks/{id}/versions/import-external',
        {
          headers: boundedOwner.auth,
          params: { path: { id } },
          body: { url },
        },
      );
      expect(response.status).toBe(502);
      expect((error as { detail: string }).detail).toMatch(
        /could not provide the deck.*paste the decklist text instead/,
      );
      // 1 s timeout (plus at most one 1.1 s request slot); headroom for a loaded machine, far below a hang.
      expect(Date.now() - started).toBeLessThan(6_000);
      const versions = await bounded.api.GET('/api/v1/tracker/personal-decks/{id}/versions', {
        headers: boundedOwner.auth,
        params: { path: { id } },
      });
      expect(versions.data).toEqual([]);
    });
  });

  describe('rate limit (1 request per second per deck builder, queued)', () => {
    it('spaces two imports sent in the same instant by at least one second at the upstream', async () => {
      const before = fake.requests.length;
      const [a, b] = await Promise.all([
        importUrl(moxfield(MOXFIELD_IDS.deck)),
        importUrl(moxfield(MOXFIELD_IDS.v2Deck)),
      ]);
      expect([a.response.status, b.response.status]).toEqual([201, 201]);
      const times = fake.requests
        .slice(before)
        .map((r) => r.at)
        .sort((x, y) => x - y);
      expect(times).toHaveLength(2);
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(1000);
    });
  });
}
