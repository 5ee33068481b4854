import type { Clock } from '../../shared/clock.js';
import type { AuditLog } from '../ports/audit-log.js';
import type { SessionRepo } from '../ports/session-repo.js';

export interface PruneIdentityRecordsOutput {
  readonly auditEvents: number;
  readonly sessions: number;
}

/**
 * Retention: deletes audit events older than `auditRetentionDays`, and sessions that have ended
 * (signed out, or their last refresh token expired) — they can never be used again and the audit
 * trail keeps their story. Idempotent, so every process may run it on a schedule.
 */
export class PruneIdentityRecords {
  constructor(
    private readonly log: AuditLog,
    private readonly sessions: SessionRepo,
    private readonly clock: Clock,
    private readonly auditRetentionDays: number,
  ) {}

  async execute(): Promise<PruneIdentityRecordsOutput> {
    const now = this.clock.now();
    const auditEvents = await this.log.deleteBefore(new Date(now.getTime() - this.auditRetentionDays * 86_400_000));
    const sessions = await this.sessions.deleteEndedBefore(now);
    return { auditEvents, sessions };
  }
}
