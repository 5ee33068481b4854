import { identity } from '@metagame/contracts';
import { EndOtherSessions } from '@metagame/core/identity/use-cases/end-other-sessions';
import { EndSession } from '@metagame/core/identity/use-cases/end-session';
import { ListAuditEvents } from '@metagame/core/identity/use-cases/list-audit-events';
import { ListSessions } from '@metagame/core/identity/use-cases/list-sessions';
import { presentAuditEvent, presentSession } from '../presenters/session-presenter.js';
import { route, type RouteRow } from '../route-table.js';

const page = (query: { limit: number; offset: number }) => ({ limit: query.limit, offset: query.offset });
const range = (query: { from?: Date | undefined; to?: Date | undefined }) => ({
  ...(query.from ? { from: query.from } : {}),
  ...(query.to ? { to: query.to } : {}),
});

/** The caller's sessions (signed-in devices) and the audit trail: the caller's own, and the admin view. */
export const SESSION_ROUTES: readonly RouteRow[] = [
  route({
    contract: identity.listSessions,
    useCase: ListSessions,
    input: ({ user, sessionId }) => ({ userId: user.id, currentSessionId: sessionId }),
    present: (sessions) => sessions.map(presentSession),
  }),
  route({
    contract: identity.endOtherSessions,
    useCase: EndOtherSessions,
    input: ({ user, sessionId, client }) => ({ user, currentSessionId: sessionId, client }),
    present: (outcome) => ({ ended: outcome.ended }),
  }),
  route({
    contract: identity.endSession,
    useCase: EndSession,
    input: ({ params, user, sessionId, client }) => ({
      user,
      sessionId: params.id,
      currentSessionId: sessionId,
      client,
    }),
    present: () => undefined,
  }),
  route({
    contract: identity.listOwnAuditEvents,
    useCase: ListAuditEvents,
    input: ({ query, user }) => ({
      filter: { userId: user.id, ...(query.event_type ? { type: query.event_type } : {}), ...range(query) },
      ...page(query),
    }),
    present: (found, { query }) => ({ items: found.items.map(presentAuditEvent), total: found.total, ...page(query) }),
    page: (found, { query }) => ({ total: found.total, ...page(query) }),
  }),
  route({
    contract: identity.listAuditEvents,
    useCase: ListAuditEvents,
    input: ({ query }) => ({
      filter: {
        ...(query.user_id ? { userId: query.user_id } : {}),
        ...(query.event_type ? { type: query.event_type } : {}),
        ...range(query),
      },
      ...page(query),
    }),
    present: (found, { query }) => ({ items: found.items.map(presentAuditEvent), total: found.total, ...page(query) }),
    page: (found, { query }) => ({ total: found.total, ...page(query) }),
  }),
];
