import { expect, it } from 'vitest';
import { MikroOrmCardDataStore, MikroOrmCardReadRepo } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

/** m0008-card-price-days converts published price series into day rows; its down goes back to empty series tables. */
export function priceDaysMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async ({ orm }) => {
    await orm.migrator.up({ to: 'm0007-price-series-new' });
  });

  const insertSeries = async (
    uuid: string,
    provider: string,
    finish: string,
    currency: string,
    points: Record<string, number>,
  ) => {
    const dates = Object.keys(points).sort().reverse();
    await db.orm.em
      .getConnection()
      .execute(
        'INSERT INTO price_series (uuid, platform, provider, list, finish, currency, point_count, earliest_date, latest_date, points) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          uuid,
          'paper',
          provider,
          'retail',
          finish,
          currency,
          dates.length,
          dates.at(-1),
          dates[0],
          JSON.stringify(Object.fromEntries(dates.map((d) => [d, points[d]]))),
        ],
      );
  };

  it('converts every stored series point into day rows the read side serves, with the same totals', async () => {
    await insertSeries('u1', 'tcgplayer', 'normal', 'USD', { '2026-02-06': 1.5, '2026-02-07': 2 });
    await insertSeries('u1', 'odd|name%', 'foil', 'EUR', { '2026-02-07': 3.25 });
    await insertSeries('u2', 'tcgplayer', 'normal', 'USD', { '2026-02-05': 4 });
    await db.orm.migrator.up();
    const read = inRequestContext(db.orm, new MikroOrmCardReadRepo(db.orm.sql));
    expect((await read.priceSeries('u1')).map((s) => [s.provider, s.finish, s.currency, s.points])).toEqual([
      ['odd|name%', 'foil', 'EUR', [{ date: '2026-02-07', price: 3.25 }]],
      [
        'tcgplayer',
        'normal',
        'USD',
        [
          { date: '2026-02-07', price: 2 },
          { date: '2026-02-06', price: 1.5 },
        ],
      ],
    ]);
    expect(await inRequestContext(db.orm, new MikroOrmCardDataStore(db.orm.sql)).counts()).toMatchObject({
      pricePoints: 4,
    });
  });

  it('goes down to empty series tables that the next import fills again, and up again', async () => {
    await insertSeries('u1', 'tcgplayer', 'normal', 'USD', { '2026-02-07': 2 });
    await db.orm.migrator.up();
    await db.orm.migrator.down({ to: 'm0007-price-series-new' });
    const [row] = await db.orm.em
      .getConnection()
      .execute<{ n: number | string }[]>('SELECT COUNT(*) AS n FROM price_series');
    expect(Number(row!.n)).toBe(0);
    await db.orm.migrator.up();
    expect(await inRequestContext(db.orm, new MikroOrmCardDataStore(db.orm.sql)).counts()).toMatchObject({
      pricePoints: 0,
    });
  });
}
