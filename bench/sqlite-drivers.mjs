// Why better-sqlite3 (issue 2): single-row INSERTs inside one transaction, and single-row SELECTs by
// primary key, with the `sqlite3` package (async, a thread hop per statement; what @mikro-orm/sqlite
// uses) and better-sqlite3 (synchronous, in-process; @mikro-orm/better-sqlite). `sqlite3` is not a
// dependency of the project (its native build takes minutes); this module reports "skipped" unless
// it can be resolved, e.g. `npm i --no-save sqlite3` or SQLITE_DRIVERS_DIR=<dir with both installed>.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const title = 'SQLite driver choice: sqlite3 vs better-sqlite3';
const ROWS = 50_000;

function load(name) {
  const base = process.env.SQLITE_DRIVERS_DIR ? join(process.env.SQLITE_DRIVERS_DIR, 'package.json') : import.meta.url;
  try {
    return createRequire(base)(name);
  } catch {
    return null;
  }
}

async function withSqlite3(sqlite3, file) {
  const db = new sqlite3.Database(file);
  const exec = (sql, params = []) => new Promise((resolve, reject) => db.run(sql, params, (e) => (e ? reject(e) : resolve())));
  const get = (sql, params) => new Promise((resolve, reject) => db.get(sql, params, (e, row) => (e ? reject(e) : resolve(row))));
  await exec('create table t (id integer primary key, name text, n integer)');
  let started = performance.now();
  await exec('begin');
  for (let i = 0; i < ROWS; i += 1) await exec('insert into t (id, name, n) values (?, ?, ?)', [i, `row ${i}`, i]);
  await exec('commit');
  const inserts = ROWS / ((performance.now() - started) / 1000);
  started = performance.now();
  for (let i = 0; i < ROWS; i += 1) await get('select * from t where id = ?', [i]);
  const reads = ROWS / ((performance.now() - started) / 1000);
  await new Promise((r) => db.close(r));
  return { insertsPerSecond: Math.round(inserts), readsPerSecond: Math.round(reads) };
}

function withBetterSqlite3(Database, file) {
  const db = new Database(file);
  db.exec('create table t (id integer primary key, name text, n integer)');
  const insert = db.prepare('insert into t (id, name, n) values (?, ?, ?)');
  let started = performance.now();
  db.exec('begin');
  for (let i = 0; i < ROWS; i += 1) insert.run(i, `row ${i}`, i);
  db.exec('commit');
  const inserts = ROWS / ((performance.now() - started) / 1000);
  const select = db.prepare('select * from t where id = ?');
  started = performance.now();
  for (let i = 0; i < ROWS; i += 1) select.get(i);
  const reads = ROWS / ((performance.now() - started) / 1000);
  db.close();
  return { insertsPerSecond: Math.round(inserts), readsPerSecond: Math.round(reads) };
}

export async function run() {
  const sqlite3 = load('sqlite3');
  const better = load('better-sqlite3');
  if (!sqlite3 || !better) return { figures: { skipped: 'sqlite3 package not installed' }, markdown: 'Skipped: install `sqlite3` (`npm i --no-save sqlite3`) to compare.' };
  const dir = mkdtempSync(join(tmpdir(), 'sqlite-drivers-'));
  try {
    const a = await withSqlite3(sqlite3, join(dir, 'a.db'));
    const b = withBetterSqlite3(better, join(dir, 'b.db'));
    const figures = { rows: ROWS, sqlite3: a, betterSqlite3: b, insertRatio: Math.round((b.insertsPerSecond / a.insertsPerSecond) * 10) / 10, readRatio: Math.round((b.readsPerSecond / a.readsPerSecond) * 10) / 10 };
    const markdown = [
      '| driver | single-row inserts/s (one transaction) | primary-key reads/s |',
      '|---|---|---|',
      `| sqlite3 (@mikro-orm/sqlite) | ${a.insertsPerSecond} | ${a.readsPerSecond} |`,
      `| better-sqlite3 (@mikro-orm/better-sqlite) | ${b.insertsPerSecond} | ${b.readsPerSecond} |`,
      `| ratio | ${figures.insertRatio}× | ${figures.readRatio}× |`,
    ].join('\n');
    return { figures, markdown };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log((await run()).markdown);
