import { webhooks } from '@metagame/contracts';
import type { ClientInfo, User } from '@metagame/core';
import { CreateWebhook } from '@metagame/core/webhooks/use-cases/create-webhook';
import { DeleteWebhook } from '@metagame/core/webhooks/use-cases/delete-webhook';
import { GetWebhook } from '@metagame/core/webhooks/use-cases/get-webhook';
import { ListWebhookDeliveries } from '@metagame/core/webhooks/use-cases/list-webhook-deliveries';
import { ListWebhooks } from '@metagame/core/webhooks/use-cases/list-webhooks';
import { RedeliverWebhook } from '@metagame/core/webhooks/use-cases/redeliver-webhook';
import { RotateWebhookSecret } from '@metagame/core/webhooks/use-cases/rotate-webhook-secret';
import { UpdateWebhook } from '@metagame/core/webhooks/use-cases/update-webhook';
import { presentWebhook, presentWebhookDelivery, presentWebhookWithSecret } from '../presenters/webhook-presenter.js';
import { route, type RouteRow } from '../route-table.js';
import type { Workspace } from '../workspace.js';

/** Who acts on whose webhooks: the workspace's (the caller's own, or the team's), for the audit trail. */
const actor = ({ user, workspace, client }: { user: User; workspace: Workspace; client: ClientInfo }) => ({
  ownerId: workspace.ownerId,
  userId: user.id,
  teamId: workspace.team?.id ?? null,
  client,
});

/** A workspace's webhooks and their delivery log; each row is also served for a team's captains. */
export const WEBHOOK_ROUTES: readonly RouteRow[] = [
  route({
    contract: webhooks.createWebhook,
    useCase: CreateWebhook,
    input: (request) => ({
      ...actor(request),
      verified: request.user.isVerified,
      url: request.body.url,
      description: request.body.description,
      eventTypes: request.body.events,
    }),
    present: presentWebhookWithSecret,
  }),
  route({
    contract: webhooks.listWebhooks,
    useCase: ListWebhooks,
    input: ({ workspace }) => ({ ownerId: workspace.ownerId }),
    present: (list) => list.map(presentWebhook),
  }),
  route({
    contract: webhooks.getWebhook,
    useCase: GetWebhook,
    input: ({ workspace, params }) => ({ ownerId: workspace.ownerId, id: params.webhook_id }),
    present: presentWebhook,
  }),
  route({
    contract: webhooks.updateWebhook,
    useCase: UpdateWebhook,
    input: (request) => ({
      ...actor(request),
      id: request.params.webhook_id,
      url: request.body.url,
      description: request.body.description,
      eventTypes: request.body.events,
      enabled: request.body.enabled,
    }),
    present: presentWebhook,
  }),
  route({
    contract: webhooks.deleteWebhook,
    useCase: DeleteWebhook,
    input: (request) => ({ ...actor(request), id: request.params.webhook_id }),
    present: () => undefined,
  }),
  route({
    contract: webhooks.rotateWebhookSecret,
    useCase: RotateWebhookSecret,
    input: (request) => ({ ...actor(request), id: request.params.webhook_id }),
    present: presentWebhookWithSecret,
  }),
  route({
    contract: webhooks.listWebhookDeliveries,
    useCase: ListWebhookDeliveries,
    input: ({ workspace, params, query }) => ({
      ownerId: workspace.ownerId,
      webhookId: params.webhook_id,
      page: { limit: query.limit, offset: query.offset },
    }),
    present: (page) => page.items.map(presentWebhookDelivery),
    page: (page, { query }) => ({ total: page.total, limit: query.limit, offset: query.offset }),
  }),
  route({
    contract: webhooks.redeliverWebhook,
    useCase: RedeliverWebhook,
    input: ({ workspace, params }) => ({
      ownerId: workspace.ownerId,
      webhookId: params.webhook_id,
      eventId: params.event_id,
    }),
    present: () => undefined,
  }),
];
