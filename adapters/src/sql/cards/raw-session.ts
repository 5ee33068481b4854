import type { Dialect } from '../runner/dialect.js';

/** A column of a bulk insert; `pgType` is the array element type PostgreSQL's `unnest` needs. */
export interface BulkColumn {
  readonly name: string;
  readonly pgType: 'text' | 'int' | 'bigint' | 'bool' | 'float8';
}

/**
 * One checked-out connection for bulk work the ORM would do row by row. SQL is written with `?`
 * placeholders and every value is bound.
 */
export interface RawSession {
  readonly dialect: Dialect;
  exec(sql: string, params?: readonly unknown[]): Promise<void>;
  query<T>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /**
   * Multi-row inserts (SQLite) or one `INSERT … SELECT FROM unnest(…)` (PostgreSQL). Rows whose key
   * is already there are skipped (upstream lists a token under both its set and its token set).
   */
  insertRows(table: string, columns: readonly BulkColumn[], rows: readonly (readonly unknown[])[]): Promise<void>;
}
