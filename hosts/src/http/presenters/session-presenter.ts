import type { AuditEvent } from '@metagame/core';
import type { ListSessionsOutput } from '@metagame/core/identity/use-cases/list-sessions';
import { auditEventCodec, sessionCodec } from '@metagame/contracts';

/** A session's fields as SessionRead lists them. */
export const presentSession = (session: ListSessionsOutput[number]) => sessionCodec.toWire(session);

/** An audit event's fields as AuditEventRead lists them; the wire calls its type event_type. */
export const presentAuditEvent = (event: AuditEvent) => auditEventCodec.toWire({ ...event, eventType: event.type });
