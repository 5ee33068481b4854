import { createOrm, migrate, parseDatabaseUrl, type Orm } from '@metagame/adapters';
import { inRequestContext } from '@metagame/testkit';
import { createMigratedDatabase, type DatabaseKind } from './databases.js';

export interface TestOrm {
  readonly orm: Orm;
  /** Wraps an adapter so each call runs in its own request context, as the hosts do. */
  inContext<T extends object>(target: T): T;
  close(): Promise<void>;
}

/** A migrated, isolated database behind MikroORM, for adapter contract suites. */
export async function openTestOrm(kind: DatabaseKind): Promise<TestOrm> {
  const database = await createMigratedDatabase(kind);
  const orm = await createOrm(parseDatabaseUrl(database.url)!);
  // Already migrated on PostgreSQL (a copy of the run's template): this finds nothing to apply there.
  await migrate(orm);
  return {
    orm,
    inContext: (target) => inRequestContext(orm, target),
    close: async () => {
      await orm.close(true);
      await database.drop();
    },
  };
}
