import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MikroOrmMatchStatsRepo, SqlTrackerWorkspaceRepo } from '@metagame/adapters';
import type { MatchFilter, MatchGrouping, MatchStatsRepo } from '@metagame/core';
import type { DatabaseKind } from '../support/databases.js';
import { openTestOrm, type TestOrm } from '../support/test-orm.js';

const GAMES = ['win', 'loss', 'draw', null] as const;
const at = new Date('2026-11-01T00:00:00.000Z');

/** A repeatable sequence in [0, 1) (Park–Miller), so a failure replays with the same matches. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 16807) % 2147483647;
    return state / 2147483647;
  };
}

/** Every owner, deck, event, version and player the random matches draw from. */
function workspace() {
  const id = () => randomUUID();
  return {
    owners: [id(), id()],
    players: [id(), id(), id()],
    decks: [id(), id(), id()],
    opponents: [id(), id(), id(), id()],
    events: [
      { id: id(), kind: 'league' },
      { id: id(), kind: 'testing' },
      { id: id(), kind: 'tournament' },
    ],
    versions: [id(), id()],
  };
}
type Workspace = ReturnType<typeof workspace>;

/** The filters the tallies answer, each also asked with a date range so the matches are scanned. */
const filtersOf = (w: Workspace): MatchFilter[] => [
  {},
  { personalDeckId: w.decks[0] },
  { eventId: w.events[0]!.id },
  { decklistVersionId: w.versions[1] },
  { playerId: w.players[1] },
  { eventKinds: ['testing'] },
  { eventKinds: ['league', 'tournament'] },
  { eventKinds: [] },
  { personalDeckId: w.decks[1], playerId: w.players[0], eventKinds: ['testing', 'league'] },
];

const canonical = (counts: Awaited<ReturnType<MatchStatsRepo['count']>>) => ({
  matches: counts.matches.map((m) => JSON.stringify(m)).sort(),
  mulligans: counts.mulligans.map((m) => JSON.stringify(m)).sort(),
});

/**
 * The match tallies the database keeps on `matches` (triggers) agree with a scan of the matches
 * after every kind of write: inserts, updates of every counted column and key, deletes, and the
 * foreign-key actions (a roster or personal deck deleted takes its matches; an event, version or
 * player deleted leaves them without one). The repo reads the tallies when a filter has no dates
 * and scans the matches when it has; a date range that holds every match must give the same answer.
 */
