import type { AuditEvent, ListSessionsOutput } from '@metagame/core';
import { auditEventCodec, sessionCodec } from '@metagame/contracts';

/** A session's fields as SessionRead lists them. */
export const presentSession = (session: ListSessionsOutput[number]) => sessionCodec.toWire(session);

/** An audit event's fields as AuditEventRead lists them; the wire calls its type event_type. */
export const presentAuditEvent = (event: AuditEvent) => auditEventCodec.toWire({ ...event, eventType: event.type });
