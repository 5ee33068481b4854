import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import {
  call,
  dumpPlayer,
  metaDeckBody,
  must,
  ownershipWrites,
  seedPlayerData,
  T,
  type Auth,
  type Json,
  type PlayerData,
} from './tracker/tracker-client.js';

const GHOST = '00000000-0000-4000-8000-00000000dead';
type Player = { id: string; auth: Auth };

const ghostData: PlayerData = {
  deckId: GHOST,
  archivedDeckId: GHOST,
  versionId: GHOST,
  metaDeckId: GHOST,
  matchId: GHOST,
  cardTestId: GHOST,
  eventId: GHOST,
  planId: GHOST,
};

/** Sharing is read-only, writes never reach another user's data, account deletion cascades. */
export function trackerOwnershipSuite(kind: DatabaseKind): void {
  let app: TestApp;
  let a: Player;
  let b: Player;
  let aData: PlayerData;
  let bData: PlayerData;
  beforeAll(async () => {
    // Deck builders point at a closed loopback port: an import must be refused before any fetch anyway.
    app = await startTestApp(kind, {
      env: { DECK_SOURCE_BASE_URL: 'http://127.0.0.1:9', ARCHIDEKT_BASE_URL: 'http://127.0.0.1:9' },
    });
    a = await app.signedIn('user');
    b = await app.signedIn('user');
    aData = await seedPlayerData(app, a.auth);
    bData = await seedPlayerData(app, b.auth);
  });
  afterAll(async () => app?.close());

  /** A GET as raw text: the CSV exports are not JSON. */
  const raw = async (path: string, auth: Auth) => {
    const res = await fetch(`${app.url}${path}`, { headers: auth });
    return { status: res.status, text: await res.text() };
  };
  const setSharing = (p: Player, on: boolean) => must(app, 'PATCH', `${T}/me/settings`, p.auth, { data_shared: on });
  const reads = (d: PlayerData) => [
    '/personal-decks',
    `/personal-decks/${d.deckId}/versions`,
    '/meta-decks',
    '/matches',
    '/card-tests',
    '/events',
    `/personal-decks/${d.deckId}/version-stats`,
    `/personal-decks/${d.deckId}/versions/diff?from=${d.versionId}&to=${d.versionId}`,
    '/matches/export',
    '/card-tests/export',
    `/personal-decks/${d.deckId}/sideboard-plans`,
    `/sideboard-plans/${d.planId}`,
    `/field-simulation?personal_deck_ids=${d.deckId}&rounds=8&min_wins=6`,
  ];
  const withOwner = (path: string, id: string) => `${path}${path.includes('?') ? '&' : '?'}owner_id=${id}`;

  describe('sharing (owner_id on GET)', () => {
    it('answers 403 for a user who does not share, and for an unknown user', async () => {
      await setSharing(a, false);
      for (const path of reads(aData)) {
        expect((await raw(`${T}${withOwner(path, a.id)}`, b.auth)).status, path).toBe(403);
        expect((await raw(`${T}${withOwner(path, GHOST)}`, b.auth)).status, path).toBe(403);
      }
    });

    it('lets anyone read a sharing user’s data exactly as the owner sees it, and stops when sharing is off', async () => {
      await setSharing(a, true);
      for (const path of reads(aData)) {
        const own = await raw(`${T}${path}`, a.auth);
        const shared = await raw(`${T}${withOwner(path, a.id)}`, b.auth);
        expect(shared.status, path).toBe(200);
        expect(shared.text, path).toEqual(own.text);
      }
      await setSharing(a, false);
      expect((await call(app, 'GET', `${T}/matches?owner_id=${a.id}`, b.auth)).status).toBe(403);
    });

    it('treats owner_id equal to the caller as the caller’s own data', async () => {
      expect((await call(app, 'GET', `${T}/matches?owner_id=${b.id}`, b.auth)).body).toEqual(
        (await call(app, 'GET', `${T}/matches`, b.auth)).body,
      );
    });

    it('lists the users who share, without the caller', async () => {
      await setSharing(a, true);
      await setSharing(b, true);
      const seenByB = await must<Json[]>(app, 'GET', `${T}/shared-users`, b.auth);
      expect(seenByB.map((u) => u.id)).toContain(a.id);
      expect(seenByB.map((u) => u.id)).not.toContain(b.id);
      expect(Object.keys(seenByB[0] ?? {}).sort()).toEqual(['display_name', 'email', 'id']);
      await setSharing(b, false);
      expect((await must<Json[]>(app, 'GET', `${T}/shared-users`, a.auth)).map((u) => u.id)).not.toContain(b.id);
    });
  });

  describe('writes on another user’s data', () => {
    it('answers 404 to every write of B on A’s resources, with the body of a missing resource, and leaves A’s data byte-identical', async () => {
      await setSharing(a, true); // sharing is read-only: it must not open any write
      const before = await dumpPlayer(app, a.auth, aData);
      const attacks = ownershipWrites(aData, bData);
      const misses = ownershipWrites(ghostData, bData);
      for (const [i, [method, path, body]] of attacks.entries()) {
        const attack = await call(
          app,
          method,
          `${T}${path}?owner_id=${a.id}`,
          b.auth,
          body === undefined ? undefined : { ...body, owner_id: a.id },
        );
        const miss = await call(app, misses[i]![0], `${T}${misses[i]![1]}`, b.auth, misses[i]![2]);
        expect(attack.status, `${method} ${path}`).toBe(404);
        expect(attack.body, `${method} ${path}`).toEqual(miss.body);
      }
      expect(await dumpPlayer(app, a.auth, aData)).toBe(before);
    });

    it('ignores owner_id in a write body or query: the write lands in the caller’s data', async () => {
      const deck = await must(app, 'POST', `${T}/personal-decks?owner_id=${a.id}`, b.auth, {
        name: 'Mine, not A’s',
        owner_id: a.id,
      });
      expect(deck.owner_id).toBe(b.id);
      const aDecks = await must<Json[]>(app, 'GET', `${T}/personal-decks?include_archived=true`, a.auth);
      expect(aDecks.map((d) => d.id)).not.toContain(deck.id);
      const meta = await must(app, 'POST', `${T}/meta-decks`, b.auth, metaDeckBody({ owner_id: a.id }));
      expect(meta.owner_id).toBe(b.id);
      const before = await must(app, 'GET', `${T}/me/settings`, a.auth);
      await must(app, 'PATCH', `${T}/me/settings?owner_id=${a.id}`, b.auth, { owner_id: a.id, data_shared: true });
      expect(await must(app, 'GET', `${T}/me/settings`, a.auth)).toEqual(before);
    });
  });

  describe('account deletion', () => {
    it('removes every tracker row of a deleted user and nothing of anyone else', async () => {
      const victim = await app.signedIn('user');
      await seedPlayerData(app, victim.auth);
      await must(app, 'PATCH', `${T}/me/settings`, victim.auth, { data_shared: true });
      const before = await dumpPlayer(app, a.auth, aData);
      const admin = await app.signedIn('admin');
      expect((await call(app, 'DELETE', `/api/v1/users/${victim.id}`, admin.auth)).status).toBe(204);
      expect(await countOwnedRows(app, victim.id)).toEqual({
        personal_decks: 0,
        decklist_versions: 0,
        meta_decks: 0,
        matches: 0,
        card_tests: 0,
        user_settings: 0,
        events: 0,
        sideboard_plans: 0,
      });
      expect(await dumpPlayer(app, a.auth, aData)).toBe(before);
    });
  });
}

/** Rows a user owns in each tracker table, read straight from the database. */
async function countOwnedRows(app: TestApp, userId: string): Promise<Record<string, number>> {
  const connection = app.runtime.orm.em.fork().getConnection();
  const counts: Record<string, number> = {};
  for (const table of [
    'personal_decks',
    'decklist_versions',
    'meta_decks',
    'matches',
    'card_tests',
    'user_settings',
    'events',
    'sideboard_plans',
  ]) {
    const column = table === 'user_settings' ? 'user_id' : 'owner_id';
    const rows = await connection.execute<{ n: number | string }[]>(
      `select count(*) as n from ${table} where ${column} = '${userId}'`,
    );
    counts[table] = Number(rows[0]?.n);
  }
  return counts;
}
