import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'm0021-match-tallies';
const TABLES = ['tournaments', 'tournament_decks', 'tournament_matches'];

/** m0022-public-metagame: the three tables, their cascades from the tournament and a deck, and a down that drops only them. */
export function publicMetagameMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async ({ orm }) => {
    await orm.migrator.up({ to: BEFORE });
  });
  const count = async (table: string) =>
    Number((await db.run<{ n: number | string }>(`select count(*) as n from ${table}`))[0]!.n);
  const tablesThere = async () => {
    const rows =
      kind === 'sqlite'
        ? await db.run<{ name: string }>("select name from sqlite_master where type = 'table'")
        : await db.run<{ name: string }>(
            "select table_name as name from information_schema.tables where table_schema = 'public'",
          );
    return TABLES.filter((t) => rows.some((r) => r.name === t));
  };

  async function seed(): Promise<{ tournament: string; decks: [string, string, string] }> {
    const tournament = randomUUID();
    const when = new Date('2024-05-18T08:00:00Z');
    await db.run(
      'insert into tournaments (id, format, name, date, uri, source_key, deck_count, player_count, has_rounds, has_standings, inconsistent, content_hash, imported_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      [tournament, 'modern', 'Open', when, null, `Open|${tournament}`, 3, 3, true, false, false, null, when],
    );
    const decks = [randomUUID(), randomUUID(), randomUUID()] as [string, string, string];
    for (const [i, id] of decks.entries())
      await db.run(
        'insert into tournament_decks (id, tournament_id, position, format, date, player, mainboard, sideboard) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [id, tournament, i, 'modern', when, `p${i}`, '[[4,"Lightning Bolt"]]', '[]'],
      );
    const match =
      'insert into tournament_matches (id, tournament_id, round_index, position, round_name, deck1_id, deck2_id, wins1, wins2, draws) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)';
    await db.run(match, [randomUUID(), tournament, 0, 0, 'Round 1', decks[0], decks[1], 2, 1, 0]);
    await db.run(match, [randomUUID(), tournament, 0, 1, 'Round 1', decks[2], null, 2, 0, 0]);
    return { tournament, decks };
  }

  it('creates the three tables on top of m0021', async () => {
    expect(await tablesThere()).toEqual([]);
    await db.orm.migrator.up();
    expect(await tablesThere()).toEqual(TABLES);
  });

  it('removes a tournament’s decks and matches with it, and a deck’s matches with the deck', async () => {
    await db.orm.migrator.up();
    const { tournament, decks } = await seed();
    await db.run('delete from tournament_decks where id = ?', [decks[1]]);
    expect([await count('tournament_decks'), await count('tournament_matches')]).toEqual([2, 1]);
    await db.run('delete from tournaments where id = ?', [tournament]);
    expect([await count('tournament_decks'), await count('tournament_matches')]).toEqual([0, 0]);
  });

  it('refuses a second tournament under the same source key and a second deck of one player', async () => {
    await db.orm.migrator.up();
    const { tournament } = await seed();
    const key = (await db.run<{ source_key: string }>('select source_key from tournaments'))[0]!.source_key;
    const when = new Date();
    await expect(
      db.run(
        'insert into tournaments (id, format, name, date, uri, source_key, deck_count, player_count, has_rounds, has_standings, inconsistent, imported_at) values (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), 'modern', 'Again', when, null, key, 0, 0, false, false, false, when],
      ),
    ).rejects.toThrow();
    await expect(
      db.run(
        'insert into tournament_decks (id, tournament_id, position, format, date, player, mainboard, sideboard) values (?, ?, ?, ?, ?, ?, ?, ?)',
        [randomUUID(), tournament, 9, 'modern', when, 'p0', '[]', '[]'],
      ),
    ).rejects.toThrow();
  });

  it('goes down dropping only its tables, and up again', async () => {
    await db.orm.migrator.up();
    await seed();
    await db.orm.migrator.down({ to: BEFORE });
    expect(await tablesThere()).toEqual([]);
    expect(await count('users')).toBe(0);
    await db.orm.migrator.up();
    expect(await tablesThere()).toEqual(TABLES);
  });
}
