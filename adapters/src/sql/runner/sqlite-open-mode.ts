import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { pathToFileURL } from 'node:url';

/** node:sqlite's `errcode` for "unable to open database file" (its low byte). */
const SQLITE_CANTOPEN = 14;

/**
 * Opens the database at `path` (a file path, `:memory:` or a `file:` URI), read-write when it can be
 * written and read-only otherwise. A database in WAL mode is read through its `-shm` index, which a
 * reader creates when it is missing: on a read-only filesystem or in a directory the process cannot
 * write, a WAL file whose `-shm` is gone (its last writer closed cleanly) cannot be read at all
 * ("unable to open database file"), even with `?mode=ro`. Such a file is then opened as immutable
 * (read-only, no lock, no log), which SQLite allows for exactly this case; see
 * https://www.sqlite.org/wal.html#read_only_databases. Only when its `-wal` is empty or gone: a log
 * holding commits an immutable open would not read means another process crashed mid-write, and the
 * open fails as before rather than serve data older than the last commit.
 */
export function openSqlite(path: string, busyTimeoutMs: number): DatabaseSync {
  const db = new DatabaseSync(path, { timeout: busyTimeoutMs });
  try {
    // The first read opens the write-ahead log and its index; opening the file alone does not.
    db.prepare('PRAGMA schema_version').get();
    return db;
  } catch (error) {
    const file = databaseFile(path);
    if (file === null || !cannotOpen(error) || logSize(file) > 0) {
      db.close();
      throw error;
    }
    db.close();
    return new DatabaseSync(immutable(path, file), { timeout: busyTimeoutMs });
  }
}

function cannotOpen(error: unknown): boolean {
  const errcode = error instanceof Error ? (error as { errcode?: unknown }).errcode : undefined;
  return typeof errcode === 'number' && (errcode & 0xff) === SQLITE_CANTOPEN;
}

/** The database file a path or `file:` URI names; null for an in-memory database. */
function databaseFile(path: string): string | null {
  if (path === ':memory:' || path === '') return null;
  if (!path.startsWith('file:')) return resolve(path);
  const query = path.indexOf('?');
  const name = path.slice('file:'.length, query < 0 ? undefined : query).replace(/^\/\/[^/]*/, '');
  const mode = new URLSearchParams(query < 0 ? '' : path.slice(query + 1)).get('mode');
  return name === ':memory:' || mode === 'memory' ? null : resolve(decodeURIComponent(name));
}

function logSize(file: string): number {
  try {
    return statSync(`${file}-wal`).size;
  } catch {
    return 0;
  }
}

/** The same database as a URI with `immutable=1` (which implies read-only), keeping the caller's other parameters. */
function immutable(path: string, file: string): string {
  if (!path.startsWith('file:')) return `${pathToFileURL(file).href}?immutable=1`;
  return `${path}${path.includes('?') ? '&' : '?'}immutable=1`;
}
