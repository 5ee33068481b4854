import type { Kysely } from 'kysely';
import type { EntityManager, EntitySchema, QueryResult } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import type { Pool } from 'pg';
import { PgSession } from '../cards/pg-session.js';
import type { RawSession } from '../cards/raw-session.js';
import { SqliteSession } from '../cards/sqlite-session.js';
import { bindParameters } from './bind-parameters.js';
import type { Dialect } from './dialect.js';
import { StatementRunner } from './statement-runner.js';

/**
 * The SQL the adapters write by hand, with `?` placeholders and every value bound, on the request's
 * or transaction's connection (MikroORM routes `em` to the right fork). Built once per database by
 * `createOrm`, which decides the dialect from DATABASE_URL.
 */
export class Sql {
  constructor(
    readonly em: EntityManager,
    readonly dialect: Dialect,
    private readonly pgPool: () => Pool | undefined = () => undefined,
  ) {}

  all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, [...params], 'all', this.em.getTransactionContext());
  }

  async one<T>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  /** Runs a write; returns the number of rows it changed. */
  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    const result = await this.em
      .getConnection()
      .execute<QueryResult>(sql, [...params], 'run', this.em.getTransactionContext());
    return result.affectedRows;
  }

  /**
   * Rows of `schema`'s table selected by hand-written SQL (`select *`, or every mapped column),
   * mapped to the schema's properties by MikroORM's own result mapper: the EntitySchema stays the
   * one place that says how a row reads (booleans are 0/1 and dates epoch ms on SQLite).
   */
  async entities<T extends object>(
    schema: EntitySchema<T>,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<T[]> {
    const meta = this.em.getMetadata().get(schema);
    const driver = this.em.getDriver();
    return (await this.all<Record<string, unknown>>(sql, params)).map(
      (row) => driver.mapResult(row as never, meta) as T,
    );
  }

  async entity<T extends object>(
    schema: EntitySchema<T>,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<T | undefined> {
    return (await this.entities(schema, sql, params))[0];
  }

  /** count(*) comes back as a number on SQLite and as a string (bigint) on PostgreSQL. */
  async count(sql: string, params: readonly unknown[] = []): Promise<number> {
    return Number((await this.one<{ n: number | string }>(sql, params))?.n ?? 0);
  }

  /**
   * One row by a statement prepared once per connection, for the lookups every authenticated
   * request makes: a named statement on PostgreSQL (parsed once per pooled connection), the dialect's
   * statement cache on SQLite. Inside a transaction it runs on the transaction's connection.
   */
  async lookup<T extends object>(
    schema: EntitySchema<T>,
    name: string,
    sql: string,
    params: readonly unknown[],
  ): Promise<T | undefined> {
    const row = await this.lookupRow(name, sql, params);
    return row === undefined ? undefined : this.mapRow(schema, row);
  }

  /** `lookup`'s raw row, for a join whose columns the caller maps itself (part with `mapRow`). */
  async lookupRow(name: string, sql: string, params: readonly unknown[]): Promise<Record<string, unknown> | undefined> {
    const pool = this.pgPool();
    if (this.em.getTransactionContext() || !pool) return this.one<Record<string, unknown>>(sql, params);
    const bound = bindParameters(sql, params, this.dialect, this.em.getPlatform());
    return (await pool.query<Record<string, unknown>>({ name, text: bound.sql, values: bound.values })).rows[0];
  }

  /** One raw row read as `schema`'s properties, by MikroORM's own result mapper. */
  mapRow<T extends object>(schema: EntitySchema<T>, row: Record<string, unknown>): T {
    return this.em.getDriver().mapResult(row as never, this.em.getMetadata().get(schema)) as T;
  }

  /**
   * Runs `work` on one connection of the ORM's pool, inside one transaction when `transactional` is
   * true, or 'sqlite' (only there: one PostgreSQL statement is atomic by itself, and a BEGIN/COMMIT
   * pair costs two round trips).
   */
  async session<T>(transactional: boolean | 'sqlite', work: (session: RawSession) => Promise<T>): Promise<T> {
    const connection = this.em.getConnection() as AbstractSqlConnection;
    await connection.ensureConnection();
    const client = connection.getClient() as Kysely<unknown>;
    const open = (executor: Kysely<unknown>): RawSession => {
      const runner = new StatementRunner(executor, this.dialect, this.em.getPlatform());
      return this.dialect === 'postgresql' ? new PgSession(runner) : new SqliteSession(runner);
    };
    return client.connection().execute(async (db) => {
      if (!transactional || (transactional === 'sqlite' && this.dialect === 'postgresql')) return work(open(db));
      return db.transaction().execute((trx) => work(open(trx)));
    });
  }
}
