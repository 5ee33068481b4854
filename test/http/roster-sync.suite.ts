import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { seedPublicMeta } from '../support/public-meta-fixture.js';
import { SmtpSink } from '../support/smtp-sink.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { FRONTEND, TEAMS, teamClient } from './teams/team-client.js';
import { call, metaDeckBody, must, T, type Auth, type Json } from './tracker/tracker-client.js';

/*
 * Figures from test/support/public-meta-fixture.ts, window 2024-05-13..26, counted by hand.
 * Unweighted: Burn 4 decks (2 in a top 8), Tron 3 (2), Rhinos 2 (1), one deck not classified; 10
 * decks, 5 in a top 8. Weighted per event (T1's 5 lists weigh 1/5, T2's 3 lists 1/3, T5's 2 lists
 * 1/2): Burn 1.0667 of 3 → presence round(3.556) = 4, Tron 1.0333 → 3, Rhinos 0.7 → 2; top 8 weights
 * Burn 0.4, Tron 0.7, Rhinos 0.5 of 1.6 → round(5 × share): Burn 1, Tron 2, Rhinos 2.
 */
const WINDOW = { format: 'modern', from: '2024-05-13', to: '2024-05-26' };
const link = (name: string, format = 'Modern') => ({ public_archetype: { format, name } });
type Deck = Json & { id: string; name: string; presence: number; top8: number };
type Snapshot = Json & { id: string; rows: (Json & { name: string })[] };

