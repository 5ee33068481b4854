import type { EntityManager } from '@mikro-orm/core';
import type { Dialect } from './runner/dialect.js';
import type { Sql } from './runner/sql.js';
import { BUSY_TIMEOUT_MS } from './runner/node-sqlite-dialect.js';
import { writeRefusal } from './write-refusal.js';

/** What GET /health reports. `acceptsWrites` is false when the database answers but refuses writes. */
export interface DatabaseState {
  readonly answers: boolean;
  readonly acceptsWrites: boolean;
}

const UNREACHABLE: DatabaseState = { answers: false, acceptsWrites: false };

type Probed = { readonly em: EntityManager; readonly dialect: Dialect; readonly sql: Sql };

/** Each database's probe, one or two statements that change nothing. */
const PROBE: Readonly<Record<Dialect, (orm: Probed) => Promise<DatabaseState>>> = {
  postgresql: async (orm) => {
    const [row] = await orm.em
      .fork()
      .getConnection()
      .execute<{ read_only: string }[]>("select current_setting('transaction_read_only') as read_only");
    return { answers: true, acceptsWrites: row?.read_only !== 'on' };
  },
  sqlite: async (orm) => {
    await orm.em.fork().getConnection().execute('select 1 as ok');
    const table = orm.em.config.get('migrations').tableName ?? 'mikro_orm_migrations';
    // On the one connection, with the busy wait off for the probe only: node:sqlite waits for
    // another process's write lock synchronously, and /health must not stall the server for it.
    return orm.sql.session(false, async (s) => {
      await s.exec('pragma busy_timeout = 0');
      try {
        await s.exec(`delete from "${table}" where 0`);
        return { answers: true, acceptsWrites: true };
      } catch (error) {
        // Any other failure (another process holding the write lock: SQLITE_BUSY) is not a refusal.
        return { answers: true, acceptsWrites: writeRefusal(error) === null };
      } finally {
        await s.exec(`pragma busy_timeout = ${BUSY_TIMEOUT_MS}`);
      }
    });
  },
};

/**
 * Probes the database within a deadline (GET /health), with one or two statements that change
 * nothing. PostgreSQL says itself whether the session is read-only (`default_transaction_read_only`,
 * a hot standby). SQLite has no such setting for a read-only file, filesystem or open, so a delete
 * that matches no row asks for the write lock and is refused there (SQLITE_READONLY); it writes no
 * page and no journal. A full disk cannot be seen without writing: it shows on the writes themselves.
 */
export class DatabaseHealth {
  constructor(
    private readonly orm: Probed,
    private readonly timeoutMs = 2_000,
  ) {}

  async check(): Promise<DatabaseState> {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<DatabaseState>((resolve) => {
      timer = setTimeout(() => resolve(UNREACHABLE), this.timeoutMs);
    });
    try {
      return await Promise.race([this.probe().catch(() => UNREACHABLE), deadline]);
    } finally {
      clearTimeout(timer);
    }
  }

  private probe(): Promise<DatabaseState> {
    return PROBE[this.orm.dialect](this.orm);
  }
}
