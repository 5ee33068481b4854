import type { Config } from '../../compose/config.js';
import { pruneRecords } from '../../compose/prune-records.js';
import { openRuntime } from '../../compose/runtime.js';
import { report } from '../report.js';

/**
 * Deletes what retention says may go (audit events older than AUDIT_RETENTION_DAYS, ended sessions,
 * login clients unseen for 90 days, expired second-factor and passkey challenges, rate-limit counters whose
 * window ended, unredeemed OpenID tickets, revoked API tokens and those expired 30 days ago) and prints
 * the counts; `serve` also does this every hour.
 */
export async function prune(config: Config, options: { json?: boolean } = {}): Promise<void> {
  const runtime = await openRuntime(config, { migrate: config.database.kind === 'sqlite', logger: silentLogger });
  try {
    const pruned = await pruneRecords(runtime);
    report(
      options.json,
      {
        audit_events: pruned.auditEvents,
        sessions: pruned.sessions,
        login_clients: pruned.loginClients,
        login_challenges: pruned.loginChallenges,
        passkey_challenges: pruned.passkeyChallenges,
        rate_limits: pruned.rateLimits,
        open_id_tickets: pruned.openIdTickets,
        api_tokens: pruned.apiTokens,
      },
      () =>
        `Pruned ${pruned.auditEvents} audit event(s), ${pruned.sessions} ended session(s), ${pruned.loginClients} login client(s), ${pruned.loginChallenges} expired login challenge(s), ${pruned.passkeyChallenges} expired passkey challenge(s), ${pruned.rateLimits} rate-limit counter(s), ${pruned.openIdTickets} expired OpenID ticket(s), ${pruned.apiTokens} ended API token(s).`,
    );
  } finally {
    await runtime.close();
  }
}

const silentLogger = { info: () => {}, warn: () => {}, error: () => {} };
