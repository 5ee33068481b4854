import type { EntityManager } from '@mikro-orm/core';
import { numberedPlaceholders } from './numbered-placeholders.js';
import { withPooledConnection } from './pooled-connection.js';

interface SqliteStatement {
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}
interface SqliteConnection {
  prepare(sql: string): SqliteStatement;
}
interface PgConnection {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** Prepared SQLite statements per pooled connection (a connection that is replaced takes its cache with it). */
const sqliteStatements = new WeakMap<object, Map<string, SqliteStatement>>();

/**
 * One row by a statement prepared once per pooled connection, for the lookups every authenticated
 * request makes (and the few other hot reads). Going through MikroORM's `execute` costs a knex
 * query build and, on better-sqlite3, a `prepare` per call: together about as much as the rest of
 * the request (bench/identity.mjs). The connection still comes from MikroORM's own pool (`withPooledConnection`).
 * Inside a transaction the statement must run on the transaction's connection, so it goes through
 * MikroORM there.
 */
export async function preparedQueryOne<T>(em: EntityManager, name: string, sql: string, params: readonly unknown[]): Promise<T | undefined> {
  return (await preparedQuery<T>(em, name, sql, params, 'get'))[0];
}

/** Every row, the same way (a card's price history: ~90 day rows per GET /cards/{uuid}/prices). */
export function preparedQueryAll<T>(em: EntityManager, name: string, sql: string, params: readonly unknown[]): Promise<T[]> {
  return preparedQuery<T>(em, name, sql, params, 'all');
}

async function preparedQuery<T>(em: EntityManager, name: string, sql: string, params: readonly unknown[], method: 'get' | 'all'): Promise<T[]> {
  const transaction = em.getTransactionContext();
  if (transaction) {
    const result = await em.getConnection().execute<T | T[] | undefined>(sql, [...params], method, transaction);
    return method === 'all' ? (result as T[]) : result === undefined ? [] : [result as T];
  }
  return withPooledConnection(em, async (connection) => {
    if (isSqlite(connection)) {
      const statement = statementFor(connection, sql);
      if (method === 'all') return statement.all(...params) as T[];
      const row = statement.get(...params) as T | undefined;
      return row === undefined ? [] : [row];
    }
    const { rows } = await (connection as PgConnection).query({ name, text: numberedPlaceholders(sql), values: [...params] });
    return rows as T[];
  });
}

const isSqlite = (connection: unknown): connection is SqliteConnection =>
  typeof (connection as { prepare?: unknown }).prepare === 'function' && typeof (connection as { query?: unknown }).query !== 'function';

function statementFor(connection: SqliteConnection, sql: string): SqliteStatement {
  let cache = sqliteStatements.get(connection);
  if (!cache) sqliteStatements.set(connection, (cache = new Map()));
  let statement = cache.get(sql);
  if (!statement) cache.set(sql, (statement = connection.prepare(sql)));
  return statement;
}
