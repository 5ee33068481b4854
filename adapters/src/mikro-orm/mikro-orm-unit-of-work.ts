import type { EntityManager } from '@mikro-orm/core';
import type { UnitOfWork } from '@metagame/core';

/** Runs work in one database transaction; repositories pick it up through MikroORM's context. */
export class MikroOrmUnitOfWork implements UnitOfWork {
  constructor(private readonly em: EntityManager) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.em.transactional(() => work());
  }
}
