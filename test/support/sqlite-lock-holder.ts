import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Another process opens the SQLite `file`, begins a transaction (`IMMEDIATE`: the write lock;
 * `EXCLUSIVE`: in the rollback journal readers too are shut out), writes a `rate_limits` row keyed
 * `other-process`, says so, and commits after `ms`. Resolves once it holds the lock, with a promise
 * of its exit.
 */
export function holdSqliteWriteLock(
  file: string,
  ms: number,
  begin: 'IMMEDIATE' | 'EXCLUSIVE' = 'IMMEDIATE',
): Promise<{ readonly released: Promise<void> }> {
  const script = `const { DatabaseSync } = require('node:sqlite'); const db = new DatabaseSync(${JSON.stringify(file)});
    db.exec('BEGIN ${begin}'); db.exec("insert into rate_limits (key, window_start, hits) values ('other-process', 1, 1)"); console.log('locked'); setTimeout(() => { db.exec('COMMIT'); db.close(); }, ${ms});`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  const done = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Wrapped: resolving with the bare promise would wait for the child to exit.
  return new Promise((resolve) =>
    createInterface({ input: child.stdout }).once('line', () => resolve({ released: done })),
  );
}
