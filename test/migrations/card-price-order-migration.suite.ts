import { expect, it } from 'vitest';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'm0015-card-search-speed';
const THIS = 'm0016-card-price-order';

/** m0016-card-price-order: on PostgreSQL `card_latest_prices` gains the (code, price) index price-ordered searches read a page from; SQLite is left as it was. */
export function cardPriceOrderMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: BEFORE });
    await run(
      "INSERT INTO card_latest_prices (uuid, code, date, price) VALUES ('u-1', 1, '2026-02-08', 2.5), ('u-2', 1, '2026-02-08', 0.5), ('u-1', 2, '2026-02-08', 9)",
    );
  });

  /** Up to this migration only (m0018 drops the index again). */
  const migrateUp = async () => (await db.orm.migrator.up({ to: THIS })).map((m) => m.name);

  const indexes = async (): Promise<string> => {
    const rows =
      kind === 'sqlite'
        ? await db.run<{ sql: string }>(
            "SELECT sql FROM sqlite_master WHERE type = 'index' AND tbl_name = 'card_latest_prices' AND sql IS NOT NULL ORDER BY name",
          )
        : await db.run<{ sql: string }>(
            "SELECT indexdef AS sql FROM pg_indexes WHERE tablename = 'card_latest_prices' ORDER BY indexname",
          );
    return rows.map((r) => r.sql).join('\n');
  };

  it('indexes the latest prices by series and price, keeping the rows', async () => {
    expect(await indexes()).not.toContain('card_latest_prices_code_price_idx');
    expect(await migrateUp()).toContain(THIS);
    if (kind === 'postgres') expect(await indexes()).toMatch(/card_latest_prices_code_price_idx.*\(code, price\)/);
    else expect(await indexes()).not.toContain('card_latest_prices_code_price_idx');
    const cheapest = await db.run<{ uuid: string }>(
      'SELECT uuid FROM card_latest_prices WHERE code = 1 ORDER BY price LIMIT 1',
    );
    expect(cheapest.map((r) => r.uuid)).toEqual(['u-2']);
  });

  it('goes down and up again', async () => {
    await migrateUp();
    await db.orm.migrator.down({ to: BEFORE });
    expect(await indexes()).not.toContain('card_latest_prices_code_price_idx');
    expect(await migrateUp()).toContain(THIS);
    if (kind === 'postgres') expect(await indexes()).toContain('card_latest_prices_code_price_idx');
  });
}
