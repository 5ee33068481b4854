import type { Dialect } from '../runner/dialect.js';
import type { Sql } from '../runner/sql.js';
import { isAuditEventType, type AuditDetails, type AuditEvent, type AuditFilter, type AuditLog } from '@metagame/core';
import { AuditEventSchema, type AuditEventRecord } from '../schemas/identity/audit-event-schema.js';

/**
 * AuditLog on MikroORM: one append-only table. `record` runs on the caller's transaction (MikroORM
 * routes `em` to it), so the row commits or rolls back with the change it describes.
 */
export class MikroOrmAuditLog implements AuditLog {
  private readonly recordedOrder: string;

  constructor(private readonly sql: Sql) {
    this.recordedOrder = RECORDED_ORDER[sql.dialect];
  }

  async record(event: AuditEvent): Promise<void> {
    const { type, details, ...rest } = event;
    await this.sql.em.insert(AuditEventSchema, { ...rest, eventType: type, details: JSON.stringify(details) });
  }

  async list(
    filter: AuditFilter,
    page: { limit: number; offset: number },
  ): Promise<{ items: AuditEvent[]; total: number }> {
    const clauses: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, value: unknown) => {
      clauses.push(clause);
      params.push(value);
    };
    if (filter.userId !== undefined) add('user_id = ?', filter.userId);
    if (filter.teamId !== undefined) add('team_id = ?', filter.teamId);
    if (filter.type !== undefined) add('event_type = ?', filter.type);
    if (filter.from !== undefined) add('occurred_at >= ?', filter.from);
    if (filter.to !== undefined) add('occurred_at < ?', filter.to);
    const where = clauses.length ? `where ${clauses.join(' and ')}` : '';
    const records = await this.sql.entities(
      AuditEventSchema,
      `select ${COLUMNS} from audit_events ${where} order by occurred_at desc, ${this.recordedOrder} desc limit ? offset ?`,
      [...params, page.limit, page.offset],
    );
    const total = await this.sql.count(`select count(*) as n from audit_events ${where}`, params);
    return { items: records.map(toDomain), total };
  }

  async deleteBefore(cutoff: Date): Promise<number> {
    return this.sql.run('delete from audit_events where occurred_at < ?', [cutoff]);
  }
}

/** Events of one millisecond read in the order they were recorded: PostgreSQL's `seq`, SQLite's rowid. */
const RECORDED_ORDER: Readonly<Record<Dialect, string>> = { postgresql: 'seq', sqlite: 'rowid' };
const COLUMNS =
  'id, occurred_at, event_type, user_id, actor_id, session_id, email, team_id, ip_address, user_agent, details';

function toDomain(record: AuditEventRecord): AuditEvent {
  if (!isAuditEventType(record.eventType))
    throw new Error(`audit_events.event_type holds an unknown type for event ${record.id}`);
  return {
    id: record.id,
    occurredAt: record.occurredAt,
    type: record.eventType,
    userId: record.userId ?? null,
    actorId: record.actorId ?? null,
    sessionId: record.sessionId ?? null,
    email: record.email ?? null,
    teamId: record.teamId ?? null,
    ipAddress: record.ipAddress ?? null,
    userAgent: record.userAgent ?? null,
    details: JSON.parse(record.details) as AuditDetails,
  };
}
