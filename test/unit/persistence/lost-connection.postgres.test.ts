import { RequestContext } from '@mikro-orm/core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createOrm, isDatabaseUnavailable, MikroOrmUnitOfWork, parseDatabaseUrl, type Orm } from '@metagame/adapters';
import { adminQuery, createIsolatedDatabase, type IsolatedDatabase } from '../../support/databases.js';
import { describeOn } from '../../support/each-database.js';

const POOL_SIZE = 2;

/**
 * A connection that dies inside a transaction (the server ended the session, the network dropped)
 * takes the transaction with it. The rollback that follows used to fail on the closed connection,
 * and Kysely only hands a transaction's connection back after its rollback succeeds: each such
 * failure kept one connection checked out for good, and after POOL_SIZE of them every query waited
 * for a connection that never came.
 */
describeOn('postgres', 'a connection lost inside a transaction', () => {
  let database: IsolatedDatabase;
  let orm: Orm;
  const dieInsideTransaction = () =>
    RequestContext.create(orm.em, () =>
      new MikroOrmUnitOfWork(orm.sql).run(async () => {
        const row = await orm.sql.one<{ pid: number }>('SELECT pg_backend_pid() AS pid');
        await adminQuery(`SELECT pg_terminate_backend(${row!.pid}, 5000)`);
        return orm.sql.one('SELECT 1 AS one');
      }),
    );

  beforeAll(async () => {
    database = await createIsolatedDatabase('postgres');
    orm = await createOrm(parseDatabaseUrl(database.url)!, { poolSize: POOL_SIZE });
  });
  afterAll(async () => {
    await orm?.close(true);
    await database?.drop();
  });

  it('fails the work with the lost connection as its reason (a 503 over HTTP)', async () => {
    const error = await dieInsideTransaction().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ message: expect.stringMatching(/connection/i) });
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('gives the connection back each time, so the pool keeps serving', async () => {
    for (let i = 0; i < POOL_SIZE + 1; i++) await expect(dieInsideTransaction()).rejects.toThrow();
    expect(await orm.em.fork().getConnection().execute('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
