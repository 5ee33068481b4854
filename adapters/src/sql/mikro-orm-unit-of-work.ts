import type { Sql } from './runner/sql.js';
import type { UnitOfWork } from '@metagame/core';

/** Runs work in one database transaction; repositories pick it up through MikroORM's context. */
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly sql: Sql) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.sql.em.transactional(() => work());
  }
}
