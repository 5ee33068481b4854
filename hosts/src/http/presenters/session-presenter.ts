import type { AuditEvent } from '@metagame/core';
import type { ListSessionsOutput } from '@metagame/core/identity/use-cases/list-sessions';

/** Whitelist of a session's fields in the API's snake_case (SessionRead). */
export const presentSession = (session: ListSessionsOutput[number]) => ({
  id: session.id,
  created_at: session.createdAt.toISOString(),
  last_used_at: session.lastUsedAt.toISOString(),
  expires_at: session.expiresAt.toISOString(),
  user_agent: session.userAgent,
  ip_address: session.ipAddress,
  current: session.current,
});

/** Whitelist of an audit event's fields (AuditEventRead). */
export const presentAuditEvent = (event: AuditEvent) => ({
  id: event.id,
  occurred_at: event.occurredAt.toISOString(),
  event_type: event.type,
  user_id: event.userId,
  actor_id: event.actorId,
  session_id: event.sessionId,
  email: event.email,
  ip_address: event.ipAddress,
  user_agent: event.userAgent,
  details: { ...event.details },
});
