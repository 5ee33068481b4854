import type { BulkColumn, RawSession } from './raw-session.js';

interface Statement {
  run(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
interface SqliteDatabase {
  prepare(sql: string): Statement;
  exec(sql: string): void;
}

/** Rows per multi-row statement: one cached prepared statement per table; the tail goes row by row. */
const ROWS_PER_STATEMENT = 500;

/** better-sqlite3 is synchronous: a batch is a few prepared multi-row statements on one connection. */
export class SqliteSession implements RawSession {
  readonly dialect = 'sqlite' as const;
  private readonly statements = new Map<string, Statement>();

  constructor(private readonly db: SqliteDatabase) {}

  async exec(sql: string, params: readonly unknown[] = []): Promise<void> {
    if (params.length === 0) this.db.exec(sql);
    else this.prepare(sql).run(...params.map(toSqlite));
  }

  async query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.prepare(sql).all(...params.map(toSqlite)) as T[];
  }

  async insertRows(table: string, columns: readonly BulkColumn[], rows: readonly (readonly unknown[])[]): Promise<void> {
    const tuple = `(${columns.map(() => '?').join(',')})`;
    const head = `INSERT OR IGNORE INTO ${table} (${columns.map((c) => c.name).join(',')}) VALUES `;
    const many = this.prepare(head + Array(ROWS_PER_STATEMENT).fill(tuple).join(','));
    const one = this.prepare(head + tuple);
    let start = 0;
    for (; start + ROWS_PER_STATEMENT <= rows.length; start += ROWS_PER_STATEMENT) {
      const params: unknown[] = [];
      for (let r = start; r < start + ROWS_PER_STATEMENT; r++) for (const value of rows[r]!) params.push(toSqlite(value));
      many.run(...params);
    }
    for (; start < rows.length; start++) one.run(...rows[start]!.map(toSqlite));
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }
}

const toSqlite = (value: unknown): unknown => (typeof value === 'boolean' ? (value ? 1 : 0) : value);
