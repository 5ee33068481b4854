import type { Dialect } from './dialect.js';

/** A column of a bulk insert; `pgType` is the array element type PostgreSQL's `unnest` needs. */
export interface BulkColumn {
  readonly name: string;
  readonly pgType: 'text' | 'int' | 'bigint' | 'bool' | 'float8' | 'timestamptz' | 'uuid';
}

/** Runs a statement already in the driver's placeholder syntax, its values as they are. */
export type DriverStatement = (sql: string, values: readonly unknown[]) => Promise<unknown>;

/**
 * Inserts rows the ORM would insert one by one; rows whose key is already there are skipped
 * (upstream lists a token under both its set and its token set).
 */
export type BulkInsert = (
  run: DriverStatement,
  table: string,
  columns: readonly BulkColumn[],
  rows: readonly (readonly unknown[])[],
) => Promise<void>;

/** Joins a column's values into one text parameter; no value can contain it unnoticed (see `joinColumn`). */
const SEPARATOR = '\x1f';
/** SQLite: rows per multi-row statement (one prepared statement per table, cached); the tail goes row by row. */
const ROWS_PER_STATEMENT = 500;

/**
 * PostgreSQL: ONE statement whatever the row count, with one parameter per column, which avoids the
 * 65,535-parameter limit and the per-row parse cost of multi-row VALUES. Each column goes as one
 * text of separator-joined values split by `string_to_array` (measured: half the time of pg's array
 * literals, whose per-element escaping in JavaScript cost more than the insert itself); a column
 * holding a null, a non-scalar or the separator goes as a plain array instead.
 */
const unnestInsert: BulkInsert = async (run, table, columns, rows) => {
  if (rows.length === 0) return;
  const params: unknown[] = [];
  const sources = columns.map((c, i) => {
    const values = rows.map((row) => row[i]);
    const text = joinColumn(values);
    params.push(text ?? values);
    return text === null ? `$${i + 1}::${c.pgType}[]` : `string_to_array($${i + 1}, E'\\x1f')::${c.pgType}[]`;
  });
  await run(
    `INSERT INTO ${table} (${columns.map((c) => `"${c.name}"`).join(',')}) SELECT * FROM unnest(${sources.join(',')}) ON CONFLICT DO NOTHING`,
    params,
  );
};

/** The values joined by SEPARATOR, or null when splitting would not give them back exactly. */
function joinColumn(values: readonly unknown[]): string | null {
  for (const v of values) if (typeof v !== 'string' && typeof v !== 'number' && typeof v !== 'boolean') return null;
  const text = values.join(SEPARATOR);
  // string_to_array('') is an empty array; a separator inside a value would add an element.
  if (text === '') return null;
  let separators = 0;
  for (let at = text.indexOf(SEPARATOR); at !== -1; at = text.indexOf(SEPARATOR, at + 1)) separators++;
  return separators === values.length - 1 ? text : null;
}

/** SQLite: a batch is a few multi-row statements on the one connection. */
const multiRowInsert: BulkInsert = async (run, table, columns, rows) => {
  const tuple = `(${columns.map(() => '?').join(',')})`;
  const head = `INSERT OR IGNORE INTO ${table} (${columns.map((c) => c.name).join(',')}) VALUES `;
  const many = head + Array(ROWS_PER_STATEMENT).fill(tuple).join(',');
  const one = head + tuple;
  let start = 0;
  // Values are already SQLite's (no bind-time rewriting of a 4,000-placeholder text per batch).
  for (; start + ROWS_PER_STATEMENT <= rows.length; start += ROWS_PER_STATEMENT) {
    const params: unknown[] = [];
    for (let r = start; r < start + ROWS_PER_STATEMENT; r++) for (const value of rows[r]!) params.push(toSqlite(value));
    await run(many, params);
  }
  for (; start < rows.length; start++) await run(one, rows[start]!.map(toSqlite));
};

const toSqlite = (value: unknown): unknown =>
  typeof value === 'boolean' ? (value ? 1 : 0) : value === undefined ? null : value;

/** Each database's bulk insert. */
export const BULK_INSERT: Readonly<Record<Dialect, BulkInsert>> = {
  postgresql: unnestInsert,
  sqlite: multiRowInsert,
};
