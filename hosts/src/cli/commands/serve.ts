import type { Config } from '../../compose/config.js';
import { schedulePruning } from '../../compose/prune-records.js';
import { openRuntime, type Runtime } from '../../compose/runtime.js';
import { scheduleWebhookDelivery } from '../../compose/webhook-delivery.js';
import { TOKENS } from '../../compose/tokens.js';
import { createApp } from '../../http/create-app.js';
import { listen } from '../../http/http-server.js';
import { availableParallelism } from 'node:os';
import { CliFailure } from '../cli-failure.js';
import { EXIT_USAGE } from '../exit-codes.js';
import { pendingMigrations } from './pending-migrations.js';
import { isClusterWorker, leaveCluster, serveCluster } from './serve-cluster.js';

/**
 * Runs the HTTP server until SIGTERM/SIGINT. Then GET /health/ready answers 503 while the server
 * keeps serving for SHUTDOWN_DRAIN_SECONDS (a load balancer polling it stops sending here first; a
 * second signal ends the wait), then it aborts background work that can stop (a card import: it
 * records `failed`, interrupted, and frees its lock), drains in-flight requests, waits for
 * background work to finish, and only then closes the pool.
 * The embedded SQLite default migrates itself; a shared PostgreSQL database is migrated at deploy
 * time (`metagame migrate`), so serve refuses to start on a schema that is behind.
 */
export async function serve(config: Config, workersOption?: string): Promise<void> {
  const workers = workerCount(config, workersOption);
  if (workers > 1 && !isClusterWorker())
    return serveCluster(config, workers, (message) => process.stderr.write(`${message}\n`));
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite' });
  const pending = await pendingMigrations(runtime.orm);
  if (pending.length) {
    await runtime.close();
    throw new Error(
      `The database has ${pending.length} pending migration(s) (${pending.join(', ')}); run \`metagame migrate\` first.`,
    );
  }
  const { app, serving } = createApp(runtime.container);
  const server = await listen(app, config.http.host, config.http.port);
  runtime.logger.info({ url: server.url, database: config.database.kind }, 'Metagame API listening');
  const stopPruning = schedulePruning(runtime);
  const stopDelivering = scheduleWebhookDelivery(runtime);
  await new Promise<void>((resolve) => {
    const shutdown = (signal: string) => {
      process.off('SIGTERM', shutdown);
      process.off('SIGINT', shutdown);
      serving.beginDrain();
      runtime.logger.info({ signal, drainSeconds: config.shutdownDrainSeconds }, 'shutting down: draining');
      void drain(config.shutdownDrainSeconds * 1000)
        .then(() => {
          runtime.logger.info({ signal }, 'drained: closing');
          stopPruning();
          stopDelivering();
          runtime.container.get(TOKENS.BackgroundTasks).abort(new Error(`the server is shutting down (${signal})`));
          return server.stop();
        })
        .then(() => finishBackgroundTasks(runtime, BACKGROUND_GRACE_MS))
        .then(() => runtime.close())
        .then(leaveCluster)
        .then(resolve);
    };
    process.once('SIGTERM', shutdown);
    process.once('SIGINT', shutdown);
  });
}

/** Waits `ms`, or until a second SIGTERM/SIGINT cuts the wait short. */
function drain(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      process.off('SIGTERM', done);
      process.off('SIGINT', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    process.once('SIGTERM', done);
    process.once('SIGINT', done);
  });
}

/**
 * How long shutdown waits for work requests started but did not wait for (a resend email; an
 * aborted card import, which normally ends within a batch). An import that outlives it is cut off
 * with the pool and the process: nothing is published, its status reads `failed` (interrupted) and
 * the next import takes the lock over at once (its holder no longer runs).
 */
const BACKGROUND_GRACE_MS = 10_000;

async function finishBackgroundTasks(runtime: Runtime, graceMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), graceMs)));
  const outcome = await Promise.race([runtime.container.get(TOKENS.BackgroundTasks).idle(), gaveUp]);
  clearTimeout(timer);
  if (outcome === 'timeout')
    runtime.logger.warn({ graceMs }, 'background work still running at shutdown; abandoning it');
}

function workerCount(config: Config, option: string | undefined): number {
  if (option === undefined) return config.database.kind === 'postgresql' ? availableParallelism() : 1;
  const n = Number(option);
  if (!Number.isInteger(n) || n < 1 || n > 64)
    throw new CliFailure(EXIT_USAGE, '--workers must be an integer from 1 to 64.');
  return n;
}
