import { z } from 'zod';
import { AUDIT_EVENT_TYPES } from '@metagame/core';
import { Timestamp } from '../common-schemas.js';

export const AuditEventType = z.enum(AUDIT_EVENT_TYPES).meta({ id: 'AuditEventType', description: 'What happened.' });

export const AuditEventRead = z
  .object({
    id: z.uuid(),
    occurred_at: Timestamp,
    event_type: AuditEventType,
    user_id: z.uuid().nullable().describe('The account the event is about (kept after the account is deleted).'),
    actor_id: z.uuid().nullable().describe('Who caused it, when that is another account (an admin).'),
    session_id: z.uuid().nullable(),
    email: z
      .string()
      .nullable()
      .describe('The account’s email then, the name a failed login tried, or the address a team invitation went to.'),
    team_id: z.uuid().nullable().describe('The team of a team event (kept after the team is deleted).'),
    ip_address: z.string().nullable(),
    user_agent: z.string().nullable(),
    details: z
      .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))
      .describe('Small facts: a failure’s reason class, the old and new role. Never a secret.'),
  })
  .meta({
    id: 'AuditEventRead',
    description: 'One security event of the audit log: what happened, to which account, by whom and from where.',
  });

export const AuditEventList = z
  .object({
    items: z.array(AuditEventRead),
    total: z.number().int(),
    limit: z.number().int(),
    offset: z.number().int(),
  })
  .meta({
    id: 'AuditEventList',
    description: 'One page of audit events, newest first, with the total over all pages.',
  });

const Instant = z.iso
  .datetime({ offset: true, error: 'Must be an ISO 8601 date-time with offset.' })
  .transform((v) => new Date(v));

const auditFilters = {
  event_type: AuditEventType.optional(),
  from: Instant.optional().describe('Events at or after this instant.'),
  to: Instant.optional().describe('Events before this instant.'),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
};

/** The caller's own trail: no user filter (it is always the caller). */
export const OwnAuditQuery = z.strictObject(auditFilters);
/** An admin's view of the whole trail. */
export const AuditQuery = z.strictObject({ user_id: z.uuid({ error: 'Must be a UUID.' }).optional(), ...auditFilters });
