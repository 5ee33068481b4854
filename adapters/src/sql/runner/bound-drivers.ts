import { CompiledQuery, type Kysely } from 'kysely';
import {
  isRaw,
  raw,
  type AnyEntity,
  type Configuration,
  type Dictionary,
  type EntityData,
  type LoggingOptions,
  type QueryResult,
  type RawQueryFragment,
  type Transaction,
} from '@mikro-orm/core';
import { AbstractSqlDriver, BaseSqliteConnection, NativeQueryBuilder, SqlitePlatform } from '@mikro-orm/sql';
import { PostgreSqlConnection, PostgreSqlPlatform } from '@mikro-orm/postgresql';
import { bindParameters } from './bind-parameters.js';
import type { Dialect } from './dialect.js';

type Query = string | NativeQueryBuilder | RawQueryFragment;
type Method = 'all' | 'get' | 'run';

/** What the overrides below reach of MikroORM's connection (protected members, typed here once). */
interface ConnectionInternals {
  config: Configuration;
  platform: SqlitePlatform | PostgreSqlPlatform;
  ensureConnection(): Promise<void>;
  getClient(): Kysely<unknown>;
  executeQuery<T>(query: string, cb: () => Promise<T>, context?: Dictionary): Promise<T>;
  transformRawResult<T>(res: unknown, method?: Method): T;
}

/**
 * MikroORM 7 writes every value into the SQL text (`Platform.formatQuery`) before Kysely runs it:
 * a NUL byte in a login name ended the SQLite statement early, and no two statements' texts were
 * alike, so nothing could be prepared once. Every statement the ORM (and our adapters) send goes
 * through here instead: the same placeholders, with the values bound by the driver.
 */
async function executeBound<T>(
  connection: ConnectionInternals,
  dialect: Dialect,
  query: Query,
  params: readonly unknown[] | Dictionary<unknown>,
  method: Method,
  ctx: Transaction | undefined,
  loggerContext: LoggingOptions | undefined,
): Promise<T> {
  await connection.ensureConnection();
  let text: string | RawQueryFragment = query instanceof NativeQueryBuilder ? query.toRaw() : query;
  let values: readonly unknown[] = Array.isArray(params) ? params : [];
  // Plain-object params are named parameters, which MikroORM's raw() turns into positional ones.
  if (typeof text === 'string' && !Array.isArray(params)) text = raw(text, params as Dictionary);
  if (isRaw(text)) {
    values = text.params;
    text = text.sql;
  }
  const sql = connection.config.get('onQuery')(text, values);
  const bound = bindParameters(sql, values, dialect, connection.platform);
  const executor = (ctx as Kysely<unknown> | undefined) ?? connection.getClient();
  return connection.executeQuery(
    sql,
    async () =>
      connection.transformRawResult<T>(await executor.executeQuery(CompiledQuery.raw(bound.sql, bound.values)), method),
    { query: sql, params: values, ...loggerContext },
  );
}

type Row = QueryResult | EntityData<AnyEntity> | EntityData<AnyEntity>[];

export class BoundSqliteConnection extends BaseSqliteConnection {
  override execute<T extends Row = EntityData<AnyEntity>[]>(
    query: Query,
    params: readonly unknown[] | Dictionary<unknown> = [],
    method: Method = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    return executeBound(this as unknown as ConnectionInternals, 'sqlite', query, params, method, ctx, loggerContext);
  }
}

export class BoundPostgreSqlConnection extends PostgreSqlConnection {
  override execute<T extends Row = EntityData<AnyEntity>[]>(
    query: Query,
    params: readonly unknown[] | Dictionary<unknown> = [],
    method: Method = 'all',
    ctx?: Transaction,
    loggerContext?: LoggingOptions,
  ): Promise<T> {
    return executeBound(
      this as unknown as ConnectionInternals,
      'postgresql',
      query,
      params,
      method,
      ctx,
      loggerContext,
    );
  }
}

/** MikroORM's generic SQLite driver with bound values; the Kysely dialect comes in `driverOptions`. */
export class BoundSqliteDriver extends AbstractSqlDriver<BoundSqliteConnection> {
  constructor(config: Configuration) {
    super(config, new SqlitePlatform(), BoundSqliteConnection, ['kysely']);
  }
}

/** MikroORM's PostgreSQL driver with bound values. */
export class BoundPostgreSqlDriver extends AbstractSqlDriver<BoundPostgreSqlConnection> {
  constructor(config: Configuration) {
    super(config, new PostgreSqlPlatform(), BoundPostgreSqlConnection, ['kysely', 'pg']);
  }
}
