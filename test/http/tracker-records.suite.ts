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

const GHOST = '00000000-0000-4000-8000-00000000dead';

/** Black-box tracker records: settings, decks, versions, roster, matches, card tests. */
export function trackerRecordsSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let auth: Auth;
  beforeAll(async () => {
    app = await startTestApp(kind);
    auth = (await app.signedIn('user')).auth;
  });
  afterAll(async () => app?.close());

  const newDeck = async (name = 'Deck') => String((await must(app, 'POST', `${T}/personal-decks`, auth, { name })).id);
  const newMeta = async (overrides: Json = {}) =>
    String((await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody(overrides))).id);

  it('answers 401 on every tracker route without a token', async () => {
    for (const [method, path] of [
      ['GET', '/me/settings'],
      ['POST', '/personal-decks'],
      ['GET', '/matches'],
      ['DELETE', `/card-tests/${GHOST}`],
    ] as const) {
      expect((await call(app, method, `${T}${path}`)).status, `${method} ${path}`).toBe(401);
    }
  });

  describe('settings', () => {
    it('creates the defaults on first read', async () => {
      const { auth: fresh } = await app.signedIn('user');
      expect(await must(app, 'GET', `${T}/me/settings`, fresh)).toEqual({
        data_shared: false,
        active_personal_deck_id: null,
      });
    });

    it('patches sharing and the active deck; an unknown deck is 404 and an archived one 422', async () => {
      const { auth: fresh } = await app.signedIn('user');
      const deck = String((await must(app, 'POST', `${T}/personal-decks`, fresh, { name: 'Mine' })).id);
      expect(await must(app, 'PATCH', `${T}/me/settings`, fresh, { data_shared: true })).toEqual({
        data_shared: true,
        active_personal_deck_id: null,
      });
      expect(await must(app, 'PATCH', `${T}/me/settings`, fresh, { active_personal_deck_id: deck })).toEqual({
        data_shared: true,
        active_personal_deck_id: deck,
      });
      expect((await call(app, 'PATCH', `${T}/me/settings`, fresh, { active_personal_deck_id: GHOST })).status).toBe(
        404,
      );
      const old = String((await must(app, 'POST', `${T}/personal-decks`, fresh, { name: 'Old' })).id);
      await must(app, 'DELETE', `${T}/personal-decks/${old}`, fresh);
      expect((await call(app, 'PATCH', `${T}/me/settings`, fresh, { active_personal_deck_id: old })).status).toBe(422);
      expect(await must(app, 'PATCH', `${T}/me/settings`, fresh, { active_personal_deck_id: null })).toEqual({
        data_shared: true,
        active_personal_deck_id: null,
      });
    });

    it('clears the active deck when that deck is archived', async () => {
      const { auth: fresh } = await app.signedIn('user');
      const deck = String((await must(app, 'POST', `${T}/personal-decks`, fresh, { name: 'Active' })).id);
      await must(app, 'PATCH', `${T}/me/settings`, fresh, { active_personal_deck_id: deck });
      expect((await call(app, 'DELETE', `${T}/personal-decks/${deck}`, fresh)).status).toBe(204);
      expect(await must(app, 'GET', `${T}/me/settings`, fresh)).toEqual({
        data_shared: false,
        active_personal_deck_id: null,
      });
    });

    it('rejects unknown fields and wrong types with 422', async () => {
      expect((await call(app, 'PATCH', `${T}/me/settings`, auth, { data_shared: 'yes' })).status).toBe(422);
      expect((await call(app, 'PATCH', `${T}/me/settings`, auth, { colour: 'red' })).status).toBe(422);
    });
  });

  describe('personal decks', () => {
    it('creates, lists oldest first, archives (never deletes) and lists archived only on request', async () => {
      const { auth: fresh } = await app.signedIn('user');
      const a = await must(app, 'POST', `${T}/personal-decks`, fresh, { name: 'A' });
      expect(a).toMatchObject({ name: 'A', archived_at: null });
      expect(String(a.created_at)).toMatch(/T.*(Z|[+-]\d\d:\d\d)$/);
      app.clock.advance({ seconds: 1 });
      const b = await must(app, 'POST', `${T}/personal-decks`, fresh, { name: 'B' });
      expect((await call(app, 'DELETE', `${T}/personal-decks/${String(a.id)}`, fresh)).status).toBe(204);
      expect((await call(app, 'DELETE', `${T}/personal-decks/${String(a.id)}`, fresh)).status).toBe(204);
      expect((await must<Json[]>(app, 'GET', `${T}/personal-decks`, fresh)).map((d) => d.id)).toEqual([b.id]);
      const all = await must<Json[]>(app, 'GET', `${T}/personal-decks?include_archived=true`, fresh);
      expect(all.map((d) => d.id)).toEqual([a.id, b.id]);
      expect(all[0]?.archived_at).toEqual(expect.any(String));
    });

    it('answers 404 when archiving a deck that does not exist, and 422 for a bad id or an empty name', async () => {
      expect(await call(app, 'DELETE', `${T}/personal-decks/${GHOST}`, auth)).toMatchObject({
        status: 404,
        body: { detail: 'Personal deck not found.', code: 'NOT_FOUND' },
      });
      expect((await call(app, 'DELETE', `${T}/personal-decks/not-a-uuid`, auth)).status).toBe(422);
      expect((await call(app, 'POST', `${T}/personal-decks`, auth, { name: '  ' })).status).toBe(422);
      expect((await call(app, 'POST', `${T}/personal-decks`, auth, { name: 'nul\u0000byte' })).status).toBe(422);
      expect((await call(app, 'POST', `${T}/personal-decks`, auth, { name: 'x'.repeat(201) })).status).toBe(422);
    });
  });

  describe('decklist versions', () => {
    it('numbers versions highest + 1, lists newest first, defaults source to manual and deletes for real', async () => {
      const deck = await newDeck();
      const v1 = await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, { content: '4 Opt' });
      const v2 = await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, {
        content: '4 Opt\n1 Island',
        source: 'moxfield',
      });
      expect(v1).toMatchObject({ version: 1, source: 'manual', personal_deck_id: deck });
      expect(v2).toMatchObject({ version: 2, source: 'moxfield' });
      expect(
        (await must<Json[]>(app, 'GET', `${T}/personal-decks/${deck}/versions`, auth)).map((v) => v.version),
      ).toEqual([2, 1]);
      expect((await call(app, 'DELETE', `${T}/personal-decks/${deck}/versions/${String(v2.id)}`, auth)).status).toBe(
        204,
      );
      expect((await call(app, 'DELETE', `${T}/personal-decks/${deck}/versions/${String(v2.id)}`, auth)).status).toBe(
        404,
      );
      expect((await must(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, { content: 'x' })).version).toBe(2);
    });

    it('gives 20 concurrent posts 20 distinct consecutive numbers, never a 500', async () => {
      const deck = await newDeck('Race');
      const replies = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          call<Json>(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, { content: `list ${i}` }),
        ),
      );
      expect(replies.map((r) => r.status)).toEqual(Array(20).fill(201));
      expect(replies.map((r) => Number(r.body.version)).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 1),
      );
    });

    it('answers 404 for an unknown deck and 422 for an unknown source or empty content', async () => {
      expect((await call(app, 'POST', `${T}/personal-decks/${GHOST}/versions`, auth, { content: 'x' })).status).toBe(
        404,
      );
      expect((await call(app, 'GET', `${T}/personal-decks/${GHOST}/versions`, auth)).status).toBe(404);
      const deck = await newDeck();
      expect(
        (
          await call(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, {
            content: 'x',
            source: 'external_import',
          })
        ).status,
      ).toBe(422);
      expect((await call(app, 'POST', `${T}/personal-decks/${deck}/versions`, auth, { content: '' })).status).toBe(422);
    });
  });

  describe('roster (meta) decks', () => {
    it('computes conversion on the server, null when presence is 0', async () => {
      const deck = await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ tier: 2.5, top8: 3, presence: 12 }));
      expect(deck).toMatchObject({
        tier: 2.5,
        top8: 3,
        presence: 12,
        conversion: 0.25,
        category: 'aggro',
        expected: 'as_expected',
      });
      const unseen = await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ top8: 0, presence: 0, tier: 0 }));
      expect(unseen).toMatchObject({ conversion: null, tier: 0 });
    });

    it('stores tier 9.9 and 0.1 exactly, and rejects more precision or out-of-range tiers with 422', async () => {
      for (const tier of [9.9, 0.1, 3])
        expect((await must(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody({ tier }))).tier).toBe(tier);
      for (const tier of [2.55, 10, -0.1, 0.01, '2.5']) {
        const reply = await call<{ detail: { loc: string[] }[] }>(
          app,
          'POST',
          `${T}/meta-decks`,
          auth,
          metaDeckBody({ tier }),
        );
        expect(reply.status, String(tier)).toBe(422);
        expect(reply.body.detail[0]?.loc).toEqual(['body', 'tier']);
      }
    });

    it('rejects bad enums and negative counts with 422', async () => {
      for (const bad of [{ category: 'tempo' }, { expected: 'maybe' }, { top8: -1 }, { presence: 1.5 }]) {
        expect((await call(app, 'POST', `${T}/meta-decks`, auth, metaDeckBody(bad))).status, JSON.stringify(bad)).toBe(
          422,
        );
      }
    });

    it('replaces fields with PUT, archives with DELETE and hides archived decks unless asked', async () => {
      const id = await newMeta({ name: 'Before' });
      const updated = await must(
        app,
        'PUT',
        `${T}/meta-decks/${id}`,
        auth,
        metaDeckBody({ name: 'After', tier: 4.2, category: 'combo', top8: 1, presence: 4 }),
      );
      expect(updated).toMatchObject({ id, name: 'After', tier: 4.2, category: 'combo', conversion: 0.25 });
      expect((await call(app, 'PUT', `${T}/meta-decks/${GHOST}`, auth, metaDeckBody())).status).toBe(404);
      expect((await call(app, 'DELETE', `${T}/meta-decks/${id}`, auth)).status).toBe(204);
      expect((await must<Json[]>(app, 'GET', `${T}/meta-decks`, auth)).map((d) => d.id)).not.toContain(id);
      expect((await must<Json[]>(app, 'GET', `${T}/meta-decks?include_archived=1`, auth)).map((d) => d.id)).toContain(
        id,
      );
      expect((await call(app, 'DELETE', `${T}/meta-decks/${GHOST}`, auth)).status).toBe(404);
    });
  });

  describe('matches', () => {
    it('logs, lists newest date first with a total, edits and deletes matches', async () => {
      const { auth: fresh } = await app.signedIn('user');
      const deck = String((await must(app, 'POST', `${T}/personal-decks`, fresh, { name: 'D' })).id);
      const meta = String((await must(app, 'POST', `${T}/meta-decks`, fresh, metaDeckBody())).id);
      const older = await must(app, 'POST', `${T}/matches`, fresh, matchBody(deck, meta, { date: '2026-01-10' }));
      const newer = await must(
        app,
        'POST',
        `${T}/matches`,
        fresh,
        matchBody(deck, meta, { date: '2026-02-10', game3: null, on_play: false }),
      );
      expect(newer).toMatchObject({
        date: '2026-02-10',
        game3: null,
        on_play: false,
        personal_deck_id: deck,
        opponent_deck_id: meta,
      });
      const list = await call<Json[]>(app, 'GET', `${T}/matches`, fresh);
      expect(list.body.map((m) => m.id)).toEqual([newer.id, older.id]);
      expect(list.headers.get('x-total-count')).toBe('2');
      const page = await call<Json[]>(app, 'GET', `${T}/matches?limit=1&offset=1`, fresh);
      expect(page.body.map((m) => m.id)).toEqual([older.id]);
      const edited = await must(
        app,
        'PUT',
        `${T}/matches/${String(older.id)}`,
        fresh,
        matchBody(deck, meta, { date: '2026-03-01', game1: 'draw' }),
      );
      expect(edited).toMatchObject({ id: older.id, date: '2026-03-01', game1: 'draw' });
      expect((await call(app, 'DELETE', `${T}/matches/${String(older.id)}`, fresh)).status).toBe(204);
      expect((await call(app, 'DELETE', `${T}/matches/${String(older.id)}`, fresh)).status).toBe(404);
    });

    it('requires both decks to exist and be the caller’s (404), and accepts archived decks', async () => {
      const deck = await newDeck();
      const meta = await newMeta();
      expect((await call(app, 'POST', `${T}/matches`, auth, matchBody(GHOST, meta))).status).toBe(404);
      expect((await call(app, 'POST', `${T}/matches`, auth, matchBody(deck, GHOST))).status).toBe(404);
      await must(app, 'DELETE', `${T}/personal-decks/${deck}`, auth);
      await must(app, 'DELETE', `${T}/meta-decks/${meta}`, auth);
      expect((await call(app, 'POST', `${T}/matches`, auth, matchBody(deck, meta))).status).toBe(201);
    });

    it('rejects bad dates, results and missing deck ids with 422, and bad page sizes too', async () => {
      const deck = await newDeck();
      const meta = await newMeta();
      for (const bad of [
        { date: '2026-13-01' },
        { date: '2026-02-30' },
        { date: '0000-01-01' },
        { date: '01/02/2026' },
        { opening_hand: 'a\u0000' },
        { game1: 'won' },
        { on_play: 'yes' },
        { personal_deck_id: undefined },
      ]) {
        expect(
          (await call(app, 'POST', `${T}/matches`, auth, matchBody(deck, meta, bad))).status,
          JSON.stringify(bad),
        ).toBe(422);
      }
      expect((await call(app, 'GET', `${T}/matches?limit=501`, auth)).status).toBe(422);
      expect((await call(app, 'GET', `${T}/matches?limit=0`, auth)).status).toBe(422);
    });
  });

  describe('card tests', () => {
    it('records a card test and returns exactly its fields, with an offset timestamp', async () => {
      const deck = await newDeck();
      const meta = await newMeta();
      const test = await must(app, 'POST', `${T}/card-tests`, auth, cardTestBody(deck, { opponent_deck_id: meta }));
      expect(Object.keys(test).sort()).toEqual([
        'card_name',
        'created_at',
        'id',
        'notes',
        'opponent_deck_id',
        'personal_deck_id',
        'player_id',
        'rating',
        'tester',
      ]);
      expect(test).toMatchObject({
        personal_deck_id: deck,
        opponent_deck_id: meta,
        rating: 4,
        tester: 'Alice',
        card_name: 'Lightning Bolt',
      });
      expect(String(test.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/);
      const edited = await must(
        app,
        'PUT',
        `${T}/card-tests/${String(test.id)}`,
        auth,
        cardTestBody(deck, { rating: 1, notes: null }),
      );
      expect(edited).toMatchObject({ rating: 1, notes: null, opponent_deck_id: null });
      expect((await call(app, 'DELETE', `${T}/card-tests/${String(test.id)}`, auth)).status).toBe(204);
      expect((await call(app, 'DELETE', `${T}/card-tests/${String(test.id)}`, auth)).status).toBe(404);
    });

    it('requires an owned personal deck on every write (404) and a rating 1–5 (422)', async () => {
      const deck = await newDeck();
      expect((await call(app, 'POST', `${T}/card-tests`, auth, cardTestBody(GHOST))).status).toBe(404);
      expect(
        (await call(app, 'POST', `${T}/card-tests`, auth, cardTestBody(deck, { opponent_deck_id: GHOST }))).status,
      ).toBe(404);
      const { personal_deck_id: _omit, ...withoutDeck } = cardTestBody(deck);
      expect((await call(app, 'POST', `${T}/card-tests`, auth, withoutDeck)).status).toBe(422);
      for (const rating of [0, 6, 2.5])
        expect((await call(app, 'POST', `${T}/card-tests`, auth, cardTestBody(deck, { rating }))).status).toBe(422);
    });

    it('filters by personal deck, and never returns legacy tests without a deck', async () => {
      const { id: userId, auth: fresh } = await app.signedIn('user');
      const d1 = String((await must(app, 'POST', `${T}/personal-decks`, fresh, { name: '1' })).id);
      const d2 = String((await must(app, 'POST', `${T}/personal-decks`, fresh, { name: '2' })).id);
      const t1 = await must(app, 'POST', `${T}/card-tests`, fresh, cardTestBody(d1));
      app.clock.advance({ seconds: 1 });
      const t2 = await must(app, 'POST', `${T}/card-tests`, fresh, cardTestBody(d2, { card_name: 'Opt' }));
      await insertLegacyCardTest(app, userId);
      expect(
        (await must<Json[]>(app, 'GET', `${T}/card-tests?personal_deck_id=${d1}`, fresh)).map((t) => t.id),
      ).toEqual([t1.id]);
      const all = await call<Json[]>(app, 'GET', `${T}/card-tests`, fresh);
      expect(all.body.map((t) => t.id).sort()).toEqual([t1.id, t2.id].sort());
      expect(all.headers.get('x-total-count')).toBe('2');
      expect(all.body.every((t) => typeof t.personal_deck_id === 'string')).toBe(true);
    });
  });
}

/** A card test from before personal decks existed: written straight to the table, as old data would be. */
async function insertLegacyCardTest(app: TestApp, ownerId: string): Promise<void> {
  const id = '00000000-0000-4000-8000-0000000face5';
  const createdAt = kindOf(app) === 'sqlite' ? String(Date.now()) : `'${new Date().toISOString()}'`;
  await app.runtime.orm.em
    .fork()
    .getConnection()
    .execute(
      `insert into card_tests (id, owner_id, tester, card_name, personal_deck_id, opponent_deck_id, rating, notes, created_at) values ('${id}', '${ownerId}', 'Old', 'Shock', null, null, 3, null, ${createdAt})`,
    );
}

const kindOf = (app: TestApp) => app.database.kind;
