import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';
import { withFullDiskRecovery } from './full-disk-recovery.js';
import { openSqlite } from './sqlite-open-mode.js';

/** Distinct statements kept prepared: every statement is bound, so the ORM's and ours are few. */
const CACHED_STATEMENTS = 500;
/**
 * How long a statement waits for another process's lock (the CLI's import beside `serve`, the import
 * lease's heartbeat) before SQLITE_BUSY: better-sqlite3's default, which node:sqlite does not share
 * (its default is 0, so a write next to another process's write failed at once).
 */
export const BUSY_TIMEOUT_MS = 5_000;
/** What the write-ahead log is cut back to after a checkpoint (see `writeAheadLog`). */
const WAL_SIZE_LIMIT_BYTES = 64 * 2 ** 20;
/** `rollback` (Kysely's and MikroORM's) and `rollback to <savepoint>`. */
const ROLLBACK = /^\s*rollback\b/i;

/**
 * Kysely's SQLite dialect on `node:sqlite` (built into Node 24: no native module to compile),
 * keeping each statement prepared once per connection. Preparing costs about as much as running a
 * primary-key lookup, and with every value bound a statement's text repeats across requests.
 * (MikroORM's own `NodeSqliteDialect` prepares every call.)
 *
 * A rollback runs only while a transaction is open. On SQLITE_FULL, SQLITE_IOERR, SQLITE_NOMEM or
 * SQLITE_BUSY SQLite may already have rolled the whole transaction back by itself; the ROLLBACK
 * Kysely or MikroORM then sends would fail ("cannot rollback - no transaction is active") and that
 * error would replace the one saying why the work failed ("database or disk is full").
 */
export function nodeSqliteDialect(path: string): SqliteDialect {
  return new SqliteDialect({
    database: async () => {
      const db = openSqlite(path, BUSY_TIMEOUT_MS);
      writeAheadLog(db);
      return withFullDiskRecovery(db, cachingDatabase(db), BUSY_TIMEOUT_MS);
    },
  });
}

/**
 * Readers go on while another connection writes: in SQLite's default rollback journal an import's
 * publish held every reader up to the busy timeout (searches waited up to 3.1 s during a daily import
 * of 100,000 printings, and a longer publish would have failed them with "database is locked").
 * In WAL mode a reader reads the last commit. The mode is stored in the file; an in-memory database
 * keeps its own, and a database opened read-only keeps the one it has.
 */
function writeAheadLog(db: DatabaseSync): void {
  try {
    db.exec('PRAGMA journal_mode = WAL');
    // The log grows with a publish (166 MB for a daily import) and is reused, not shrunk, after a
    // checkpoint copied it into the database: cut it back to this much then.
    db.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
  } catch {
    // Read-only (`?mode=ro`, a read-only filesystem, an immutable open: see sqlite-open-mode.ts): it
    // cannot change its mode, and needs none to be read.
  }
}

function cachingDatabase(db: DatabaseSync): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql: string): SqliteStatement {
      if (ROLLBACK.test(sql)) return rollbackStatement(db, sql);
      let statement = statements.get(sql);
      if (!statement) {
        if (statements.size >= CACHED_STATEMENTS) statements.delete(statements.keys().next().value!);
        statement = kyselyStatement(db.prepare(sql));
        statements.set(sql, statement);
      }
      return statement;
    },
    close: () => db.close(),
  };
}

function rollbackStatement(db: DatabaseSync, sql: string): SqliteStatement {
  const skipped = { changes: 0, lastInsertRowid: 0 };
  return {
    reader: false,
    all: () => [],
    run: () => (db.isTransaction ? db.prepare(sql).run() : skipped),
    iterate: () => [][Symbol.iterator](),
  };
}

function kyselyStatement(statement: StatementSync): SqliteStatement {
  return {
    // A statement that yields columns is read with all(); the rest report their changes.
    reader: statement.columns().length > 0,
    all: (parameters) => statement.all(...(parameters as SqlValue[])),
    run: (parameters) => statement.run(...(parameters as SqlValue[])),
    iterate: (parameters) => statement.iterate(...(parameters as SqlValue[])),
  };
}

type SqlValue = null | number | bigint | string | NodeJS.ArrayBufferView;
