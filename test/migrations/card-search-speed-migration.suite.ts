import { expect, it } from 'vitest';
import { migrate, MikroOrmCardSearchRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'm0014-reset-email-change-totp';
const LOOKUP = 'SELECT uuid FROM card_search WHERE set_code = ? AND lower(number) = ?';

/**
 * m0015-card-search-speed on a database upgraded with a published catalogue: the batch lookup's
 * set and collector number reach one index entry, and on PostgreSQL the planner has statistics.
 */
export function cardSearchSpeedMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: 'm0009-import-lock-holder' });
    await run(
      "INSERT INTO card_sets (code, name, release_date, type, base_set_size, total_set_size, is_online_only, is_foil_only) VALUES ('APC', 'Apocalypse', '2001-06-04', 'expansion', 2, 2, ?, ?)",
      [false, false],
    );
    const printings: [string, string, string][] = [
      ['u-1', '128a', 'Fire'],
      ['u-2', '129', 'Ice'],
    ];
    for (const [uuid, number, name] of printings) {
      const details = {
        faceName: null,
        asciiName: null,
        layout: 'normal',
        side: null,
        rarity: 'uncommon',
        manaCost: null,
        manaValue: 1,
        type: 'Instant',
        types: ['Instant'],
        subtypes: [],
        supertypes: [],
        text: null,
        power: null,
        toughness: null,
        loyalty: null,
        defense: null,
        colors: ['R'],
        colorIdentity: ['R'],
        otherFaceIds: [],
        availability: ['paper'],
        finishes: ['nonfoil'],
        isOnlineOnly: false,
        legalities: {},
        identifiers: {},
      };
      await run(
        'INSERT INTO cards (uuid, set_code, number, number_sort, is_token, name, name_lower, face_name_lower, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [uuid, 'APC', number, number.padStart(10, '0'), false, name, name.toLowerCase(), null, JSON.stringify(details)],
      );
    }
    await orm.migrator.up({ to: BEFORE });
  });

  /**
   * Which index serves the batch lookup's set-and-number query: SQLite's plan names it; with two rows
   * PostgreSQL's pick among usable indexes is arbitrary, so there it is the index definition on the set.
   */
  const lookupPlan = async (): Promise<string> => {
    if (kind === 'sqlite')
      return (await db.run<{ detail: string }>(`EXPLAIN QUERY PLAN ${LOOKUP}`, ['APC', '128a']))
        .map((r) => r.detail)
        .join('\n');
    const indexes = await db.run<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'card_search' AND indexdef LIKE '%(set_code%' ORDER BY indexname",
    );
    return indexes.map((r) => r.indexdef).join('\n');
  };

  it('serves a set-and-number lookup from one index entry and keeps the answers', async () => {
    expect(await lookupPlan()).toContain('card_search_set_number_idx');
    expect(await migrate(db.orm)).toContain('m0015-card-search-speed');
    expect(await lookupPlan()).toMatch(/card_search_set_lower_number_idx.*(lower|<expr>)/);
    expect(await lookupPlan()).not.toContain('card_search_set_number_idx');
    const found = await inRequestContext(db.orm, new MikroOrmCardSearchRepo(db.orm.sql)).lookup([
      { kind: 'setNumber', set: 'apc', number: '128A' },
      { kind: 'setNumber', set: 'APC', number: '129' },
      { kind: 'setNumber', set: 'APC', number: '130' },
    ]);
    expect(found.map((c) => c?.uuid ?? null)).toEqual(['u-1', 'u-2', null]);
  });

  // Planner statistics are PostgreSQL's (SQLite plans without them): registered for PostgreSQL only, never skipped.
  if (kind === 'postgres') {
    it('leaves PostgreSQL with statistics on the search tables', async () => {
      await migrate(db.orm);
      const rows = await db.run<{ relname: string; reltuples: number }>(
        "SELECT relname, reltuples FROM pg_class WHERE relname IN ('cards', 'card_search') ORDER BY relname",
      );
      expect(rows.map((r) => [r.relname, Number(r.reltuples)])).toEqual([
        ['card_search', 2],
        ['cards', 2],
      ]);
    });
  }

  it('goes down and up again', async () => {
    await migrate(db.orm);
    await db.orm.migrator.down({ to: BEFORE });
    expect(await lookupPlan()).toContain('card_search_set_number_idx');
    expect(await lookupPlan()).not.toContain('card_search_set_lower_number_idx');
    await migrate(db.orm);
    expect(await lookupPlan()).toContain('card_search_set_lower_number_idx');
  });
}
