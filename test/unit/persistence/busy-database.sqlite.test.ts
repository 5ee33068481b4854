import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOrm, DatabaseHealth, migrate, type Orm } from '@metagame/adapters';
import { holdSqliteWriteLock } from '../../support/sqlite-lock-holder.js';

let dir: string;
let orm: Orm;
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'metagame-busy-'));
  orm = await createOrm({ kind: 'sqlite', path: join(dir, 'app.db') });
  await migrate(orm);
});
afterEach(async () => {
  await orm.close(true);
  rmSync(dir, { recursive: true, force: true });
});

it('waits for another process to release the write lock instead of failing with "database is locked"', async () => {
  const { released } = await holdSqliteWriteLock(join(dir, 'app.db'), 400);
  const started = Date.now();
  await orm.em
    .fork()
    .getConnection()
    .execute('insert into rate_limits (key, window_start, hits) values (?, ?, ?)', ['busy-test', 1, 1], 'run');
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  await released;
  const rows: { key: string }[] = await orm.em
    .fork()
    .getConnection()
    .execute('select key from rate_limits order by key');
  expect(rows.map((row) => row.key)).toEqual(['busy-test', 'other-process']);
});

it('answers the health probe at once while another process holds the write lock (no busy wait on the event loop)', async () => {
  const { released } = await holdSqliteWriteLock(join(dir, 'app.db'), 1_500);
  const started = Date.now();
  expect(await new DatabaseHealth(orm).check()).toEqual({ answers: true, acceptsWrites: true });
  expect(Date.now() - started).toBeLessThan(500);
  await released;
});
