import type { AuditEvent, AuditFilter } from '../entities/audit-event.js';

/** Persistence of the audit trail: one table, written inside the transaction of the change recorded. */
export interface AuditLog {
  /** Appends one event on the caller's transaction (a rollback removes it with the change). */
  record(event: AuditEvent): Promise<void>;
  /** Events matching every given filter, newest first (events of one instant: last recorded first), with the total matching. */
  list(filter: AuditFilter, page: { limit: number; offset: number }): Promise<{ items: AuditEvent[]; total: number }>;
  /** Deletes events that occurred before `cutoff` (retention); returns how many. */
  deleteBefore(cutoff: Date): Promise<number>;
}
