import { CompiledQuery, type Kysely } from 'kysely';
import type { Platform } from '@mikro-orm/core';
import { bindParameters } from './bind-parameters.js';
import type { Dialect } from './dialect.js';

/**
 * Runs statements on one Kysely executor (a checked-out connection or a transaction on it):
 * `?` placeholders with bound values, or driver-ready text (`$1…` on PostgreSQL) with its values.
 */
export class StatementRunner {
  constructor(
    private readonly executor: Kysely<unknown>,
    readonly dialect: Dialect,
    private readonly platform: Platform,
  ) {}

  async rows<T>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    const bound = bindParameters(sql, params, this.dialect, this.platform);
    return this.driverRows<T>(bound.sql, bound.values);
  }

  /** `sql` already in the driver's placeholder syntax; values go as they are. */
  async driverRows<T>(sql: string, values: readonly unknown[]): Promise<T[]> {
    return (await this.executor.executeQuery<T>(CompiledQuery.raw(sql, [...values]))).rows as T[];
  }
}
