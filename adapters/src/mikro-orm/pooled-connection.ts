import type { EntityManager } from '@mikro-orm/core';

interface KnexClientLike {
  acquireConnection(): Promise<unknown>;
  releaseConnection(connection: unknown): Promise<void>;
}

/**
 * Runs `work` on a driver connection (better-sqlite3 Database or pg Client) taken from MikroORM's own
 * knex pool, so SQLite's single connection is shared, not duplicated, and pool limits, timeouts and
 * outage errors stay those of every other query. The connection goes back to the pool afterwards.
 */
export async function withPooledConnection<T>(em: EntityManager, work: (connection: unknown) => Promise<T>): Promise<T> {
  const client = (em.getConnection() as unknown as { getKnex(): { client: KnexClientLike } }).getKnex().client;
  const connection = await client.acquireConnection();
  try {
    return await work(connection);
  } finally {
    await client.releaseConnection(connection);
  }
}
