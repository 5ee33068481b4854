import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createOrm, DatabaseHealth, migrate, type Orm } from '@metagame/adapters';

/** Another process writes in a transaction, says so, and holds the write lock for `ms` before committing. */
function holdWriteLock(file: string, ms: number): Promise<{ readonly released: Promise<void> }> {
  const script = `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN IMMEDIATE'); db.exec("insert into rate_limits (key, window_start, hits) values ('other-process', 1, 1)"); console.log('locked'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Wrapped: resolving with the bare promise would wait for the child to exit.
  return new Promise((resolve) => createInterface({ input: child.stdout }).once('line', () => resolve({ released: done })));
}

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
  const { released } = await holdWriteLock(join(dir, 'app.db'), 400);
  const started = Date.now();
  await orm.em.fork().getConnection().execute('insert into rate_limits (key, window_start, hits) values (?, ?, ?)', ['busy-test', 1, 1], 'run');
  expect(Date.now() - started).toBeGreaterThanOrEqual(300);
  await released;
  const rows: { key: string }[] = await orm.em.fork().getConnection().execute('select key from rate_limits order by key');
  expect(rows.map((row) => row.key)).toEqual(['busy-test', 'other-process']);
});

it('answers the health probe at once while another process holds the write lock (no busy wait on the event loop)', async () => {
  const { released } = await holdWriteLock(join(dir, 'app.db'), 1_500);
  const started = Date.now();
  expect(await new DatabaseHealth(orm).check()).toEqual({ answers: true, acceptsWrites: true });
  expect(Date.now() - started).toBeLessThan(500);
  await released;
});
