import type { Pool, PoolClient, QueryResult } from 'pg';

/** `rollback` (Kysely's and MikroORM's) and `rollback to <savepoint>`. */
const ROLLBACK = /^\s*rollback\b/i;
const NOTHING_TO_ROLL_BACK: QueryResult = { command: 'ROLLBACK', rowCount: 0, oid: 0, rows: [], fields: [] };

/**
 * A rollback runs only on a connection that is still open. A transaction ends with its session, so
 * once a pooled connection has closed (the server ended it, the network dropped) there is nothing
 * to roll back, and ROLLBACK could only fail ("Client has encountered a connection error and is not
 * queryable"). Kysely hands a transaction's connection back only after its rollback succeeds: each
 * such failure kept a dead connection checked out for good, and after as many as the pool holds,
 * every query waited for one that never came. Answered as a no-op here, the rollback lets the
 * connection go back, and the pool discards it because it is closed. The work's own error stands.
 */
export function skipRollbackOnClosedConnections(pool: Pool): void {
  pool.on('connect', (client: PoolClient) => {
    let closed = false;
    client.once('end', () => {
      closed = true;
    });
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    const guarded = (...args: unknown[]): unknown =>
      closed && typeof args[0] === 'string' && ROLLBACK.test(args[0])
        ? Promise.resolve(NOTHING_TO_ROLL_BACK)
        : query(...args);
    client.query = guarded as PoolClient['query'];
  });
}
