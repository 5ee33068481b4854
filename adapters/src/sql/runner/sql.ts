import type { Kysely } from 'kysely';
import type { EntityManager, EntitySchema } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import type { Pool } from 'pg';
import { bindParameters } from './bind-parameters.js';
import type { Dialect } from './dialect.js';
import { SqlSession } from './sql-session.js';

/**
 * The one way adapters run SQL: statements with `?` placeholders and every value bound, on the
 * request's or transaction's connection (MikroORM routes `em` to the right fork), read back as plain
 * rows or as an EntitySchema's records. Built once per database by `createOrm`, which decides the
 * dialect from DATABASE_URL.
 */
export class Sql extends SqlSession {
  constructor(
    readonly em: EntityManager,
    dialect: Dialect,
    private readonly pgPool: () => Pool | undefined = () => undefined,
  ) {
    super(
      em.getConnection() as AbstractSqlConnection,
      dialect,
      () => em.getTransactionContext() as Kysely<unknown> | undefined,
    );
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
    return (await this.all<Record<string, unknown>>(sql, params)).map((row) => this.mapRow(schema, row));
  }

  async entity<T extends object>(
    schema: EntitySchema<T>,
    sql: string,
    params: readonly unknown[] = [],
  ): Promise<T | undefined> {
    return (await this.entities(schema, sql, params))[0];
  }

  /**
   * One row by a statement every authenticated request runs, under a `name` of its own: outside a
   * transaction PostgreSQL runs it as a named statement, parsed once per pooled connection; SQLite's
   * connection keeps every statement prepared anyway. Inside a transaction it runs like any other.
   */
  async prepared(name: string, sql: string, params: readonly unknown[]): Promise<Record<string, unknown> | undefined> {
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
   * Runs `work` on one connection of the pool, inside one transaction when `transactional` is true,
   * or 'sqlite' (only there: one PostgreSQL statement is atomic by itself, and a BEGIN/COMMIT pair
   * costs two round trips).
   */
  async session<T>(transactional: boolean | 'sqlite', work: (session: SqlSession) => Promise<T>): Promise<T> {
    await this.connection.ensureConnection();
    const client = this.connection.getClient() as Kysely<unknown>;
    const open = (executor: Kysely<unknown>) => new SqlSession(this.connection, this.dialect, () => executor);
    return client.connection().execute(async (db) => {
      if (!transactional || (transactional === 'sqlite' && this.dialect === 'postgresql')) return work(open(db));
      return db.transaction().execute((trx) => work(open(trx)));
    });
  }
}
