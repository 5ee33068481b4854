import { CompiledQuery, type Kysely } from 'kysely';
import type { QueryResult, Transaction } from '@mikro-orm/core';
import type { AbstractSqlConnection } from '@mikro-orm/sql';
import { BULK_INSERT, type BulkColumn, type BulkInsert, type DriverStatement } from './bulk-insert.js';
import type { Dialect } from './dialect.js';

/**
 * Where statements run: SQL written with `?` placeholders, every value bound (see `bindParameters`),
 * through MikroORM's connection, on `context()` (a transaction, or one checked-out connection) or,
 * when that is undefined, on any connection of the pool. `Sql` is the session of the request or
 * transaction in progress; `Sql.session` hands out one pinned to a connection for bulk work.
 */
export class SqlSession {
  private readonly bulkInsert: BulkInsert;

  constructor(
    protected readonly connection: AbstractSqlConnection,
    readonly dialect: Dialect,
    private readonly context: () => Kysely<unknown> | undefined,
  ) {
    this.bulkInsert = BULK_INSERT[dialect];
  }

  all<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.connection.execute<T[]>(sql, [...params], 'all', this.context() as Transaction | undefined);
  }

  async one<T>(sql: string, params: readonly unknown[] = []): Promise<T | undefined> {
    return (await this.all<T>(sql, params))[0];
  }

  /** Runs a write; returns the number of rows it changed. */
  async run(sql: string, params: readonly unknown[] = []): Promise<number> {
    const context = this.context() as Transaction | undefined;
    return (await this.connection.execute<QueryResult>(sql, [...params], 'run', context)).affectedRows;
  }

  /** Runs a statement whose result nobody reads (DDL, a setting, a pragma). */
  async exec(sql: string, params: readonly unknown[] = []): Promise<void> {
    await this.run(sql, params);
  }

  /** count(*) comes back as a number on SQLite and as a string (bigint) on PostgreSQL. */
  async count(sql: string, params: readonly unknown[] = []): Promise<number> {
    return Number((await this.one<{ n: number | string }>(sql, params))?.n ?? 0);
  }

  /**
   * Many rows at once (multi-row inserts on SQLite, one `INSERT … SELECT FROM unnest(…)` on
   * PostgreSQL); rows whose key is already there are skipped.
   */
  insertRows(table: string, columns: readonly BulkColumn[], rows: readonly (readonly unknown[])[]): Promise<void> {
    return this.bulkInsert(this.driverStatement, table, columns, rows);
  }

  /** A statement already in the driver's placeholder syntax (`$1…` on PostgreSQL), its values as they are. */
  private readonly driverStatement: DriverStatement = async (sql, values) => {
    await this.connection.ensureConnection();
    const executor = this.context() ?? (this.connection.getClient() as Kysely<unknown>);
    await executor.executeQuery(CompiledQuery.raw(sql, [...values]));
  };
}
