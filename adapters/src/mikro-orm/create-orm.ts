import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MikroORM, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { DatabaseTarget } from './database-url.js';
import { MIGRATIONS } from './migrations/index.js';
import { ENTITY_SCHEMAS } from './schemas/index.js';

export type Orm = MikroORM;

/**
 * Opens the database. SQLite runs on better-sqlite3 (synchronous, in-process: measured ~25x the
 * single-row insert rate of the `sqlite3` package, see README). PostgreSQL runs on `pg` with a pool
 * whose acquire and statement timeouts make an unreachable database fail fast instead of hanging.
 */
export async function createOrm(target: DatabaseTarget, options: { poolSize?: number } = {}): Promise<Orm> {
  const common: Options = {
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    migrations: { migrationsList: MIGRATIONS, transactional: true, allOrNothing: true, snapshot: false, silent: true },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    ensureDatabase: false,
    debug: false,
  };
  if (target.kind === 'sqlite') {
    if (target.path !== ':memory:') mkdirSync(dirname(target.path), { recursive: true });
    const { BetterSqliteDriver } = await import('@mikro-orm/better-sqlite');
    return MikroORM.init({ ...common, driver: BetterSqliteDriver, dbName: target.path });
  }
  const { PostgreSqlDriver } = await import('@mikro-orm/postgresql');
  return MikroORM.init({
    ...common,
    driver: PostgreSqlDriver,
    clientUrl: target.url,
    pool: { min: 0, max: options.poolSize ?? 10, acquireTimeoutMillis: 5_000, idleTimeoutMillis: 30_000 },
    driverOptions: { connection: { connectionTimeoutMillis: 3_000, statement_timeout: 30_000 } },
  });
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.getMigrator().up();
  return applied.map((m) => m.name);
}
