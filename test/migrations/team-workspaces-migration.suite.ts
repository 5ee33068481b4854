import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase, type MigrationDatabase } from '../support/migration-database.js';
import { seedTrackerOwner } from './seed-tracker-owner.js';

const BEFORE = 'm0018-card-search-keys';
const TABLES = [
  'personal_decks',
  'meta_decks',
  'events',
  'decklist_versions',
  'matches',
  'card_tests',
  'sideboard_plans',
] as const;

/** Every tracker row, table by table, in a stable order, with the columns m0018 had. */
async function snapshot(db: MigrationDatabase, columnsOf: Record<string, string[]>): Promise<string> {
  const tables: Record<string, unknown[]> = {};
  for (const table of TABLES)
    tables[table] = await db.run(`select ${columnsOf[table]!.join(', ')} from ${table} order by id`);
  tables.user_settings = await db.run('select user_id, active_personal_deck_id from user_settings order by user_id');
  return JSON.stringify(tables);
}

/**
 * m0019-team-workspaces rebuilds every tracker table on SQLite (and drops the owner keys on
 * PostgreSQL): every row and the active deck come through, matches and card tests are credited to
 * their owner, a team can own rows, and the way down keeps every personal row.
 */
export function teamWorkspacesMigrationSuite(kind: DatabaseKind): void {
  const ids = { user: randomUUID(), deck: randomUUID(), meta: randomUUID() };
  const more = {
    version: randomUUID(),
    event: randomUUID(),
    match: randomUUID(),
    test: randomUUID(),
    plan: randomUUID(),
  };
  const now = new Date('2026-03-01T10:00:00Z');
  let columnsBefore: Record<string, string[]> = {};
  let before = '';

  const db = migrationDatabase(kind, async (d) => {
    await d.orm.migrator.up({ to: BEFORE });
    await seedTrackerOwner(d.run, ids, now);
    await d.run(
      'insert into decklist_versions (id, owner_id, personal_deck_id, version, content, source, created_at) values (?, ?, ?, ?, ?, ?, ?)',
      [more.version, ids.user, ids.deck, 1, '4 Lightning Bolt', 'manual', now],
    );
    await d.run(
      'insert into events (id, owner_id, name, format, event_date, kind, location, rounds, notes, archived_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [more.event, ids.user, 'RCQ', 'Modern', '2026-03-01', 'tournament', null, 5, '', null, now],
    );
    await d.run(
      'insert into matches (id, owner_id, match_date, personal_deck_id, opponent_deck_id, on_play, game1, game2, game3, opening_hand, turning_point, final_turn, created_at, event_id, event_round, decklist_version_id, game2_on_play, game3_on_play) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [
        more.match,
        ids.user,
        '2026-03-01',
        ids.deck,
        ids.meta,
        true,
        'win',
        'loss',
        'win',
        'keep',
        '',
        '',
        now,
        more.event,
        2,
        more.version,
        true,
        false,
      ],
    );
    await d.run(
      'insert into card_tests (id, owner_id, tester, card_name, personal_deck_id, opponent_deck_id, rating, notes, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [more.test, ids.user, 'Ana', 'Fireblast', ids.deck, ids.meta, 4, null, now],
    );
    await d.run(
      'insert into sideboard_plans (id, owner_id, personal_deck_id, decklist_version_id, opponent_deck_id, sides, note, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [more.plan, ids.user, ids.deck, more.version, ids.meta, '{"both":{"in":[],"out":[]}}', '', now, now],
    );
    await d.run('insert into user_settings (user_id, data_shared, active_personal_deck_id) values (?, ?, ?)', [
      ids.user,
      false,
      ids.deck,
    ]);
    columnsBefore = Object.fromEntries(await Promise.all(TABLES.map(async (t) => [t, await d.columns(t)] as const)));
    before = await snapshot(d, columnsBefore);
  });

  it('keeps every tracker row and the active deck, and credits matches and card tests to their owner', async () => {
    await db.orm.migrator.up();
    expect(await snapshot(db, columnsBefore)).toBe(before);
    for (const table of ['matches', 'card_tests']) {
      expect(await db.columns(table)).toEqual([...columnsBefore[table]!, 'player_id']);
      expect(await db.run(`select player_id from ${table}`)).toEqual([{ player_id: ids.user }]);
    }
  });

  it('lets a team own tracker rows, and still refuses a row that names a missing deck', async () => {
    await db.orm.migrator.up();
    const team = randomUUID();
    await db.run('insert into teams (id, name, created_at) values (?, ?, ?)', [team, 'Team', now]);
    const deck = randomUUID();
    await db.run('insert into personal_decks (id, owner_id, name, archived_at, created_at) values (?, ?, ?, ?, ?)', [
      deck,
      team,
      'Team deck',
      null,
      now,
    ]);
    await expect(
      db.run(
        'insert into decklist_versions (id, owner_id, personal_deck_id, version, content, source, created_at) values (?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), team, randomUUID(), 1, '', 'manual', now],
      ),
    ).rejects.toThrow();
  });

  it('sets a deleted player to null and keeps the match', async () => {
    await db.orm.migrator.up();
    const team = randomUUID();
    const player = randomUUID();
    await db.run(
      'insert into users (id, email, hashed_password, role, is_active, is_verified, token_version, created_at, updated_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [player, `${player}@example.com`, 'x', 'user', true, true, 0, now, now],
    );
    await db.run('update matches set owner_id = ?, player_id = ? where id = ?', [team, player, more.match]);
    await db.run('delete from users where id = ?', [player]);
    expect(await db.run('select owner_id, player_id from matches where id = ?', [more.match])).toEqual([
      { owner_id: team, player_id: null },
    ]);
  });

  it('goes down keeping every personal row and dropping a team’s, and up again', async () => {
    await db.orm.migrator.up();
    const team = randomUUID();
    await db.run('insert into teams (id, name, created_at) values (?, ?, ?)', [team, 'Team', now]);
    await db.run(
      'insert into meta_decks (id, owner_id, name, tier, category, decklist_notes, top8, presence, expected, tests_status, archived_at, created_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [randomUUID(), team, 'Team roster deck', 1, 'aggro', '', 0, 0, 'as_expected', '', null, now],
    );
    await db.orm.migrator.down({ to: BEFORE });
    expect(await snapshot(db, columnsBefore)).toBe(before);
    await db.orm.migrator.up();
    expect(await snapshot(db, columnsBefore)).toBe(before);
  });
}
