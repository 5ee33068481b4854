import type { Config } from '../../compose/config.js';
import { openRuntime } from '../../compose/runtime.js';
import { createApp } from '../../http/create-app.js';
import { listen } from '../../http/http-server.js';
import { availableParallelism } from 'node:os';
import { CliFailure } from '../cli-failure.js';
import { EXIT_USAGE } from '../exit-codes.js';
import { pendingMigrations } from './pending-migrations.js';
import { isClusterWorker, leaveCluster, serveCluster } from './serve-cluster.js';

/**
 * Runs the HTTP server until SIGTERM/SIGINT, then drains in-flight requests and closes the pool.
 * The embedded SQLite default migrates itself; a shared PostgreSQL database is migrated at deploy
 * time (`metagame migrate`), so serve refuses to start on a schema that is behind.
 */
export async function serve(config: Config, workersOption?: string): Promise<void> {
  const workers = workerCount(config, workersOption);
  if (workers > 1 && !isClusterWorker()) return serveCluster(config, workers, (message) => process.stderr.write(`${message}\n`));
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite' });
  const pending = await pendingMigrations(runtime.orm);
  if (pending.length) {
    await runtime.close();
    throw new Error(`The database has ${pending.length} pending migration(s) (${pending.join(', ')}); run \`metagame migrate\` first.`);
  }
  const { app } = createApp(runtime.container);
  const server = await listen(app, config.http.host, config.http.port);
  runtime.logger.info({ url: server.url, database: config.database.kind }, 'Metagame API listening');
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      runtime.logger.info({ signal }, 'shutting down');
      void server
        .stop()
        .then(() => runtime.close())
        .then(leaveCluster)
        .then(resolve);
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  });
}

function workerCount(config: Config, option: string | undefined): number {
  if (option === undefined) return config.database.kind === 'postgresql' ? availableParallelism() : 1;
  const n = Number(option);
  if (!Number.isInteger(n) || n < 1 || n > 64) throw new CliFailure(EXIT_USAGE, '--workers must be an integer from 1 to 64.');
  return n;
}