export function matchTalliesSuite(kind: DatabaseKind): void {
  let db: TestOrm;
  let repo: MatchStatsRepo;
  const w = workspace();
  const random = seededRandom(21);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const flag = () => (random() < 0.2 ? null : random() < 0.5);
  const mulligans = () => (random() < 0.2 ? null : Math.floor(random() * 3));
  const run = (text: string, params: unknown[] = []) => db.inContext(db.orm.sql).run(text, params);
  const all = (text: string, params: unknown[] = []) =>
    db.inContext(db.orm.sql).all<Record<string, unknown>>(text, params);

  const insertMatches = async (count: number) => {
    for (let i = 0; i < count; i += 1) {
      await run(
        `insert into matches (id, owner_id, player_id, match_date, personal_deck_id, opponent_deck_id, on_play,
          game1, game2, game3, game2_on_play, game3_on_play, game1_mulligans, game2_mulligans, game3_mulligans,
          game2_plan_used, game3_plan_used, event_id, decklist_version_id, opening_hand, turning_point, final_turn, created_at)
         values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, '', '', '', ?)`,
        [
          randomUUID(),
          pick(w.owners),
          random() < 0.1 ? null : pick(w.players),
          `2026-0${1 + Math.floor(random() * 9)}-15`,
          pick(w.decks),
          pick(w.opponents),
          random() < 0.5,
          pick(GAMES),
          pick(GAMES),
          pick(GAMES),
          flag(),
          flag(),
          mulligans(),
          mulligans(),
          mulligans(),
          flag(),
          flag(),
          random() < 0.3 ? null : pick(w.events).id,
          random() < 0.3 ? null : pick(w.versions),
          at,
        ],
      );
    }
  };

  const expectTalliesAgree = async () => {
    for (const owner of w.owners)
      for (const by of ['opponent', 'version'] as MatchGrouping[])
        for (const filter of filtersOf(w)) {
          const tallied = await repo.count(owner, filter, by);
          const scanned = await repo.count(owner, { ...filter, dateFrom: '2000-01-01' }, by);
          expect(canonical(tallied), JSON.stringify({ owner, by, filter })).toEqual(canonical(scanned));
        }
  };
  const ids = async (table: string) => (await all(`select id from ${table} order by id`)).map((r) => String(r.id));

  beforeAll(async () => {
    db = await openTestOrm(kind);
    repo = db.inContext(new MikroOrmMatchStatsRepo(db.orm.sql));
    for (const user of w.players)
      await run(
        'insert into users (id, email, hashed_password, role, is_active, is_verified, token_version, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [user, `${user}@example.com`, 'x', 'user', true, true, 0, at, at],
      );
    const owner = w.owners[0]!;
    for (const deck of w.decks)
      await run('insert into personal_decks (id, owner_id, name, archived_at, created_at) values (?, ?, ?, ?, ?)', [
        deck,
        owner,
        'Deck',
        null,
        at,
      ]);
    for (const deck of w.opponents)
      await run(
        'insert into meta_decks (id, owner_id, name, tier, category, decklist_notes, top8, presence, expected, tests_status, archived_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [deck, owner, 'Opponent', 1, 'aggro', '', 0, 0, 'as_expected', '', null, at],
      );
    for (const event of w.events)
      await run(
        'insert into events (id, owner_id, name, format, event_date, kind, location, rounds, notes, archived_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [event.id, owner, 'Event', 'Modern', '2026-03-01', event.kind, null, 5, '', null, at],
      );
    for (const [n, version] of w.versions.entries())
      await run(
        'insert into decklist_versions (id, owner_id, personal_deck_id, version, content, source, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        [version, owner, w.decks[0], n + 1, '', 'manual', at],
      );
    await insertMatches(400);
  });
  afterAll(() => db.close());

  it('agree with the matches after inserts', async () => {
    expect(Number((await all('select count(*) as n from match_tallies'))[0]!.n)).toBeGreaterThan(50);
    await expectTalliesAgree();
  });

  it('agree after updates of every counted column, die roll, opponent, deck, player, event and version', async () => {
    const matchIds = await ids('matches');
    for (const id of matchIds.slice(0, 150))
      await run(
        `update matches set game1 = ?, game2 = ?, game3 = ?, on_play = ?, game2_on_play = ?, game3_on_play = ?,
          game1_mulligans = ?, game2_mulligans = ?, game3_mulligans = ?, game2_plan_used = ?, game3_plan_used = ?,
          opponent_deck_id = ?, personal_deck_id = ?, player_id = ?, event_id = ?, decklist_version_id = ? where id = ?`,
        [
          pick(GAMES),
          pick(GAMES),
          pick(GAMES),
          random() < 0.5,
          flag(),
          flag(),
          mulligans(),
          mulligans(),
          mulligans(),
          flag(),
          flag(),
          pick(w.opponents),
          pick(w.decks),
          random() < 0.1 ? null : pick(w.players),
          random() < 0.3 ? null : pick(w.events).id,
          random() < 0.3 ? null : pick(w.versions),
          id,
        ],
      );
    await run("update matches set opening_hand = 'kept seven' where id = ?", [matchIds[160]]);
    await expectTalliesAgree();
  });

  it('agree after deletes, and after the foreign-key actions of deleted decks, events, versions and players', async () => {
    for (const id of (await ids('matches')).slice(0, 60)) await run('delete from matches where id = ?', [id]);
    await expectTalliesAgree();
    await run('delete from events where id = ?', [w.events[0]!.id]);
    await run('delete from decklist_versions where id = ?', [w.versions[1]]);
    await run('delete from users where id = ?', [w.players[1]]);
    await expectTalliesAgree();
    await run('delete from meta_decks where id = ?', [w.opponents[2]]);
    await run('delete from personal_decks where id = ?', [w.decks[2]]);
    await expectTalliesAgree();
    // New matches draw only on what is left.
    w.events.splice(0, 1);
    w.versions.splice(1, 1);
    w.players.splice(1, 1);
    w.opponents.splice(2, 1);
    w.decks.splice(2, 1);
    await insertMatches(50);
    await expectTalliesAgree();
  });

  it('go with their workspace, and only with it', async () => {
    const [kept, gone] = w.owners as [string, string];
    const rowsOf = async (owner: string) =>
      Number((await all('select count(*) as n from match_tallies where owner_id = ?', [owner]))[0]!.n) +
      Number((await all('select count(*) as n from match_mulligan_tallies where owner_id = ?', [owner]))[0]!.n);
    expect(await rowsOf(gone)).toBeGreaterThan(0);
    await db.inContext(new SqlTrackerWorkspaceRepo(db.orm.sql)).deleteAll(gone);
    expect(await rowsOf(gone)).toBe(0);
    expect(await rowsOf(kept)).toBeGreaterThan(0);
    await expectTalliesAgree();
  });

  it('leave nothing to read once every match is gone', async () => {
    await run('delete from matches');
    for (const owner of w.owners)
      expect(await repo.count(owner, {}, 'opponent')).toEqual({ matches: [], mulligans: [] });
    const left = await all('select sum(matches) as n from match_tallies');
    expect(Number(left[0]!.n)).toBe(0);
  });
}
