import type { EntityManager } from '@mikro-orm/core';
import { PgSession } from './pg-session.js';
import type { RawSession } from './raw-session.js';
import { SqliteSession } from './sqlite-session.js';

interface KnexClientLike {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/**
 * Runs `work` on a connection taken from MikroORM's own knex pool (so SQLite's single in-memory
 * connection is shared, not duplicated), inside one transaction when `transactional`.
 */
/** `transactional`: true, false, or 'sqlite' (only there: one PostgreSQL statement is atomic by itself, and a BEGIN/COMMIT pair costs two round trips). */
export async function withRawSession<T>(em: EntityManager, transactional: boolean | 'sqlite', work: (session: RawSession) => Promise<T>): Promise<T> {
  const connection = em.getConnection() as unknown as { getKnex(): { client: KnexClientLike } };
  const client = connection.getKnex().client;
  const raw = await client.acquireConnection();
  const isPostgres = em.getPlatform().constructor.name.toLowerCase().includes('postgre');
  const session = isPostgres ? new PgSession(raw as never) : new SqliteSession(raw as never);
  try {
    if (!transactional || (transactional === 'sqlite' && isPostgres)) return await work(session);
    await session.exec('BEGIN');
    try {
      const result = await work(session);
      await session.exec('COMMIT');
      return result;
    } catch (error) {
      await session.exec('ROLLBACK');
      throw error;
    }
  } finally {
    await client.releaseConnection(raw);
  }
}
