import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrm, migrate, MikroOrmVerificationRepo, MikroOrmUserRepo, SqlRateLimitStore } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import { createIsolatedDatabase, type DatabaseKind, type IsolatedDatabase } from '../support/databases.js';
import { UUID } from '../support/mtgjson-fixtures.js';
import { DEFAULT_PASSWORD, startTestApp, type TestApp } from '../support/test-app.js';

const dump = (kind: DatabaseKind) =>
  readFileSync(new URL(`./fixtures/release-1.0.0.${kind}.sql`, import.meta.url), 'utf8');
type Json = Record<string, unknown>;

/** A database as release 1.0.0 left it (fixtures/README.md), at a URL of its own. */
async function restoreRelease(kind: DatabaseKind): Promise<{ url: string; drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), 'metagame-release-'));
    const file = join(dir, 'app.db');
    const db = new DatabaseSync(file);
    db.exec(dump(kind));
    db.close();
    return { url: `sqlite:${file}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
  }
  const database: IsolatedDatabase = await createIsolatedDatabase(kind);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(dump(kind));
  } finally {
    await client.end();
  }
  return { url: database.url, drop: database.drop };
}

/**
 * A database built and filled by release 1.0.0 (Node 20, MikroORM 6, knex-generated DDL) opens under
 * today's code: the migrator recognises every applied migration, and every kind of row reads back.
 */
export function releaseUpgradeSuite(kind: DatabaseKind): void {
  let restored: Awaited<ReturnType<typeof restoreRelease>>;
  let app: TestApp;
  let player: { Authorization: string };
  const get = async (path: string, auth: Json = player): Promise<Json & Json[]> => {
    const res = await fetch(`${app.url}/api/v1${path}`, { headers: auth as Record<string, string> });
    expect(res.status, path).toBe(200);
    return (await res.json()) as Json & Json[];
  };

  beforeAll(async () => {
    restored = await restoreRelease(kind);
    app = await startTestApp(kind, { env: { DATABASE_URL: restored.url } });
    player = { Authorization: `Bearer ${(await app.login('player@example.com', DEFAULT_PASSWORD)).access_token}` };
  });
  afterAll(async () => {
    await app?.close();
    await restored?.drop();
  });

  it('finds every migration of the release applied and applies none again', async () => {
    const orm = await createOrm(app.runtime.config.database);
    try {
      expect(await migrate(orm)).toEqual([]);
      // The release's eight, each recorded once, then those added since (applied when the app started).
      const executed = (await orm.migrator.getExecuted()).map((m) => m.name);
      expect(executed.filter((name) => name <= 'm0008~')).toHaveLength(8);
      expect(executed).toContain('m0009-import-lock-holder');
      expect(executed).toContain('m0012-events-and-game-details');
    } finally {
      await orm.close(true);
    }
  });

  it('logs in the accounts the release stored, with their Argon2id hashes and roles', async () => {
    const admin = await app.login('admin@example.com', DEFAULT_PASSWORD);
    const me = await get('/auth/me', { Authorization: `Bearer ${admin.access_token}` });
    expect(me).toMatchObject({ email: 'admin@example.com', role: 'admin', is_verified: true, is_active: true });
  });

  it('reads back the unverified signup and its verification record', async () => {
    const users = inRequestContext(app.runtime.orm, new MikroOrmUserRepo(app.runtime.orm.sql));
    const pending = await users.findByEmail('pending@example.com');
    expect(pending).toMatchObject({ isVerified: false, displayName: 'Pending Päl', tokenVersion: 0 });
    const record = await inRequestContext(
      app.runtime.orm,
      new MikroOrmVerificationRepo(app.runtime.orm.sql),
    ).findByUserId(pending!.id);
    expect(record).toMatchObject({ userId: pending!.id, attempts: 0 });
    expect(record!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(record!.expiresAt.getTime()).toBeGreaterThan(record!.lastSentAt.getTime());
  });

  it("reads back the player's decks, versions, roster, match, card test and settings", async () => {
    const decks = await get('/tracker/personal-decks?include_archived=true');
    expect(decks.map((d) => [d.name, d.archived_at === null])).toEqual(
      expect.arrayContaining([
        ['Boros Energy', true],
        ['Old Deck', false],
      ]),
    );
    const active = decks.find((d) => d.name === 'Boros Energy')!;
    const versions = await get(`/tracker/personal-decks/${String(active.id)}/versions`);
    expect(versions.map((v) => [v.version, v.source])).toEqual([
      [2, 'moxfield'],
      [1, 'manual'],
    ]);
    expect(versions[1]!.content).toBe('4 Lightning Bolt\n20 Mountain');
    const [roster] = await get('/tracker/meta-decks');
    expect(typeof roster!.tier).toBe('number');
    const [match] = await get('/tracker/matches');
    expect(match).toMatchObject({ personal_deck_id: active.id, opponent_deck_id: roster!.id });
    expect(typeof match!.on_play).toBe('boolean');
    // The release's match (2-1 on the play, W L W) reads back as it was, plus the game-detail columns added since:
    // the default play order (won game 1 → draw in game 2; lost game 2 → play in game 3), nothing else.
    expect(match).toMatchObject({
      date: '2026-03-01',
      on_play: true,
      game1: 'win',
      game2: 'loss',
      game3: 'win',
      opening_hand: '7 cards, 3 lands',
      turning_point: 'turn 4 sweeper',
      final_turn: '7',
    });
    expect(match).toMatchObject({
      game2_on_play: false,
      game3_on_play: true,
      event_id: null,
      round: null,
      decklist_version_id: null,
      game1_mulligans: null,
      game2_mulligans: null,
      game3_mulligans: null,
    });
    const [test] = await get('/tracker/card-tests');
    expect(test).toMatchObject({ personal_deck_id: active.id, opponent_deck_id: roster!.id, rating: 4 });
    expect(await get('/tracker/me/settings')).toMatchObject({ data_shared: true, active_personal_deck_id: active.id });
  });

  it('serves the imported sets, cards, prices and import status', async () => {
    const sets = await get('/sets/');
    expect(JSON.stringify(sets)).toContain('TST');
    expect(await get(`/cards/${UUID.bolt}`)).toMatchObject({ uuid: UUID.bolt, set_code: 'TST' });
    const prices = JSON.stringify(await get(`/cards/${UUID.bolt}/prices`));
    expect(prices).toContain('2026-02-07');
    expect(await get('/card-data/status')).toMatchObject({ state: 'succeeded' });
  });

  it('keeps counting on the rate-limit rows the release wrote', async () => {
    const store = inRequestContext(app.runtime.orm, new SqlRateLimitStore(app.runtime.orm.sql));
    const count = await store.hit('login-address:127.0.0.1', 10 * 365 * 24 * 3600_000, Date.now());
    expect(count.hits).toBe(2);
  });
}
