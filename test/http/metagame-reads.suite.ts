import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { seedPublicMeta } from '../support/public-meta-fixture.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { call, type Json } from './tracker/tracker-client.js';

/*
 * Figures counted by hand from test/support/public-meta-fixture.ts. In the window 2024-05-13..26:
 * 10 modern decks (Burn 4, Tron 3, Rhinos 2, one not classified), 5 of them placed 1st to 8th
 * (Burn 2, Tron 2, Rhinos 1); events with placements hold 7 decks (Burn 2, Tron 2, Rhinos 2, the
 * unclassified one). Matches: Burn beat Tron, Rhinos beat Burn, Tron and Rhinos drew and Tron beat
 * Rhinos; a Burn mirror, a bye and a win of the unclassified deck count nowhere.
 */
const WINDOW = 'format=modern&from=2024-05-13&to=2024-05-26';
type Row = Json & { archetype: string | null };
type Detail = { loc: (string | number)[]; msg: string }[];

export function metagameReadsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp(kind);
    const connection = app.runtime.orm.em.getConnection();
    await seedPublicMeta((sql, params) => connection.execute(sql, [...params]), kind);
  });
  afterAll(async () => {
    await app.close();
  });

  const get = <B = Json>(path: string) => call<B>(app, 'GET', `/api/v1/meta/${path}`);
  const rowOf = (rows: readonly Row[], name: string | null) => rows.find((r) => r.archetype === name);

  describe('GET /meta/formats', () => {
    it('answers anonymously every format with its tournaments, decks and newest and oldest dates, newest first', async () => {
      // modern: five events (5 + 3 + 2 + 2 + 1 decks) from 2024-05-10 to 2024-05-27; pioneer: one of one deck.
      const reply = await get('formats');
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({
        formats: [
          {
            format: 'modern',
            tournaments: 5,
            decks: 13,
            newest_date: '2024-05-27T00:00:00.000Z',
            oldest_date: '2024-05-10T00:00:00.000Z',
          },
          {
            format: 'pioneer',
            tournaments: 1,
            decks: 1,
            newest_date: '2024-05-18T00:00:00.000Z',
            oldest_date: '2024-05-18T00:00:00.000Z',
          },
        ],
      });
    });

    it('may be read by a page on any origin', async () => {
      const reply = await fetch(`${app.url}/api/v1/meta/formats`, { headers: { Origin: 'https://elsewhere.example' } });
      expect(reply.status).toBe(200);
      expect(reply.headers.get('access-control-allow-origin')).toBe('*');
    });
  });

  describe('GET /meta/share', () => {
    it('answers anonymously with decks per archetype and share of the field, most played first', async () => {
      const reply = await get<Json & { archetypes: Row[] }>(`share?${WINDOW}`);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({
        format: 'modern',
        from: '2024-05-13',
        to: '2024-05-26',
        weighting: 'none',
        decks: 10,
        top8_decks: 5,
      });
      expect(reply.body.archetypes.map((r) => [r.archetype, r.decks, r.share])).toEqual([
        ['Burn', 4, 0.4],
        ['Tron', 3, 0.3],
        ['Rhinos', 2, 0.2],
        [null, 1, 0.1],
      ]);
    });

    it('gives top-8 count, top-8 share and conversion against events with placements (Burn 0.4 / (2/7) = 1.4)', async () => {
      const { archetypes } = (await get<{ archetypes: Row[] }>(`share?${WINDOW}`)).body;
      expect(rowOf(archetypes, 'Burn')).toMatchObject({ top8: 2, top8_share: 0.4 });
      expect(rowOf(archetypes, 'Burn')?.conversion).toBeCloseTo(1.4, 12);
      expect(rowOf(archetypes, 'Tron')?.conversion).toBeCloseTo(1.4, 12);
      expect(rowOf(archetypes, 'Rhinos')).toMatchObject({ top8: 1, top8_share: 0.2 });
      expect(rowOf(archetypes, 'Rhinos')?.conversion).toBeCloseTo(0.7, 12);
      expect(rowOf(archetypes, null)).toMatchObject({ top8: 0, top8_share: 0, conversion: 0 });
    });

    it('gives each archetype its match record: mirrors, byes and unclassified opponents out, draws apart', async () => {
      const { archetypes } = (await get<{ archetypes: Row[] }>(`share?${WINDOW}`)).body;
      expect(rowOf(archetypes, 'Burn')?.record).toMatchObject({
        wins: 1,
        losses: 1,
        draws: 0,
        matches: 2,
        win_rate: 0.5,
      });
      expect(rowOf(archetypes, 'Tron')?.record).toMatchObject({
        wins: 1,
        losses: 1,
        draws: 1,
        matches: 3,
        win_rate: 0.5,
      });
      expect(rowOf(archetypes, 'Rhinos')?.record).toMatchObject({ wins: 1, losses: 1, draws: 1, matches: 3 });
      expect(rowOf(archetypes, null)?.record).toEqual({
        wins: 0,
        losses: 0,
        draws: 0,
        matches: 0,
        win_rate: null,
        interval: null,
      });
      const interval = (rowOf(archetypes, 'Burn')?.record as { interval: { low: number; high: number } }).interval;
      expect(interval.low).toBeCloseTo(0.09453, 5);
      expect(interval.high).toBeCloseTo(0.90547, 5);
    });

    it('weighs decks by log2 of their event’s players when asked: Burn (2×6 + 2×3) / 41', async () => {
      const { body } = await get<{ weighting: string; decks: number; archetypes: Row[] }>(
        `share?${WINDOW}&weighting=log_players`,
      );
      expect(body).toMatchObject({ weighting: 'log_players', decks: 10 });
      expect(body.archetypes.map((r) => r.archetype)).toEqual(['Burn', 'Tron', 'Rhinos', null]);
      expect(rowOf(body.archetypes, 'Burn')?.share).toBeCloseTo(18 / 41, 12);
      expect(rowOf(body.archetypes, 'Burn')?.top8_share).toBeCloseTo(0.6, 12);
      expect(rowOf(body.archetypes, 'Burn')?.conversion).toBeCloseTo(1.6, 12);
      expect(rowOf(body.archetypes, 'Rhinos')?.conversion).toBeCloseTo(0.05 / (7 / 32), 12);
      expect(rowOf(body.archetypes, null)?.share).toBeCloseTo(6 / 41, 12);
    });

    it('weighs every event the same per_event: Burn (2/5 + 2/3) / 3 events', async () => {
      const { body } = await get<{ archetypes: Row[] }>(`share?${WINDOW}&weighting=per_event`);
      expect(rowOf(body.archetypes, 'Burn')?.share).toBeCloseTo(16 / 45, 12);
      expect(rowOf(body.archetypes, 'Tron')?.share).toBeCloseTo(31 / 90, 12);
    });

    it('reads the format in any case and answers an empty table for a format without events', async () => {
      expect((await get<{ decks: number }>(`share?format=Modern&from=2024-05-13&to=2024-05-26`)).body.decks).toBe(10);
      const empty = await get(`share?format=legacy`);
      expect(empty.status).toBe(200);
      expect(empty.body).toMatchObject({ format: 'legacy', from: null, to: null, decks: 0, archetypes: [] });
    });

    it('reads every date when the window is open: 13 modern decks', async () => {
      expect((await get<{ decks: number }>('share?format=modern')).body.decks).toBe(13);
    });
  });

  describe('GET /meta/trend', () => {
    it('gives share per archetype per ISO week', async () => {
      const { status, body } = await get<{ weeks: Json[]; archetypes: (Row & { points: Json[] })[] }>(
        `trend?${WINDOW}`,
      );
      expect(status).toBe(200);
      expect(body.weeks).toEqual([
        { week: '2024-W20', starts_on: '2024-05-13', decks: 5 },
        { week: '2024-W21', starts_on: '2024-05-20', decks: 5 },
      ]);
      expect(body.archetypes.map((s) => [s.archetype, s.points.map((p) => p.share)])).toEqual([
        ['Burn', [0.4, 0.4]],
        ['Tron', [0.2, 0.4]],
        ['Rhinos', [0.2, 0.2]],
        [null, [0.2, 0]],
      ]);
    });

    it('lists every week from the first to the last with decks when the window is open', async () => {
      const { body } = await get<{ weeks: { week: string }[] }>('trend?format=modern');
      expect(body.weeks.map((w) => w.week)).toEqual(['2024-W19', '2024-W20', '2024-W21', '2024-W22']);
    });
  });

  describe('GET /meta/matchups', () => {
    it('is symmetric and mirror-free, with W-L-D, win rate, interval and matches per cell', async () => {
      const { status, body } = await get<{ archetypes: string[]; cells: (Json & { archetype: string })[] }>(
        `matchups?${WINDOW}`,
      );
      expect(status).toBe(200);
      expect(body.archetypes).toEqual(['Rhinos', 'Tron', 'Burn']);
      const cell = (a: string, b: string) => body.cells.find((c) => c.archetype === a && c.opponent === b);
      expect(cell('Tron', 'Rhinos')).toMatchObject({ wins: 1, losses: 0, draws: 1, matches: 2, win_rate: 1 });
      expect(cell('Rhinos', 'Tron')).toMatchObject({ wins: 0, losses: 1, draws: 1, matches: 2, win_rate: 0 });
      expect(cell('Burn', 'Tron')).toMatchObject({ wins: 1, losses: 0, draws: 0, matches: 1 });
      expect(cell('Tron', 'Burn')).toMatchObject({ wins: 0, losses: 1, draws: 0, matches: 1 });
      expect(cell('Rhinos', 'Burn')).toMatchObject({ wins: 1, losses: 0, matches: 1 });
      expect(body.cells).toHaveLength(6);
      expect(body.cells.some((c) => c.archetype === c.opponent)).toBe(false);
    });

    it('leaves out pairings below min_matches', async () => {
      const { body } = await get<{ min_matches: number; archetypes: string[]; cells: Json[] }>(
        `matchups?${WINDOW}&min_matches=2`,
      );
      expect(body.min_matches).toBe(2);
      expect(body.archetypes).toEqual(['Rhinos', 'Tron']);
      expect(body.cells).toHaveLength(2);
    });
  });

  describe('bad input', () => {
    const refused: readonly [path: string, field: string, msg: RegExp][] = [
      ['share', 'format', /required/i],
      ['share?format=mod%20ern!', 'format', /format name/],
      ['trend?format=modern&from=2024-13-01', 'from', /ISO date/],
      ['matchups?format=modern&to=yesterday', 'to', /ISO date/],
      ['share?format=modern&from=2024-05-26&to=2024-05-13', 'to', /on or after `from`/],
      ['trend?format=modern&from=2024-05-26&to=2024-05-13', 'to', /on or after `from`/],
      ['matchups?format=modern&from=2024-05-26&to=2024-05-13', 'to', /on or after `from`/],
      ['matchups?format=modern&min_matches=-1', 'min_matches', /whole number/],
      ['matchups?format=modern&min_matches=two', 'min_matches', /whole number/],
      ['matchups?format=modern&min_matches=1.5', 'min_matches', /whole number/],
      ['share?format=modern&weighting=heavy', 'weighting', /none, log_players, per_event/],
      ['share?format=modern&min_matches=2', 'min_matches', /Unknown field/],
    ];
    for (const [path, field, msg] of refused)
      it(`refuses ${path} with a 422 naming ${field}`, async () => {
        const reply = await get<{ detail: Detail }>(path);
        expect(reply.status).toBe(422);
        expect(reply.body.detail).toContainEqual(
          expect.objectContaining({ loc: ['query', field], msg: expect.stringMatching(msg) }),
        );
      });
  });
}
