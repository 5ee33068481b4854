import type { EntityManager } from '@mikro-orm/core';

/**
 * Runs a read-only SELECT with `?` parameters on the current request or transaction and returns plain
 * rows. The long tracker lists use it instead of `em.find`: hydrating entities cost ~5x the query
 * itself for a 100-row page (bench/tracker.mjs). Rows come back per dialect: timestamps are epoch-ms
 * numbers on SQLite and Dates on Postgres, booleans 0/1 on SQLite; the mappers normalise both.
 */
export function selectRows<T>(em: EntityManager, sql: string, params: readonly unknown[]): Promise<T[]> {
  return em.getConnection().execute<T[]>(sql, [...params], 'all', em.getTransactionContext());
}

/** count(*) comes back as a number on SQLite and as a string (bigint) on Postgres. */
export async function selectCount(em: EntityManager, sql: string, params: readonly unknown[]): Promise<number> {
  const rows = await selectRows<{ n: number | string }>(em, sql, params);
  return Number(rows[0]?.n ?? 0);
}

export const toDate = (value: Date | number | string): Date => (value instanceof Date ? value : new Date(typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value));
