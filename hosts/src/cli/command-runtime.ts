import { RequestContext } from '@mikro-orm/core';
import type { Config } from '../compose/config.js';
import { openRuntime, type Runtime } from '../compose/runtime.js';

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };

/**
 * Runs one operator command on the composed application: the embedded SQLite file is migrated first
 * (as `serve` would), PostgreSQL is not (`metagame migrate` does that). The database closes after.
 */
export async function withRuntime<T>(config: Config, work: (runtime: Runtime) => Promise<T>): Promise<T> {
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite', logger: silentLogger });
  try {
    return await RequestContext.create(runtime.orm.em, () => work(runtime));
  } finally {
    await runtime.close();
  }
}
