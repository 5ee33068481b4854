import type { DatabaseSync } from 'node:sqlite';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** node:sqlite's `errcode` for "database or disk is full" (its low byte). */
const SQLITE_FULL = 13;

/**
 * Gives a failed write's disk space back. In WAL mode a transaction's pages are appended to the
 * `-wal` file; when the disk fills up mid-way, SQLite rolls the transaction back but the file keeps
 * the space its frames took, and the next write appends after the last commit, so it finds no room
 * either (in the rollback journal the database was truncated back and the journal deleted, which
 * returned the space at once). Once the failed transaction is over, a TRUNCATE checkpoint copies the
 * committed log into the database and cuts the log to nothing. It cannot always run: when the
 * database itself has no room to take the committed log, or another process reads an older
 * snapshot, the log stays as it is and the failure reported is still the write's own.
 */
export function withFullDiskRecovery(db: DatabaseSync, inner: SqliteDatabase, busyTimeoutMs: number): SqliteDatabase {
  let failed = false;
  const settle = () => {
    if (!failed || db.isTransaction) return;
    failed = false;
    checkpoint(db, busyTimeoutMs);
  };
  const watched = <T>(statement: () => T): T => {
    try {
      const result = statement();
      settle();
      return result;
    } catch (error) {
      if (isFull(error)) failed = true;
      settle();
      throw error;
    }
  };
  return {
    prepare(sql: string): SqliteStatement {
      const statement = inner.prepare(sql);
      return {
        reader: statement.reader,
        all: (parameters) => watched(() => statement.all(parameters)),
        run: (parameters) => watched(() => statement.run(parameters)),
        iterate: (parameters) => statement.iterate(parameters),
      };
    },
    close: () => inner.close(),
  };
}

function isFull(error: unknown): boolean {
  const errcode = error instanceof Error ? (error as { errcode?: unknown }).errcode : undefined;
  return typeof errcode === 'number' && (errcode & 0xff) === SQLITE_FULL;
}

/**
 * Without waiting for readers: node:sqlite waits synchronously, and a checkpoint that finds one
 * leaves the log to a later one. A checkpoint that fails (no room in the database) changes nothing.
 */
function checkpoint(db: DatabaseSync, busyTimeoutMs: number): void {
  db.exec('PRAGMA busy_timeout = 0');
  try {
    db.prepare('PRAGMA wal_checkpoint(TRUNCATE)').get();
  } catch (error) {
    if (!isFull(error)) throw error;
  } finally {
    db.exec(`PRAGMA busy_timeout = ${busyTimeoutMs}`);
  }
}
