import cluster from 'node:cluster';
import { createOrm, migrate } from '@metagame/adapters';
import type { Config } from '../../compose/config.js';

/**
 * Primary of `serve --workers N`: prepares the schema once (embedded SQLite), forks N workers that
 * share the listening socket, replaces a worker that dies, and on SIGTERM/SIGINT passes the signal on
 * and waits for every worker to drain. All shared state (rate limits, verification attempts, the
 * import lock, deck-builder spacing) lives in the database, so workers need no coordination.
 */
export async function serveCluster(config: Config, workers: number, log: (message: string) => void): Promise<void> {
  if (config.database.kind === 'sqlite') {
    const orm = await createOrm(config.database, { poolSize: 1 });
    await migrate(orm).finally(() => orm.close(true));
  }
  let stopping = false;
  const fork = () => cluster.fork({ METAGAME_CLUSTER_WORKER: '1' });
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log(`worker ${worker.process.pid} exited (${signal ?? code}); starting a replacement`);
    fork();
  });
  await new Promise<void>((resolve) => {
    const shutdown = (signal: NodeJS.Signals) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      const waitForAll = () => (Object.keys(cluster.workers ?? {}).length === 0 ? resolve() : setTimeout(waitForAll, 50));
      waitForAll();
    };
    process.once('SIGTERM', () => shutdown('SIGTERM'));
    process.once('SIGINT', () => shutdown('SIGINT'));
  });
}

export const isClusterWorker = () => cluster.isWorker;

/** A worker's IPC channel would keep it alive after draining; let it go. */
export const leaveCluster = () => {
  if (cluster.isWorker) cluster.worker?.disconnect();
};
