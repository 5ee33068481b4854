import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOrm, MikroOrmCardDataStore, migrate, type Orm } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import { aCard, aSet } from '../card-data/card-data-builders.js';
import { holdSqliteWriteLock } from '../../support/sqlite-lock-holder.js';

let dir: string;
let file: string;
let orm: Orm;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'metagame-wal-'));
  file = join(dir, 'app.db');
  orm = await createOrm({ kind: 'sqlite', path: file });
  await migrate(orm);
});
afterEach(async () => {
  await orm.close(true);
  rmSync(dir, { recursive: true, force: true });
});

const keys = async () =>
  ((await orm.em.fork().getConnection().execute('select key from rate_limits order by key')) as { key: string }[]).map(
    (r) => r.key,
  );

it('keeps the file in WAL mode, so reads answer from the last commit while another process writes', async () => {
  expect(await orm.em.fork().getConnection().execute('PRAGMA journal_mode')).toEqual([{ journal_mode: 'wal' }]);
  // In the rollback journal this read waited for the commit (the busy timeout): an import's publish held every reader up.
  const { released } = await holdSqliteWriteLock(file, 1_500, 'EXCLUSIVE');
  const started = Date.now();
  expect(await keys()).toEqual([]);
  expect(Date.now() - started).toBeLessThan(1_000);
  await released;
  expect(await keys()).toEqual(['other-process']);
});

it('empties the write-ahead log once an import has published', async () => {
  const store = inRequestContext(orm, new MikroOrmCardDataStore(orm.sql));
  const { set, cards } = aSet(
    'WAL',
    Array.from({ length: 200 }, (_, i) => aCard(`wal-${i}`, { number: String(i + 1), name: `Card ${i}` })),
  );
  await store.clearStaging();
  await store.stageCatalogue([set], cards);
  await store.publish({
    catalogue: true,
    prices: null,
    versions: [{ file: 'AllPrintings', meta: { version: '5.3.0+20260207', date: '2026-02-07' } }],
  });
  await store.afterPublish();
  expect(statSync(`${file}-wal`).size).toBe(0);
  expect(await orm.em.fork().getConnection().execute('select count(*) as n from card_search_keys')).toEqual([
    { n: 200 },
  ]);
});
