import type { AuditEvent, AuditFilter } from '../entities/audit-event.js';
import type { AuditLog } from '../ports/audit-log.js';

export interface ListAuditEventsInput {
  readonly filter: AuditFilter;
  readonly limit: number;
  readonly offset: number;
}
export interface ListAuditEventsOutput {
  readonly items: readonly AuditEvent[];
  readonly total: number;
}

/**
 * A page of the audit trail, newest first. The host decides whose: an admin may filter by any user,
 * everyone else is pinned to their own id (the host fills `filter.userId` from the token).
 */
export class ListAuditEvents {
  constructor(private readonly log: AuditLog) {}

  async execute(input: ListAuditEventsInput): Promise<ListAuditEventsOutput> {
    return this.log.list(input.filter, { limit: input.limit, offset: input.offset });
  }
}
