import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import { AuditEventList, AuditQuery, OwnAuditQuery } from './audit-schemas.js';

export const listOwnAuditEvents = defineRoute({
  operationId: 'listOwnAuditEvents',
  method: 'get',
  path: '/api/v1/auth/audit-events',
  tag: 'auth',
  summary: 'The caller’s own audit trail, newest first',
  access: 'user',
  query: OwnAuditQuery,
  success: {
    status: 200,
    description: 'One page of events about the caller',
    schema: AuditEventList,
    headers: PAGE_HEADERS,
  },
  errors: [],
});

export const listAuditEvents = defineRoute({
  operationId: 'listAuditEvents',
  method: 'get',
  path: '/api/v1/audit-events',
  tag: 'users',
  summary: 'The audit trail, newest first (admin)',
  description:
    'Filter by user, event type and time range (`from` inclusive, `to` exclusive); rows older than AUDIT_RETENTION_DAYS are pruned.',
  access: 'admin',
  query: AuditQuery,
  success: { status: 200, description: 'One page of events', schema: AuditEventList, headers: PAGE_HEADERS },
  errors: [],
});

export const AUDIT_ROUTES = [listOwnAuditEvents, listAuditEvents];
