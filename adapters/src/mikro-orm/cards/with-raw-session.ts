import type { EntityManager } from '@mikro-orm/core';
import { withPooledConnection } from '../pooled-connection.js';
import { PgSession } from './pg-session.js';
import type { RawSession } from './raw-session.js';
import { SqliteSession } from './sqlite-session.js';

/**
 * Runs `work` as a RawSession on a pooled driver connection, inside one transaction when
 * `transactional` is true, or 'sqlite' (only there: one PostgreSQL statement is atomic by itself,
 * and a BEGIN/COMMIT pair costs two round trips).
 */
export async function withRawSession<T>(em: EntityManager, transactional: boolean | 'sqlite', work: (session: RawSession) => Promise<T>): Promise<T> {
  const isPostgres = em.getPlatform().constructor.name.toLowerCase().includes('postgre');
  return withPooledConnection(em, async (raw) => {
    const session = isPostgres ? new PgSession(raw as never) : new SqliteSession(raw as never);
    if (!transactional || (transactional === 'sqlite' && isPostgres)) return work(session);
    await session.exec('BEGIN');
    try {
      const result = await work(session);
      await session.exec('COMMIT');
      return result;
    } catch (error) {
      await session.exec('ROLLBACK');
      throw error;
    }
  });
}
