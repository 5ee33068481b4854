import { randomUUID } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  call,
  cardTestBody,
  matchBody,
  metaDeckBody,
  must,
  T,
  type Auth,
  type Json,
} from './tracker/tracker-client.js';

const HEADER =
  'date,personal_deck,opponent_deck,decklist_version,event,round,on_play,game1,game2,game3,game2_on_play,game3_on_play,game1_mulligans,game2_mulligans,game3_mulligans,game2_plan_used,game3_plan_used,opening_hand,turning_point,final_turn';
const MAX_ROWS = 40;
const MAX_BYTES = 16_384;

type Player = { id: string; auth: Auth };

/** Raw CSV over HTTP: a text body out, a text body in. */
async function csv(app: TestApp, method: 'GET' | 'POST', path: string, auth: Auth, body?: string) {
  const headers: Record<string, string> = { ...auth, ...(body === undefined ? {} : { 'Content-Type': 'text/csv' }) };
  const res = await fetch(`${app.url}${T}${path}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await res.text();
  return { status: res.status, text, headers: res.headers, json: () => JSON.parse(text) as Json };
}

/** The same set of records for a player: decks, roster, events and versions named alike in every account. */
async function seedRecords(app: TestApp, auth: Auth) {
  const deck = String((await must(app, 'POST', `${T}/personal-decks`, auth, { name: '=Boros' })).id);
  const burn = String(
    (await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ name: 'Burn', category: 'aggro' }))).id,
  );
  const control = String(
    (await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ name: 'UW, "the" Control', category: 'control' })))
      .id,
  );
  const league = String(
    (
      await must(app, 'POST', `${T}/events`, auth, {
        name: 'Tuesday League',
        format: 'Premodern',
        date: '2026-03-10',
        kind: 'league',
      })
    ).id,
  );
  const v1 = String((await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, { content: '4 Opt' })).id);
  const v2 = String((await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, { content: '3 Opt' })).id);
  return { deck, burn, control, league, v1, v2 };
}

/** A summary with every record id replaced by its position, so two accounts' summaries compare. */
const withoutIds = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value, (key, v: unknown) => (/(^id$|_id$|created_at)/.test(key) ? undefined : v)));

/** CSV export and import of the match log and card tests (RFC 4180, formulas neutralised, all-or-nothing import). */
export function trackerCsvSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let owner: Player;
  let records: Awaited<ReturnType<typeof seedRecords>>;

  beforeAll(async () => {
    app = await startTestApp(kind, {
      env: { CSV_IMPORT_MAX_ROWS: String(MAX_ROWS), CSV_IMPORT_MAX_BYTES: String(MAX_BYTES) },
    });
    owner = await app.signedIn();
    records = await seedRecords(app, owner.auth);
    const { deck, burn, control, league, v1 } = records;
    const a = owner.auth;
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, burn, {
        date: '2026-03-01',
        decklist_version_id: null,
        opening_hand: '=HYPERLINK("http://x")',
        turning_point: '+1 land',
        final_turn: '-2 life',
      }),
    );
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, burn, {
        date: '2026-03-05',
        decklist_version_id: v1,
        game1_mulligans: 1,
        game2_mulligans: 0,
        game3_mulligans: 2,
        game2_plan_used: true,
        game3_plan_used: false,
        opening_hand: "'=already quoted",
        turning_point: '@mention',
        final_turn: '\tTab',
      }),
    );
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, control, {
        date: '2026-03-10',
        on_play: false,
        game1: 'loss',
        game2: 'win',
        game3: 'loss',
        game2_on_play: false,
        event_id: league,
        round: 3,
        opening_hand: 'line one\nline "two", with comma',
      }),
    );
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, control, { date: '2026-03-21', game1: 'draw', game2: 'win', game3: null }),
    );
    // Same date as the one before, recorded later: an import must keep the two in this order.
    app.clock.advance({ seconds: 1 });
    await must(
      app,
      'POST',
      `${T}/matches`,
      a,
      matchBody(deck, burn, {
        date: '2026-03-21',
        game1: 'loss',
        game2: 'loss',
        game3: null,
        final_turn: 'same day, later',
      }),
    );
    await must(
      app,
      'POST',
      `${T}/card-tests`,
      a,
      cardTestBody(deck, { card_name: '=Bolt', opponent_deck_id: burn, notes: '+great' }),
    );
  });
  afterAll(() => app?.close());

  describe('export', () => {
    it('writes RFC 4180 CSV with a header row: CRLF line ends, quoted fields holding commas, quotes and line breaks', async () => {
      const reply = await csv(app, 'GET', '/matches/export', owner.auth);
      expect(reply.status).toBe(200);
      expect(reply.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(reply.headers.get('content-disposition')).toBe('attachment; filename="matches.csv"');
      expect(reply.text.startsWith(`${HEADER}\r\n`)).toBe(true);
      expect(reply.text).toContain('"line one\nline ""two"", with comma"');
      expect(reply.text).toContain('"UW, ""the"" Control"');
      const rows = parse(reply.text, { columns: true }) as Record<string, string>[];
      expect(rows.map((r) => r.date)).toEqual(['2026-03-21', '2026-03-21', '2026-03-10', '2026-03-05', '2026-03-01']);
      expect(rows[0]).toMatchObject({ final_turn: 'same day, later' });
      expect(rows[2]).toMatchObject({
        personal_deck: "'=Boros",
        opponent_deck: 'UW, "the" Control',
        event: 'Tuesday League',
        round: '3',
        on_play: 'false',
        game2_on_play: 'false',
        game3_on_play: 'false',
        decklist_version: '2',
      });
      expect(rows[3]).toMatchObject({
        decklist_version: '1',
        game1_mulligans: '1',
        game2_mulligans: '0',
        game3_mulligans: '2',
        game2_plan_used: 'true',
        game3_plan_used: 'false',
        event: '',
        round: '',
      });
      expect(rows[4]).toMatchObject({ decklist_version: '' });
    });

    it('neutralises every cell a spreadsheet would run as a formula with a leading apostrophe', async () => {
      const rows = parse((await csv(app, 'GET', '/matches/export', owner.auth)).text, { columns: true }) as Record<
        string,
        string
      >[];
      expect(rows[4]).toMatchObject({
        opening_hand: '\'=HYPERLINK("http://x")',
        turning_point: "'+1 land",
        final_turn: "'-2 life",
      });
      expect(rows[3]).toMatchObject({
        opening_hand: "''=already quoted",
        turning_point: "'@mention",
        final_turn: "'\tTab",
      });
      for (const row of rows) for (const cell of Object.values(row)) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
    });

    it('honours the match filters', async () => {
      const rows = (query: string) =>
        csv(app, 'GET', `/matches/export?${query}`, owner.auth).then(
          (r) => (parse(r.text, { columns: true }) as unknown[]).length,
        );
      expect(await rows('event_kind=league')).toBe(1);
      expect(await rows('event_kind=testing&date_from=2026-03-05')).toBe(3);
      expect(await rows(`decklist_version_id=${records.v1}`)).toBe(1);
      const all = await rows('');
      expect(await rows(`player_id=${owner.id}`)).toBe(all);
      expect(await rows(`player_id=${randomUUID()}`)).toBe(0);
    });

    it('exports card tests with their decks by name, neutralised', async () => {
      const reply = await csv(app, 'GET', `/card-tests/export?personal_deck_id=${records.deck}`, owner.auth);
      expect(reply.status).toBe(200);
      const [row, ...rest] = parse(reply.text, { columns: true }) as Record<string, string>[];
      expect(rest).toEqual([]);
      expect(row).toMatchObject({
        personal_deck: "'=Boros",
        opponent_deck: 'Burn',
        tester: 'Alice',
        card_name: "'=Bolt",
        rating: '4',
        notes: "'+great",
      });
      expect(reply.text.split('\r\n')[0]).toBe('created_at,personal_deck,opponent_deck,tester,card_name,rating,notes');
    });

    it('follows the sharing rule: 403 for a user who does not share, the owner’s file once they do', async () => {
      const reader = await app.signedIn();
      expect((await csv(app, 'GET', `/matches/export?owner_id=${owner.id}`, reader.auth)).status).toBe(403);
      expect((await csv(app, 'GET', `/card-tests/export?owner_id=${owner.id}`, reader.auth)).status).toBe(403);
      await must(app, 'PATCH', `${T}/me/settings`, owner.auth, { data_shared: true });
      expect((await csv(app, 'GET', `/matches/export?owner_id=${owner.id}`, reader.auth)).text).toBe(
        (await csv(app, 'GET', '/matches/export', owner.auth)).text,
      );
      await must(app, 'PATCH', `${T}/me/settings`, owner.auth, { data_shared: false });
    });
  });

  describe('import', () => {
    it('round-trips: another account importing the export reproduces the same summaries and text', async () => {
      const copy = await app.signedIn();
      const theirs = await seedRecords(app, copy.auth);
      const exported = (await csv(app, 'GET', '/matches/export', owner.auth)).text;
      const reply = await csv(app, 'POST', '/matches/import', copy.auth, exported);
      expect([reply.status, reply.json()]).toEqual([201, { imported: 5 }]);
      for (const path of ['/matchup-summary', '/archetype-summary', '/matchup-summary?event_kind=league,tournament']) {
        expect(withoutIds(await must(app, 'GET', `${T}${path}`, copy.auth)), path).toEqual(
          withoutIds(await must(app, 'GET', `${T}${path}`, owner.auth)),
        );
      }
      const stats = (a: Auth, d: string) => must(app, 'GET', `${T}/personal-decks/${d}/version-stats`, a);
      expect(withoutIds(await stats(copy.auth, theirs.deck))).toEqual(
        withoutIds(await stats(owner.auth, records.deck)),
      );
      const notes = (matches: Json[]) =>
        matches.map((x) => [x.opening_hand, x.turning_point, x.final_turn, x.game2_on_play, x.game3_on_play, x.round]);
      expect(notes(await must<Json[]>(app, 'GET', `${T}/matches`, copy.auth))).toEqual(
        notes(await must<Json[]>(app, 'GET', `${T}/matches`, owner.auth)),
      );
      expect((await csv(app, 'GET', '/matches/export', copy.auth)).text).toBe(exported);
    });

    it('reads records by id as well as by name, columns in any order, blank optional columns', async () => {
      const fresh = await app.signedIn();
      const mine = await seedRecords(app, fresh.auth);
      const body = `on_play,opponent_deck,personal_deck,date,game1\r\ntrue,${mine.burn},${mine.deck},2026-04-01,win\r\nFALSE,burn,=boros,2026-04-02,\r\n`;
      expect((await csv(app, 'POST', '/matches/import', fresh.auth, body)).status).toBe(201);
      const matches = await must<Json[]>(app, 'GET', `${T}/matches`, fresh.auth);
      expect(
        matches.map((x) => [x.date, x.personal_deck_id, x.opponent_deck_id, x.on_play, x.game1, x.decklist_version_id]),
      ).toEqual([
        ['2026-04-02', mine.deck, mine.burn, false, null, null],
        ['2026-04-01', mine.deck, mine.burn, true, 'win', null],
      ]);
    });

    it('refuses a file with bad rows as a whole: 422 naming each row and column, and nothing written', async () => {
      const stranger = await app.signedIn();
      const theirDeck = String((await must(app, 'POST', `${T}/personal-decks`, stranger.auth, { name: 'Theirs' })).id);
      const before = (await call(app, 'GET', `${T}/matches`, owner.auth)).headers.get('x-total-count');
      const rows = [
        HEADER,
        `2026-03-01,=Boros,Burn,,,,true,win,win,,,,,,,,,,,`, // row 2: fine
        `2026-02-30,=Boros,Burn,,,,true,win,,,,,,,,,,,,`, // row 3: no such date
        // row 4: bad boolean, result and mulligans (names are looked up only on a row whose cells all read)
        `2026-03-01,Nobody,Burn,,,,maybe,won,,,,,9,,,,,,,`,
        `2026-03-01,=Boros,Burn,7,Nowhere,2,true,win,,,true,,,,,,,,,`, // row 5: no version 7, unknown event, side for a game not played
        `2026-03-01,${theirDeck},Burn,,,,true,win,,,,,,,,,,,,`, // row 6: another user's deck = unknown
        `2026-03-01,=Boros,Burn,,,,true`, // row 7: too few cells
      ].join('\r\n');
      const reply = await csv(app, 'POST', '/matches/import', owner.auth, rows);
      expect(reply.status).toBe(422);
      const detail = reply.json().detail as { loc: (string | number)[]; msg: string }[];
      expect(detail.map((d) => d.loc)).toEqual([
        ['body', 3, 'date'],
        ['body', 4, 'on_play'],
        ['body', 4, 'game1'],
        ['body', 4, 'game1_mulligans'],
        ['body', 5, 'event'],
        ['body', 5, 'decklist_version'],
        ['body', 5, 'game2_on_play'],
        ['body', 6, 'personal_deck'],
        ['body', 7],
      ]);
      expect(detail.find((d) => d.loc[1] === 6)!.msg).toBe(
        `None of your personal decks has the id or name "${theirDeck}".`,
      );
      expect(detail.find((d) => d.loc[1] === 7)!.msg).toBe('Row 7 has 7 cells; the header has 20.');
      expect((await call(app, 'GET', `${T}/matches`, owner.auth)).headers.get('x-total-count')).toBe(before);
    });

    it('answers 422 for malformed CSV, a bad header, a name two records share, and too many rows', async () => {
      const post = (body: string) =>
        csv(app, 'POST', '/matches/import', owner.auth, body).then((r) => [r.status, r.json().detail]);
      const [status, detail] = await post(`${HEADER}\r\n2026-03-01,"=Boros,Burn,,,,true\r\n`);
      expect(status).toBe(422);
      expect(detail).toEqual([
        { loc: ['body', 2], msg: expect.stringMatching(/^Not readable as CSV: .*quote/i), type: 'csv_malformed' },
      ]);
      expect(await post('date,personal_deck,colour\r\n')).toEqual([
        422,
        expect.arrayContaining([
          expect.objectContaining({ loc: ['body', 1, 'colour'] }),
          expect.objectContaining({ loc: ['body', 1, 'opponent_deck'] }),
        ]),
      ]);
      expect(await post('')).toEqual([422, [expect.objectContaining({ loc: ['body', 1], type: 'csv_header' })]]);
      await must(app, 'POST', `${T}/meta-decks`, owner.auth, metaDeckBody({ name: 'burn' }));
      expect(await post(`date,personal_deck,opponent_deck,on_play\r\n2026-03-01,=Boros,BURN,true\r\n`)).toEqual([
        422,
        [
          {
            loc: ['body', 2, 'opponent_deck'],
            msg: 'Several of your roster decks are named "BURN"; use the id.',
            type: 'csv_reference',
          },
        ],
      ]);
      const many = [
        'date,personal_deck,opponent_deck,on_play',
        ...Array.from({ length: MAX_ROWS + 1 }, () => `2026-03-01,${records.deck},${records.control},true`),
      ].join('\n');
      expect(await post(many)).toEqual([
        422,
        [
          expect.objectContaining({
            type: 'csv_too_many_rows',
            msg: `The file has ${MAX_ROWS + 1} rows; at most ${MAX_ROWS} can be imported at once.`,
          }),
        ],
      ]);
    });

    it('answers 413 past the size limit and 422 for a body that is not CSV text', async () => {
      const big = `${HEADER}\r\n${'x'.repeat(MAX_BYTES)}`;
      expect((await csv(app, 'POST', '/matches/import', owner.auth, big)).status).toBe(413);
      expect((await call(app, 'POST', `${T}/matches/import`, owner.auth, { csv: HEADER })).status).toBe(422);
      expect((await csv(app, 'POST', '/matches/import', { Authorization: 'Bearer nope' }, HEADER)).status).toBe(401);
    });

    it('imports nothing for a file with only a header, and never lands in the account named by owner_id', async () => {
      const other = await app.signedIn();
      const body = `date,personal_deck,opponent_deck,on_play\r\n2026-03-01,${records.deck},${records.burn},true\r\n`;
      const reply = await csv(app, 'POST', `/matches/import?owner_id=${owner.id}`, other.auth, body);
      expect(reply.status).toBe(422);
      expect(
        (await csv(app, 'POST', '/matches/import', other.auth, 'date,personal_deck,opponent_deck,on_play\r\n')).json(),
      ).toEqual({ imported: 0 });
      expect((await call(app, 'GET', `${T}/matches`, other.auth)).headers.get('x-total-count')).toBe('0');
    });
  });
}
