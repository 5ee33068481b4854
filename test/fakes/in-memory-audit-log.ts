import type { AuditEvent, AuditFilter, AuditLog } from '@metagame/core';

/** AuditLog in a Map, honouring the same contract as the database adapter (test/contracts). */
export class InMemoryAuditLog implements AuditLog {
  readonly rows = new Map<string, AuditEvent>();

  async record(event: AuditEvent): Promise<void> {
    this.rows.set(event.id, structuredClone(event));
  }

  async list(
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: AuditEvent[]; total: number }> {
    const matching = [...this.rows.values()]
      .reverse()
      .filter(
        (e) =>
          (filter.userId === undefined || e.userId === filter.userId) &&
          (filter.teamId === undefined || e.teamId === filter.teamId) &&
          (filter.type === undefined || e.type === filter.type) &&
          (filter.from === undefined || e.occurredAt >= filter.from) &&
          (filter.to === undefined || e.occurredAt < filter.to),
      )
      .sort((a, b) => b.occurredAt.getTime() - a.occurredAt.getTime());
    return { items: matching.slice(page.offset, page.offset + page.limit), total: matching.length };
  }

  async deleteBefore(cutoff: Date): Promise<number> {
    let deleted = 0;
    for (const event of [...this.rows.values()])
      if (event.occurredAt < cutoff && this.rows.delete(event.id)) deleted += 1;
    return deleted;
  }

  /** Every event of one type, oldest first (test convenience). */
  ofType(type: AuditEvent['type']): AuditEvent[] {
    return [...this.rows.values()]
      .filter((e) => e.type === type)
      .sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime());
  }
}
