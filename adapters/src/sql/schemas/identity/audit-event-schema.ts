import { EntitySchema } from '@mikro-orm/core';

/** Row shape of `audit_events`: the event with its details as JSON text. */
export interface AuditEventRecord {
  id: string;
  occurredAt: Date;
  eventType: string;
  userId: string | null;
  actorId: string | null;
  sessionId: string | null;
  email: string | null;
  teamId: string | null;
  ipAddress: string | null;
  userAgent: string | null;
  details: string;
}

export const AuditEventSchema = new EntitySchema<AuditEventRecord>({
  name: 'AuditEvent',
  tableName: 'audit_events',
  properties: {
    id: { type: 'uuid', primary: true },
    occurredAt: { type: 'Date' },
    eventType: { type: 'string', length: 64 },
    userId: { type: 'uuid', nullable: true },
    actorId: { type: 'uuid', nullable: true },
    sessionId: { type: 'uuid', nullable: true },
    email: { type: 'string', length: 255, nullable: true },
    teamId: { type: 'uuid', nullable: true },
    ipAddress: { type: 'string', length: 64, nullable: true },
    userAgent: { type: 'string', length: 255, nullable: true },
    details: { type: 'text' },
  },
});
