import { RequestContext } from '@mikro-orm/core';
import { API_TOKEN_KEPT_AFTER_EXPIRY_MS } from '@metagame/core';
import { PruneIdentityRecords } from '@metagame/core/identity/use-cases/prune-identity-records';
import { KNOWN_CLIENT_MS } from '../http/login-clients.js';
import type { Runtime } from './runtime.js';
import { TOKENS } from './tokens.js';

export interface PrunedRecords {
  readonly auditEvents: number;
  readonly sessions: number;
  readonly loginClients: number;
  readonly loginChallenges: number;
  readonly passkeyChallenges: number;
  readonly rateLimits: number;
  readonly openIdTickets: number;
  readonly apiTokens: number;
}

/**
 * Retention, one pass: audit events older than AUDIT_RETENTION_DAYS, ended sessions, login clients
 * not seen for 90 days, second-factor and passkey challenges that expired unanswered, OpenID sign-in
 * and link tickets never redeemed, rate-limit counters whose window ended (older than the longest
 * configured window, so no rule still reads them), and API tokens revoked or expired for
 * API_TOKEN_KEPT_AFTER_EXPIRY_MS. Each
 * is one DELETE, so any number of processes may run it at once.
 */
export async function pruneRecords(runtime: Runtime): Promise<PrunedRecords> {
  return RequestContext.create(runtime.orm.em, async () => {
    const { container, config } = runtime;
    const now = container.get(TOKENS.Clock).now();
    const identity = await container.get(PruneIdentityRecords).execute();
    const loginClients = await container.get(TOKENS.LoginClientStore).forgetBefore(now.getTime() - KNOWN_CLIENT_MS);
    const loginChallenges = await container.get(TOKENS.TotpRepo).deleteExpiredChallenges(now);
    const passkeyChallenges = await container.get(TOKENS.PasskeyRepo).deleteExpiredChallenges(now);
    const longestWindowMs = Math.max(...Object.values(config.rateLimits).map((rule) => rule.windowSeconds)) * 1000;
    const rateLimits = await container.get(TOKENS.RateLimitStore).forgetBefore(now.getTime() - longestWindowMs);
    const openIdTickets = await container.get(TOKENS.OpenIdTicketRepo).deleteExpired(now);
    const apiTokens = await container
      .get(TOKENS.ApiTokenRepo)
      .deleteEnded(new Date(now.getTime() - API_TOKEN_KEPT_AFTER_EXPIRY_MS));
    return { ...identity, loginClients, loginChallenges, passkeyChallenges, rateLimits, openIdTickets, apiTokens };
  });
}

/** How often `serve` prunes (and once at start). */
export const PRUNE_EVERY_MS = 60 * 60 * 1000;

/** Prunes now and then every PRUNE_EVERY_MS until stopped; failures are logged, never thrown. */
export function schedulePruning(runtime: Runtime): () => void {
  const run = () => {
    pruneRecords(runtime).then(
      (pruned) => runtime.logger.info({ ...pruned }, 'pruned expired identity records'),
      (error: unknown) =>
        runtime.logger.warn(
          { err: error instanceof Error ? error.message : error },
          'pruning identity records failed; retrying at the next interval',
        ),
    );
  };
  const timer = setInterval(run, PRUNE_EVERY_MS);
  timer.unref();
  run();
  return () => clearInterval(timer);
}