export function rosterSyncSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let sink: SmtpSink;
  const teams = teamClient(
    () => app,
    () => sink,
  );
  beforeAll(async () => {
    sink = await SmtpSink.start();
    app = await startTestApp(kind, { env: sink.env({ FRONTEND_BASE_URL: FRONTEND }) });
    const connection = app.runtime.orm.em.getConnection();
    await seedPublicMeta((sql, params) => connection.execute(sql, [...params]), kind);
  });
  afterAll(async () => {
    await app?.close();
    await sink?.stop();
  });

  const player = async (): Promise<Auth> => (await teams.person()).auth;
  const roster = async (auth: Auth, base = T) => must<Deck[]>(app, 'GET', `${base}/meta-decks`, auth);
  const byName = (decks: readonly Deck[], name: string) => decks.find((d) => d.name === name)!;
  const sync = (auth: Auth, body: Json = {}, base = T) =>
    call<Snapshot>(app, 'POST', `${base}/meta-decks/sync`, auth, { ...WINDOW, ...body });
  const create = (auth: Auth, body: Json, base = T) => must<Deck>(app, 'POST', `${base}/meta-decks`, auth, body);

  describe('linking a roster deck to a public archetype', () => {
    it('keeps the link (format read in lower case) and says who owns each figure', async () => {
      const auth = await player();
      const burn = await create(auth, metaDeckBody({ name: 'Burn', presence: 0, top8: 0, ...link('Burn') }));
      expect(burn).toMatchObject({
        public_archetype: { format: 'modern', name: 'Burn' },
        presence_source: 'sync',
        top8_source: 'sync',
      });
      const typed = await create(auth, metaDeckBody({ name: 'Tron', presence: 12, top8: 0, ...link('Tron') }));
      expect(typed).toMatchObject({ presence_source: 'manual', top8_source: 'sync' });
      const plain = await create(auth, metaDeckBody({ name: 'Izzet' }));
      expect(plain).toMatchObject({ public_archetype: null, presence_source: 'manual', top8_source: 'manual' });
    });

    it('refuses a link without a name or with a malformed format, and an unknown source (422)', async () => {
      const auth = await player();
      for (const bad of [
        { public_archetype: { format: 'modern', name: ' ' } },
        { public_archetype: { format: 'mod ern', name: 'Burn' } },
        { public_archetype: { format: 'modern' } },
        { presence_source: 'robot' },
      ]) {
        const reply = await call(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody(bad));
        expect(reply.status, JSON.stringify(bad)).toBe(422);
      }
    });
  });

  describe('POST /tracker/meta-decks/sync', () => {
    it('copies presence and top 8 into linked decks where the sync owns them; hand values and other decks stay', async () => {
      const auth = await player();
      await create(auth, metaDeckBody({ name: 'Burn', presence: 0, top8: 0, ...link('Burn') }));
      await create(auth, metaDeckBody({ name: 'Tron', presence: 12, top8: 0, ...link('Tron') }));
      await create(auth, metaDeckBody({ name: 'Izzet', presence: 9, top8: 1 }));
      await create(
        auth,
        metaDeckBody({
          name: 'Dredge',
          presence: 5,
          top8: 5,
          ...link('Dredge'),
          presence_source: 'sync',
          top8_source: 'sync',
        }),
      );
      await create(auth, metaDeckBody({ name: 'Pioneer Burn', presence: 0, top8: 0, ...link('Burn', 'pioneer') }));
      const reply = await sync(auth);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ ...WINDOW, weighting: 'none', field_decks: 10, created_decks: 0 });
      expect(reply.body.rows.map((r) => [r.name, r.public_presence, r.public_top8, r.presence, r.top8])).toEqual([
        ['Burn', 4, 2, 4, 2],
        ['Tron', 3, 2, 12, 2],
        ['Dredge', 0, 0, 0, 0],
      ]);
      const after = await roster(auth);
      expect(byName(after, 'Burn')).toMatchObject({ presence: 4, top8: 2, conversion: 0.5 });
      expect(byName(after, 'Tron')).toMatchObject({ presence: 12, top8: 2, presence_source: 'manual' });
      expect(byName(after, 'Izzet')).toMatchObject({ presence: 9, top8: 1 });
      expect(byName(after, 'Pioneer Burn')).toMatchObject({ presence: 0, top8: 0 });
    });

    it('keeps a value typed by hand until a write hands it back to the sync', async () => {
      const auth = await player();
      const burn = await create(auth, metaDeckBody({ name: 'Burn', presence: 0, top8: 0, ...link('Burn') }));
      await sync(auth);
      const edited = await must<Deck>(app, 'PUT', `${T}/meta-decks/${burn.id}`, auth, {
        ...metaDeckBody({ name: 'Burn', presence: 7, top8: 2, ...link('Burn') }),
      });
      expect(edited).toMatchObject({ presence: 7, presence_source: 'manual', top8_source: 'sync' });
      await sync(auth);
      expect(byName(await roster(auth), 'Burn')).toMatchObject({ presence: 7, top8: 2 });
      const handedBack = await must<Deck>(app, 'PUT', `${T}/meta-decks/${burn.id}`, auth, {
        ...metaDeckBody({ name: 'Burn', presence: 7, top8: 2, ...link('Burn'), presence_source: 'sync' }),
      });
      expect(handedBack).toMatchObject({ presence: 7, presence_source: 'sync' });
      await sync(auth);
      expect(byName(await roster(auth), 'Burn')).toMatchObject({ presence: 4, presence_source: 'sync' });
    });

    it('weights by event size as the share does (per_event moves the top 8)', async () => {
      const auth = await player();
      for (const name of ['Burn', 'Tron', 'Rhinos'])
        await create(auth, metaDeckBody({ name, presence: 0, top8: 0, ...link(name) }));
      const reply = await sync(auth, { weighting: 'per_event' });
      expect(reply.status).toBe(200);
      expect(reply.body.weighting).toBe('per_event');
      expect(reply.body.rows.map((r) => [r.name, r.presence, r.top8])).toEqual([
        ['Burn', 4, 1],
        ['Tron', 3, 2],
        ['Rhinos', 2, 2],
      ]);
      expect(reply.body.rows[0]!.share).toBeCloseTo(1.0667 / 3, 3);
    });

    it('creates decks for the most played archetypes the roster lacks, once', async () => {
      const auth = await player();
      await create(auth, metaDeckBody({ name: 'My Burn', presence: 0, top8: 0, ...link('Burn') }));
      const first = await sync(auth, { create_top: 3 });
      expect(first.body.created_decks).toBe(2);
      expect(first.body.rows.map((r) => [r.name, r.created, r.presence, r.top8])).toEqual([
        ['My Burn', false, 4, 2],
        ['Tron', true, 3, 2],
        ['Rhinos', true, 2, 1],
      ]);
      expect(byName(await roster(auth), 'Tron')).toMatchObject({
        public_archetype: { format: 'modern', name: 'Tron' },
        presence_source: 'sync',
        tier: 0,
        category: 'midrange',
      });
      const again = await sync(auth, { create_top: 3 });
      expect(again.body.created_decks).toBe(0);
      expect((await roster(auth)).length).toBe(3);
    });

    it('leaves archived decks alone and syncs an empty window to zeros', async () => {
      const auth = await player();
      const burn = await create(auth, metaDeckBody({ name: 'Burn', presence: 0, top8: 0, ...link('Burn') }));
      const old = await create(auth, metaDeckBody({ name: 'Old', presence: 0, top8: 0, ...link('Tron') }));
      await must(app, 'DELETE', `${T}/meta-decks/${old.id}`, auth);
      await sync(auth);
      const empty = await sync(auth, { from: '2030-01-01', to: '2030-01-31' });
      expect(empty.body).toMatchObject({ field_decks: 0 });
      expect(empty.body.rows.map((r) => [r.name, r.presence])).toEqual([['Burn', 0]]);
      expect(
        (await must<Deck[]>(app, 'GET', `${T}/meta-decks?include_archived=true`, auth)).find((d) => d.id === old.id),
      ).toMatchObject({ presence: 0 });
      expect(byName(await roster(auth), 'Burn')).toMatchObject({ id: burn.id, presence: 0 });
    });

    it('refuses bad input with a 422 naming it, and writes nothing', async () => {
      const auth = await player();
      await create(auth, metaDeckBody({ name: 'Burn', presence: 0, top8: 0, ...link('Burn') }));
      const cases: [Json, string][] = [
        [{ weighting: 'heavy' }, 'weighting'],
        [{ from: '2024-05-20', to: '2024-05-10' }, 'to'],
        [{ create_top: 51 }, 'create_top'],
        [{ create_top: -1 }, 'create_top'],
        [{ format: 'mod ern' }, 'format'],
        [{ from: '2024-13-01' }, 'from'],
        [{ extra: 1 }, ''],
      ];
      for (const [body, field] of cases) {
        const reply = await sync(auth, body);
        expect(reply.status, JSON.stringify(body)).toBe(422);
        expect(JSON.stringify(reply.body), JSON.stringify(body)).toContain(field);
      }
      expect((await call(app, 'POST', `${T}/meta-decks/sync`, auth, {})).status).toBe(422);
      expect(byName(await roster(auth), 'Burn')).toMatchObject({ presence: 0 });
      expect(await must<unknown[]>(app, 'GET', `${T}/meta-decks/snapshots`, auth)).toEqual([]);
      expect((await call(app, 'POST', `${T}/meta-decks/sync`, undefined, WINDOW)).status).toBe(401);
    });
  });

  describe('GET /tracker/meta-decks/snapshots', () => {
    it('lists every sync newest first, dated, paged with X-Total-Count', async () => {
      const auth = await player();
      await create(auth, metaDeckBody({ name: 'Burn', presence: 0, top8: 0, ...link('Burn') }));
      const first = (await sync(auth)).body;
      app.clock.advance({ seconds: 5 });
      const second = (await sync(auth, { weighting: 'per_event' })).body;
      const list = await call<Snapshot[]>(app, 'GET', `${T}/meta-decks/snapshots`, auth);
      expect(list.status).toBe(200);
      expect(list.body.map((s) => s.id)).toEqual([second.id, first.id]);
      expect(list.body[1]).toEqual(first);
      expect(Date.parse(String(list.body[0]!.taken_at)) - Date.parse(String(list.body[1]!.taken_at))).toBe(5000);
      const page = await call<Snapshot[]>(app, 'GET', `${T}/meta-decks/snapshots?limit=1&offset=1`, auth);
      expect(page.headers.get('x-total-count')).toBe('2');
      expect(page.body.map((s) => s.id)).toEqual([first.id]);
      expect((await call(app, 'GET', `${T}/meta-decks/snapshots?limit=0`, auth)).status).toBe(422);
    });

    it('keeps another player’s snapshots out unless they share (403)', async () => {
      const owner = await teams.person();
      const other = await player();
      await sync(owner.auth);
      const reply = await call(app, 'GET', `${T}/meta-decks/snapshots?owner_id=${owner.id}`, other);
      expect(reply.status).toBe(403);
    });
  });

  describe('a team’s roster', () => {
    it('syncs the team’s roster (captains), shows its snapshots (viewers), keeps personal data apart', async () => {
      const crew = await teams.crew();
      const base = `${TEAMS}/${crew.teamId}/tracker`;
      await create(crew.captain.auth, metaDeckBody({ name: 'Team Tron', presence: 0, top8: 0, ...link('Tron') }), base);
      await create(crew.captain.auth, metaDeckBody({ name: 'Mine', presence: 0, top8: 0, ...link('Tron') }));
      expect((await sync(crew.member.auth, {}, base)).status).toBe(403);
      expect((await sync(crew.viewer.auth, {}, base)).status).toBe(403);
      const outsider = await player();
      expect((await sync(outsider, {}, base)).status).toBe(404);
      const reply = await sync(crew.captain.auth, { create_top: 1 }, base);
      expect(reply.status).toBe(200);
      expect(reply.body.owner_id).toBe(crew.teamId);
      expect(reply.body.rows.map((r) => [r.name, r.presence, r.created])).toEqual([
        ['Burn', 4, true],
        ['Team Tron', 3, false],
      ]);
      expect(byName(await roster(crew.viewer.auth, base), 'Team Tron')).toMatchObject({ presence: 3, top8: 2 });
      expect(byName(await roster(crew.captain.auth), 'Mine')).toMatchObject({ presence: 0 });
      const snapshots = await must<Snapshot[]>(app, 'GET', `${base}/meta-decks/snapshots`, crew.viewer.auth);
      expect(snapshots.map((s) => s.id)).toEqual([reply.body.id]);
      expect(await must<unknown[]>(app, 'GET', `${T}/meta-decks/snapshots`, crew.captain.auth)).toEqual([]);
      expect((await call(app, 'GET', `${base}/meta-decks/snapshots`, outsider)).status).toBe(404);
    });

    it('deleting the team deletes its snapshots', async () => {
      const crew = await teams.crew();
      const base = `${TEAMS}/${crew.teamId}/tracker`;
      await sync(crew.owner.auth, {}, base);
      const rows = async () =>
        (await app.runtime.orm.em
          .getConnection()
          .execute(`select count(*) as n from meta_deck_snapshots where owner_id = '${crew.teamId}'`)) as {
          n: number | string;
        }[];
      expect(Number((await rows())[0]!.n)).toBe(1);
      expect((await call(app, 'DELETE', `${TEAMS}/${crew.teamId}`, crew.owner.auth)).status).toBe(204);
      expect(Number((await rows())[0]!.n)).toBe(0);
    });
  });
}
