import cluster from 'node:cluster';
import { createOrm, migrate } from '@metagame/adapters';
import type { Config } from '../../compose/config.js';
import { CliFailure } from '../cli-failure.js';
import { EXIT_SOFTWARE } from '../exit-codes.js';

/**
 * Primary of `serve --workers N`: prepares the schema once (embedded SQLite), forks N workers that
 * share the listening socket, replaces a worker that dies while serving, and on SIGTERM/SIGINT passes
 * the signal on and waits for every worker to drain. It stops, with a non-zero status, when a worker
 * fails at start-up or workers keep dying. All shared state (rate limits, verification attempts, the
 * import lock, deck-builder spacing) lives in the database, so workers need no coordination.
 */
export async function serveCluster(config: Config, workers: number, log: (message: string) => void): Promise<void> {
  if (config.database.kind === 'sqlite') {
    const orm = await createOrm(config.database, { poolSize: 1 });
    await migrate(orm).finally(() => orm.close(true));
  }
  const fork = () => cluster.fork({ METAGAME_CLUSTER_WORKER: '1' });
  // Workers that have served: one that dies before listening failed at start-up (bad settings, a
  // schema behind), and replacing it would only fail again, forever.
  const served = new Set<number>();
  const recentDeaths: number[] = [];
  cluster.on('listening', (worker) => served.add(worker.id));
  for (let i = 0; i < workers; i += 1) fork();
  await new Promise<void>((resolve, reject) => {
    let stopping = false;
    const stopAll = (signal: NodeJS.Signals, then: () => void) => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
      const waitForAll = () => (Object.keys(cluster.workers ?? {}).length === 0 ? then() : setTimeout(waitForAll, 50));
      waitForAll();
    };
    const giveUp = (message: string) => stopAll('SIGTERM', () => reject(new CliFailure(EXIT_SOFTWARE, message)));
    cluster.on('exit', (worker, code, signal) => {
      if (stopping) return;
      const how = signal ?? `exit code ${code}`;
      if (!served.has(worker.id))
        return giveUp(`A worker stopped before it could serve (${how}); its reason is above. Stopping.`);
      const now = Date.now();
      recentDeaths.push(now);
      while (recentDeaths[0]! < now - RESTART_WINDOW_MS) recentDeaths.shift();
      if (recentDeaths.length > MAX_RESTARTS_PER_WINDOW)
        return giveUp(`Workers died ${recentDeaths.length} times within a minute (last: ${how}). Stopping.`);
      log(`worker ${worker.process.pid} exited (${how}); starting a replacement`);
      fork();
    });
    process.once('SIGTERM', () => stopAll('SIGTERM', resolve));
    process.once('SIGINT', () => stopAll('SIGINT', resolve));
  });
}

/** A crash loop guard: more replacements than this within the window and the primary gives up. */
const MAX_RESTARTS_PER_WINDOW = 10;
const RESTART_WINDOW_MS = 60_000;

export const isClusterWorker = () => cluster.isWorker;

/** A worker's IPC channel would keep it alive after draining; let it go. */
export const leaveCluster = () => {
  if (cluster.isWorker) cluster.worker?.disconnect();
};
