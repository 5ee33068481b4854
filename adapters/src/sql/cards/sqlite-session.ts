import type { StatementRunner } from '../runner/statement-runner.js';
import type { BulkColumn, RawSession } from './raw-session.js';

/** Rows per multi-row statement (one prepared statement per table, cached); the tail goes row by row. */
const ROWS_PER_STATEMENT = 500;

/** SQLite: a batch is a few multi-row statements on the one connection. */
export class SqliteSession implements RawSession {
  readonly dialect = 'sqlite' as const;

  constructor(private readonly runner: StatementRunner) {}

  async exec(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.runner.rows(sql, params);
  }

  query<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.runner.rows<T>(sql, params);
  }

  async insertRows(
    table: string,
    columns: readonly BulkColumn[],
    rows: readonly (readonly unknown[])[],
  ): Promise<void> {
    const tuple = `(${columns.map(() => '?').join(',')})`;
    const head = `INSERT OR IGNORE INTO ${table} (${columns.map((c) => c.name).join(',')}) VALUES `;
    const many = head + Array(ROWS_PER_STATEMENT).fill(tuple).join(',');
    const one = head + tuple;
    let start = 0;
    // Values are already SQLite's (no bind-time rewriting of a 4,000-placeholder text per batch).
    for (; start + ROWS_PER_STATEMENT <= rows.length; start += ROWS_PER_STATEMENT) {
      const params: unknown[] = [];
      for (let r = start; r < start + ROWS_PER_STATEMENT; r++)
        for (const value of rows[r]!) params.push(toSqlite(value));
      await this.runner.driverRows(many, params);
    }
    for (; start < rows.length; start++) await this.runner.driverRows(one, rows[start]!.map(toSqlite));
  }
}

const toSqlite = (value: unknown): unknown =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value === undefined ? null : value;
