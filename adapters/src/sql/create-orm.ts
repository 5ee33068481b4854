import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { MikroORM, type EntityManager, type Options } from '@mikro-orm/core';
import { Migrator } from '@mikro-orm/migrations';
import type { Pool } from 'pg';
import type { DatabaseTarget } from './database-url.js';
import { migrationsFor } from './migrations/index.js';
import { ENTITY_SCHEMAS } from './schemas/index.js';
import { BoundPostgreSqlDriver, BoundSqliteDriver } from './runner/bound-drivers.js';
import type { Dialect } from './runner/dialect.js';
import { nodeSqliteDialect } from './runner/node-sqlite-dialect.js';
import { skipRollbackOnClosedConnections } from './runner/skip-rollback-on-closed-connections.js';
import { Sql } from './runner/sql.js';
import { rebuildCardSearch } from './cards/rebuild-card-search.js';

/** Connections of a PostgreSQL pool at one moment (node-postgres' own counters). */
export interface PoolUse {
  readonly total: number;
  readonly idle: number;
  /** Queries queued for a connection. */
  readonly waiting: number;
  readonly max: number;
}

/** The open database: MikroORM, the dialect DATABASE_URL chose, and the bound-SQL runner built on both. */
export class Orm {
  readonly sql: Sql;

  constructor(
    readonly mikro: MikroORM,
    readonly dialect: Dialect,
    private readonly pgPool: () => Pool | undefined,
  ) {
    this.sql = new Sql(mikro.em, dialect, pgPool);
  }

  /** The PostgreSQL pool's use; null on SQLite (one in-process connection, no pool) or before it opens. */
  poolUse(): PoolUse | null {
    const pool = this.pgPool();
    if (!pool) return null;
    return { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: pool.options.max ?? 0 };
  }

  get em(): EntityManager {
    return this.mikro.em;
  }

  get migrator() {
    return this.mikro.migrator;
  }

  close(force = false): Promise<void> {
    return this.mikro.close(force);
  }
}

/**
 * Opens the database. SQLite runs on `node:sqlite` (built into Node 24; measured against
 * better-sqlite3 in bench/sqlite-drivers.mjs), PostgreSQL on `pg` with a pool whose acquire and
 * statement timeouts make an unreachable database fail fast instead of hanging. Both drivers bind
 * every value (runner/bound-drivers.ts).
 */
export async function createOrm(target: DatabaseTarget, options: { poolSize?: number } = {}): Promise<Orm> {
  const common = {
    entities: ENTITY_SCHEMAS,
    extensions: [Migrator],
    migrations: {
      migrationsList: migrationsFor(target.kind),
      transactional: true,
      allOrNothing: true,
      snapshot: false,
      silent: true,
    },
    discovery: { warnWhenNoEntities: false },
    allowGlobalContext: false,
    ensureDatabase: false,
    debug: false,
  } satisfies Partial<Options>;
  if (target.kind === 'sqlite') {
    // A URI filename (`file:/data/app.db?mode=ro`) goes to SQLite as written, into a directory that exists.
    if (target.path !== ':memory:' && !target.path.startsWith('file:'))
      mkdirSync(dirname(target.path), { recursive: true });
    const mikro = await MikroORM.init({
      ...common,
      driver: BoundSqliteDriver,
      dbName: target.path,
      driverOptions: nodeSqliteDialect(target.path),
    });
    return new Orm(mikro, 'sqlite', () => undefined);
  }
  let pool: Pool | undefined;
  const mikro = await MikroORM.init({
    ...common,
    driver: BoundPostgreSqlDriver,
    clientUrl: target.url,
    pool: { min: 0, max: options.poolSize ?? 10, idleTimeoutMillis: 30_000 },
    driverOptions: {
      connectionTimeoutMillis: 5_000,
      statement_timeout: 30_000,
      onPoolCreated: (created: Pool) => {
        pool = created;
        skipRollbackOnClosedConnections(created);
      },
    },
  });
  return new Orm(mikro, 'postgresql', () => pool);
}

/** Applies pending migrations; returns the names applied. */
export async function migrate(orm: Orm): Promise<string[]> {
  const applied = await orm.migrator.up();
  // Search data is computed by our code (search keys), which SQL migrations cannot run: a catalogue
  // published before m0011 gets it here, on the first migrate after the upgrade.
  await rebuildCardSearch(orm.sql);
  return applied.map((m) => m.name);
}
