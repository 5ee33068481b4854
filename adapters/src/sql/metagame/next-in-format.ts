import { isUniqueViolation } from '../unique-violation.js';
import type { Sql } from '../runner/sql.js';

/** Attempts before a burst of simultaneous inserts for one format is given up (each loser retries with the next number). */
const ATTEMPTS = 5;

/**
 * Inserts a row numbered one past the format's highest `seq`, computed in the insert itself; the
 * unique (format, seq) index turns a simultaneous insert into a retry rather than two rows sharing
 * a number. `columns` and `values` exclude `seq`, which comes first.
 */
export async function insertNextInFormat(
  sql: Sql,
  table: string,
  format: string,
  columns: readonly string[],
  values: readonly unknown[],
): Promise<void> {
  const statement =
    `insert into ${table} (seq, ${columns.join(', ')}) ` +
    `select coalesce(max(seq), 0) + 1, ${columns.map(() => '?').join(', ')} from ${table} where format = ?`;
  for (let attempt = 1; ; attempt++) {
    try {
      await sql.run(statement, [...values, format]);
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= ATTEMPTS) throw error;
    }
  }
}
