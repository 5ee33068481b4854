import { RequestContext } from '@mikro-orm/core';
import { KNOWN_CLIENT_MS } from '../http/login-clients.js';
import type { Runtime } from './runtime.js';
import { TOKENS } from './tokens.js';

export interface PrunedRecords {
  readonly auditEvents: number;
  readonly sessions: number;
  readonly loginClients: number;
}

/**
 * Retention, one pass: audit events older than AUDIT_RETENTION_DAYS, ended sessions, and login
 * clients not seen for 90 days. Each is one DELETE, so any number of processes may run it at once.
 */
export async function pruneRecords(runtime: Runtime): Promise<PrunedRecords> {
  return RequestContext.create(runtime.orm.em, async () => {
    const { container } = runtime;
    const identity = await container.get(TOKENS.PruneIdentityRecords).execute();
    const loginClients = await container.get(TOKENS.LoginClientStore).forgetBefore(container.get(TOKENS.Clock).now().getTime() - KNOWN_CLIENT_MS);
    return { ...identity, loginClients };
  });
}

/** How often `serve` prunes (and once at start). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Prunes now and then every PRUNE_EVERY_MS until stopped; failures are logged, never thrown. */
export function schedulePruning(runtime: Runtime): () => void {
  const run = () => {
    pruneRecords(runtime).then(
      (pruned) => runtime.logger.info({ ...pruned }, 'pruned expired identity records'),
      (error: unknown) => runtime.logger.warn({ err: error instanceof Error ? error.message : error }, 'pruning identity records failed; retrying at the next interval'),
    );
  };
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
