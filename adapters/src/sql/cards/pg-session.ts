import type { StatementRunner } from '../runner/statement-runner.js';
import type { BulkColumn, RawSession } from './raw-session.js';

/** Joins a column's values into one text parameter; no value can contain it unnoticed (see `joinColumn`). */
const SEPARATOR = '\x1f';

/**
 * pg: a bulk insert is ONE statement whatever the row count, with one parameter per column, which
 * avoids the 65,535-parameter limit and the per-row parse cost of multi-row VALUES. Each column goes
 * as one text of separator-joined values split by `string_to_array` (measured: half the time of pg's
 * array literals, whose per-element escaping in JavaScript cost more than the insert itself); a
 * column holding a null, a non-scalar or the separator goes as a plain array instead.
 */
export class PgSession implements RawSession {
  readonly dialect = 'postgresql' as const;

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
    if (rows.length === 0) return;
    const params: unknown[] = [];
    const sources = columns.map((c, i) => {
      const values = rows.map((row) => row[i]);
      const text = joinColumn(values);
      params.push(text ?? values);
      return text === null ? `$${i + 1}::${c.pgType}[]` : `string_to_array($${i + 1}, E'\\x1f')::${c.pgType}[]`;
    });
    await this.runner.driverRows(
      `INSERT INTO ${table} (${columns.map((c) => `"${c.name}"`).join(',')}) SELECT * FROM unnest(${sources.join(',')}) ON CONFLICT DO NOTHING`,
      params,
    );
  }
}

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
