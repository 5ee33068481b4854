import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MikroOrmCardDataStore, MikroOrmUnitOfWork } from '@metagame/adapters';
import { openTestOrm, type TestOrm } from '../../support/test-orm.js';
import { aCard, aSet } from '../card-data/card-data-builders.js';

/**
 * SQLite rolls a transaction back by itself when the database is full (SQLITE_FULL). The ROLLBACK
 * the adapter would issue after that fails ("cannot rollback - no transaction is active"), and that
 * error used to replace the one saying why the work failed. The database is made full the way
 * SQLite allows it per connection: no free pages (VACUUM) and `max_page_count` at the current size.
 */
describe('a full SQLite database [sqlite]', () => {
  let db: TestOrm;
  const pragma = (sql: string) => db.orm.em.fork().getConnection().execute<Record<string, number>[]>(sql);
  const fill = async () => {
    await pragma('VACUUM');
    const [{ page_count } = { page_count: 0 }] = await pragma('PRAGMA page_count');
    await pragma(`PRAGMA max_page_count = ${page_count}`);
  };
  const { set, cards } = aSet(
    'FUL',
    Array.from({ length: 2_000 }, (_, i) =>
      aCard(`full-${i}`, { number: String(i), name: `Card ${i} ${'x'.repeat(100)}` }),
    ),
  );

  beforeAll(async () => {
    db = await openTestOrm('sqlite');
    await fill();
  });
  afterAll(async () => db?.close());

  it("fails a bulk session with the database's own reason, not a failed rollback", async () => {
    const store = db.inContext(new MikroOrmCardDataStore(db.orm.sql));
    await expect(store.stageCatalogue([set], cards)).rejects.toThrow(/database or disk is full/);
  });

  it("fails a unit of work with the database's own reason", async () => {
    const uow = new MikroOrmUnitOfWork(db.orm.sql);
    const work = RequestContext.create(db.orm.em, () =>
      uow.run(() =>
        db.orm.sql.run('INSERT INTO card_data_versions (file, version, date) VALUES (?, ?, ?)', [
          'AllPrintings',
          'v'.repeat(200_000),
          '2026-01-01',
        ]),
      ),
    );
    await expect(work).rejects.toThrow(/database or disk is full/);
  });

  it('keeps the connection usable: the same work succeeds once the database has room', async () => {
    await pragma('PRAGMA max_page_count = 1073741823');
    const store = db.inContext(new MikroOrmCardDataStore(db.orm.sql));
    await expect(store.stageCatalogue([set], cards)).resolves.toBe(2_001);
  });
});
