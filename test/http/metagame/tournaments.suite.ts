import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../../support/databases.js';
import { searchCatalogue, searchPrices } from '../../support/card-search-fixtures.js';
import { MtgjsonFixtureDir } from '../../support/mtgjson-fixtures.js';
import { startMtgjsonServer, type MtgjsonServer } from '../../support/mtgjson-server.js';
import {
  leagueEvent,
  playoffOnlyEvent,
  swissEvent,
  type TournamentJson,
} from '../../support/metagame/tournament-files.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

type Json = Record<string, unknown>;
type Auth = { Authorization: string };
interface Answer {
  status: number;
  headers: Headers;
  body: Json & Json[];
}

/**
 * Tournament import and reads over HTTP: who may import, what an import reports and stores, that
 * the same event imported again replaces itself, that a malformed file is refused whole naming its
 * JSON paths, and the anonymous list and detail reads. Card names are checked against a catalogue
 * imported from a loopback MTGJSON upstream.
 */
export function tournamentsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let upstream: MtgjsonServer;
  const fixtures = new MtgjsonFixtureDir();
  let developer: Auth;

  const send = async (method: string, path: string, auth: Auth | null, body?: unknown, raw?: string) => {
    const res = await fetch(`${app.url}/api/v1/meta${path}`, {
      method,
      headers: { ...(auth ?? {}), ...(body !== undefined || raw ? { 'Content-Type': 'application/json' } : {}) },
      body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
    });
    return { status: res.status, headers: res.headers, body: (await res.json()) as Answer['body'] } as Answer;
  };
  const importFile = async (file: unknown, query = '?format=modern', auth: Auth | null = developer) =>
    send('POST', `/tournaments/import${query}`, auth, file);
  const imported = async (file: TournamentJson, query = '?format=modern') => {
    const answer = await importFile(file, query);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body;
  };
  const withUri = (file: TournamentJson, uri: string, date?: string): TournamentJson => ({
    ...file,
    Tournament: { ...file.Tournament, Uri: uri, ...(date ? { Date: date } : {}) },
  });
  const total = async (query = '') =>
    Number((await send('GET', `/tournaments${query}`, null)).headers.get('x-total-count'));

  beforeAll(async () => {
    fixtures.publish(
      { version: '5.2.2+20260310', date: '2026-03-10' },
      { printings: searchCatalogue(), prices: searchPrices(5), days: 10 },
    );
    upstream = await startMtgjsonServer(fixtures.path);
    app = await startTestApp(kind, { env: { CARD_DATA_BASE_URL: upstream.url } });
    app.clock.set('2026-03-10T12:00:00Z');
    const admin = (await app.signedIn('admin')).auth;
    developer = (await app.signedIn('ml_developer')).auth;
    const res = await fetch(`${app.url}/api/v1/card-data/import?source=AllPrices`, { method: 'POST', headers: admin });
    expect(res.status).toBe(202);
    for (let i = 0; i < 500; i++) {
      const status = (await (await fetch(`${app.url}/api/v1/card-data/status`)).json()) as Json;
      if (status.state !== 'running') return void expect(status).toMatchObject({ state: 'succeeded' });
      await new Promise((r) => setTimeout(r, 20));
    }
    throw new Error('card import did not finish');
  });
  afterAll(async () => {
    await app?.close();
    await upstream?.close();
    fixtures.close();
  });

  describe('POST /meta/tournaments/import', () => {
    it('is for admins and ML developers: 401 without a token, 403 for a user', async () => {
      expect((await importFile(swissEvent(), '?format=modern', null)).status).toBe(401);
      expect((await importFile(swissEvent(), '?format=modern', (await app.signedIn('user')).auth)).status).toBe(403);
      const admin = (await app.signedIn('admin')).auth;
      const file = withUri(swissEvent(), 'https://example.test/http/admin');
      expect((await importFile(file, '?format=modern', admin)).status).toBe(200);
    });

    it('reports what it stored: decks, rounds, matches and byes apart, standings, consistency', async () => {
      const report = await imported(withUri(swissEvent(), 'https://example.test/http/report'));
      expect(report).toMatchObject({
        replaced: false,
        format: 'modern',
        name: 'Fixture Modern Open',
        date: '2024-05-18T08:00:00.000Z',
        decks: 5,
        rounds: 3,
        matches: 6,
        byes: 3,
        standings: 5,
        inconsistent: false,
        mismatches: [],
        classified: 0,
      });
    });

    it('keeps card names as published and reports those matching no card; split names and front faces resolve', async () => {
      const report = await imported(withUri(swissEvent(), 'https://example.test/http/names'));
      // Fire // Ice by its full name and Delver of Secrets by its front face are in the catalogue.
      expect(report.unmatched_cards).toEqual([
        'Monastery Swiftspear',
        'Wear',
        'Mountain',
        'Smash to Smithereens',
        'Lórien Revealed',
        'Island',
        'Pyroblast',
        'Not A Real Card',
      ]);
    });

    it('replaces the same event imported again (same Uri) and counts it once', async () => {
      const file = withUri(swissEvent(), 'https://example.test/http/again', '2031-01-01T00:00:00Z');
      const first = await imported(file);
      const before = await total('?format=modern');
      const second = await imported(file);
      expect(second).toMatchObject({ replaced: true, tournament_id: first.tournament_id });
      expect(await total('?format=modern')).toBe(before);
    });

    it('identifies an event without a Uri by its name and date', async () => {
      const first = await imported(leagueEvent(), '?format=pioneer');
      const second = await imported(leagueEvent(), '');
      expect(second).toMatchObject({ replaced: true, tournament_id: first.tournament_id, format: 'pioneer' });
    });

    it('refuses a malformed file with 422 naming each JSON path, and writes nothing', async () => {
      const before = await total();
      const file = withUri(swissEvent(), 'https://example.test/http/bad');
      (file.Decks[3]!.Mainboard as Json[])[2]!.Count = 0;
      file.Rounds![1]!.Matches[0]!.Player2 = 'Nobody';
      const answer = await importFile(file);
      expect(answer.status).toBe(422);
      expect(answer.body.code).toBe('VALIDATION_FAILED');
      expect(answer.body.detail).toEqual([
        {
          loc: ['body', 'Decks', 3, 'Mainboard', 2, 'Count'],
          msg: 'Decks[3].Mainboard[2].Count must be a positive integer',
          type: 'tournament_file',
        },
        {
          loc: ['body', 'Rounds', 1, 'Matches', 0, 'Player2'],
          msg: 'Rounds[1].Matches[0].Player2 names "Nobody", who has no deck in the tournament',
          type: 'tournament_file',
        },
      ]);
      expect(await total()).toBe(before);
    });

    it('refuses a duplicated player and a missing field', async () => {
      const duplicated = swissEvent();
      duplicated.Decks[1]!.Player = 'Ana';
      expect((await importFile(duplicated)).body.detail).toContainEqual(
        expect.objectContaining({ loc: ['body', 'Decks', 1, 'Player'] }),
      );
      const missing = swissEvent();
      delete (missing as Partial<TournamentJson>).Decks;
      expect(await importFile(missing)).toMatchObject({ status: 422, body: { detail: [{ loc: ['body', 'Decks'] }] } });
    });

    it('stores hostile strings exactly or refuses them with 422, never a 5xx', async () => {
      const quotes = `O'Brien said "hi" \\ back\\slash '); DROP TABLE tournament_decks; --`;
      // Bo renamed everywhere: deck, pairings and standing.
      const file = JSON.parse(
        JSON.stringify(withUri(swissEvent(), 'https://example.test/http/hostile')).replaceAll(
          '"Bo"',
          JSON.stringify(quotes),
        ),
      ) as TournamentJson;
      (file.Decks[0]!.Mainboard as Json[])[0]!.CardName = 'x'.repeat(200);
      const { tournament_id: id } = await imported(file);
      const decks = (await send('GET', `/tournaments/${String(id)}`, null)).body.decks as Json[];
      expect(decks[1]!.player).toBe(quotes);
      expect((decks[0]!.mainboard as Json[])[0]!.name).toBe('x'.repeat(200));
      for (const [label, raw] of [
        ['NUL', '"nul\\u0000byte"'],
        ['lone surrogate', '"lone \\ud800 surrogate"'],
        ['over-long', JSON.stringify('x'.repeat(100_000))],
      ]) {
        const body = JSON.stringify(withUri(swissEvent(), `https://example.test/http/hostile/${label}`)).replace(
          '"Player":"Eve 谷"',
          `"Player":${raw}`,
        );
        const answer = await send('POST', '/tournaments/import?format=modern', developer, undefined, body);
        expect(answer.status, label).toBe(422);
        expect(answer.body.detail, label).toContainEqual(
          expect.objectContaining({ loc: ['body', 'Decks', 4, 'Player'] }),
        );
      }
    });

    it('refuses a body that is not JSON', async () => {
      const answer = await send('POST', '/tournaments/import?format=modern', developer, undefined, '{"Tournament": ');
      expect(answer).toMatchObject({ status: 422, body: { detail: [{ loc: ['body'], msg: 'Malformed JSON body.' }] } });
    });

    it('takes the format from the Uri’s slug, and refuses a file whose format cannot be told', async () => {
      const slug = withUri(swissEvent(), 'https://example.test/decklist/legacy-challenge-32-2024-05-1712638663');
      expect((await imported(slug, '')).format).toBe('legacy');
      const unnamed = withUri(swissEvent(), 'https://example.test/Tournament/View/92644');
      unnamed.Tournament.Name = 'Финал ЛИГИ';
      const answer = await importFile(unnamed, '');
      expect(answer).toMatchObject({ status: 422, body: { detail: [{ loc: ['query', 'format'] }] } });
    });

    it('reports standings that disagree with the rounds as inconsistent', async () => {
      const file = withUri(swissEvent(), 'https://example.test/http/inconsistent');
      Object.assign(file.Standings![4]!, { Wins: 0, Losses: 3 });
      const report = await imported(file);
      expect(report).toMatchObject({
        inconsistent: true,
        mismatches: [
          {
            player: 'Eve 谷',
            published: { wins: 0, losses: 3, draws: 0 },
            from_rounds: { wins: 1, losses: 2, draws: 0 },
          },
        ],
      });
      const read = await send('GET', `/tournaments/${String(report.tournament_id)}`, null);
      expect(read.body.inconsistent).toBe(true);
    });
  });

  describe('GET /meta/tournaments/{tournament_id}', () => {
    it('answers anyone with the decks, the standings by rank and the rounds, byes without a player 2', async () => {
      const { tournament_id: id } = await imported(withUri(swissEvent(), 'https://example.test/http/read'));
      const { status, body } = await send('GET', `/tournaments/${String(id)}`, null);
      expect(status).toBe(200);
      expect(body).toMatchObject({ format: 'modern', deck_count: 5, player_count: 5, has_rounds: true });
      const decks = body.decks as Json[];
      expect(decks.map((d) => d.player)).toEqual(['Ana', 'Bo', 'Cy', 'Di', 'Eve 谷']);
      expect(decks[0]).toMatchObject({
        result: '1st Place',
        placement: 1,
        archetype: null,
        archetype_match: null,
        archetype_overridden: false,
        sideboard: [{ count: 3, name: 'Smash to Smithereens' }],
      });
      expect((decks[0]!.mainboard as Json[])[2]).toEqual({ count: 2, name: 'Fire // Ice' });
      const standings = body.standings as Json[];
      expect(standings.map((s) => [s.rank, s.player, s.points, s.wins, s.losses, s.draws])).toEqual([
        [1, 'Ana', 7, 2, 0, 1],
        [2, 'Bo', 6, 2, 1, 0],
        [3, 'Cy', 6, 2, 1, 0],
        [4, 'Di', 4, 1, 1, 1],
        [5, 'Eve 谷', 3, 1, 2, 0],
      ]);
      const rounds = body.rounds as { name: string; matches: Json[] }[];
      expect(rounds.map((r) => r.name)).toEqual(['Round 1', 'Round 2', 'Round 3']);
      expect(rounds[0]!.matches[0]).toMatchObject({ player1: 'Ana', player2: 'Bo', wins1: 2, wins2: 1, draws: 0 });
      expect(rounds[2]!.matches[0]).toMatchObject({ player1: 'Ana', player2: 'Di', wins1: 1, wins2: 1, draws: 1 });
      expect(
        rounds
          .flatMap((r) => r.matches)
          .filter((m) => m.player2 === null)
          .map((m) => m.player1),
      ).toEqual(['Eve 谷', 'Bo', 'Cy']);
    });

    it('answers 404 for an unknown tournament and 422 for an id that is not a UUID', async () => {
      expect((await send('GET', '/tournaments/00000000-0000-4000-8000-00000000ffff', null)).status).toBe(404);
      expect((await send('GET', '/tournaments/not-an-id', null)).status).toBe(422);
    });
  });

  describe('GET /meta/tournaments', () => {
    it('lists newest first by format and date window (both days included), paged with a total', async () => {
      const days = ['2040-03-01', '2040-03-05', '2040-03-09'];
      for (const [i, day] of days.entries())
        await imported(
          withUri(playoffOnlyEvent(), `https://example.test/http/list/${i}`, `${day}T10:00:00Z`),
          '?format=vintage',
        );
      await imported(
        withUri(swissEvent(), 'https://example.test/http/list/other', '2040-03-05T10:00:00Z'),
        '?format=premodern',
      );
      const list = await send('GET', '/tournaments?format=vintage', null);
      expect(list.status).toBe(200);
      expect(list.body.map((t) => t.date)).toEqual(days.map((d) => `${d}T10:00:00.000Z`).reverse());
      expect(list.body[0]).toMatchObject({ format: 'vintage', deck_count: 5, has_rounds: true, has_standings: true });
      const window = await send('GET', '/tournaments?format=vintage&from=2040-03-05&to=2040-03-09', null);
      expect(window.body).toHaveLength(2);
      const page = await send('GET', '/tournaments?format=vintage&limit=1&offset=1', null);
      expect(page.body.map((t) => t.date)).toEqual(['2040-03-05T10:00:00.000Z']);
      expect(page.headers.get('x-total-count')).toBe('3');
    });

    it('refuses a date that is not a calendar day', async () => {
      expect((await send('GET', '/tournaments?from=05/03/2040', null)).status).toBe(422);
    });
  });
}
