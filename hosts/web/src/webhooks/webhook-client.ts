import { api } from '../api/client';
import type { components } from '../api/openapi';
import type { ApiResult } from '../api/use-api';
import type { IntegrationOwner } from '../workspace/integration-owner';

type WebhookRead = components['schemas']['WebhookRead'];
type WebhookWrite = components['schemas']['WebhookWrite'];
type WebhookUpdate = components['schemas']['WebhookUpdate'];
type WebhookWithSecret = components['schemas']['WebhookWithSecret'];
type WebhookDeliveryRead = components['schemas']['WebhookDeliveryRead'];

/**
 * The webhook routes of one workspace: the account's (`/webhooks`) or a team's
 * (`/teams/{id}/webhooks`, the same paths and answers).
 */
export interface WebhookClient {
  list(): Promise<ApiResult<WebhookRead[]>>;
  create(body: WebhookWrite): Promise<ApiResult<WebhookWithSecret>>;
  update(webhookId: string, body: WebhookUpdate): Promise<ApiResult<WebhookRead>>;
  remove(webhookId: string): Promise<ApiResult<unknown>>;
  /** A new signing secret, in the answer only; the old one signs nothing from then on. */
  rotateSecret(webhookId: string): Promise<ApiResult<WebhookWithSecret>>;
  /** The newest page of the webhook's delivery log. */
  deliveries(webhookId: string): Promise<ApiResult<WebhookDeliveryRead[]>>;
  redeliver(webhookId: string, eventId: string): Promise<ApiResult<unknown>>;
}

const hook = (webhookId: string) => ({ webhook_id: webhookId });

const PERSONAL: WebhookClient = {
  list: () => api.GET('/api/v1/webhooks'),
  create: (body) => api.POST('/api/v1/webhooks', { body }),
  update: (id, body) => api.PATCH('/api/v1/webhooks/{webhook_id}', { params: { path: hook(id) }, body }),
  remove: (id) => api.DELETE('/api/v1/webhooks/{webhook_id}', { params: { path: hook(id) } }),
  rotateSecret: (id) => api.POST('/api/v1/webhooks/{webhook_id}/rotate-secret', { params: { path: hook(id) } }),
  deliveries: (id) => api.GET('/api/v1/webhooks/{webhook_id}/deliveries', { params: { path: hook(id) } }),
  redeliver: (id, eventId) =>
    api.POST('/api/v1/webhooks/{webhook_id}/deliveries/{event_id}/redeliver', {
      params: { path: { ...hook(id), event_id: eventId } },
    }),
};

function teamWebhooks(teamId: string): WebhookClient {
  const team = { team_id: teamId };
  const teamHook = (id: string) => ({ ...team, ...hook(id) });
  return {
    list: () => api.GET('/api/v1/teams/{team_id}/webhooks', { params: { path: team } }),
    create: (body) => api.POST('/api/v1/teams/{team_id}/webhooks', { params: { path: team }, body }),
    update: (id, body) =>
      api.PATCH('/api/v1/teams/{team_id}/webhooks/{webhook_id}', { params: { path: teamHook(id) }, body }),
    remove: (id) => api.DELETE('/api/v1/teams/{team_id}/webhooks/{webhook_id}', { params: { path: teamHook(id) } }),
    rotateSecret: (id) =>
      api.POST('/api/v1/teams/{team_id}/webhooks/{webhook_id}/rotate-secret', { params: { path: teamHook(id) } }),
    deliveries: (id) =>
      api.GET('/api/v1/teams/{team_id}/webhooks/{webhook_id}/deliveries', { params: { path: teamHook(id) } }),
    redeliver: (id, eventId) =>
      api.POST('/api/v1/teams/{team_id}/webhooks/{webhook_id}/deliveries/{event_id}/redeliver', {
        params: { path: { ...teamHook(id), event_id: eventId } },
      }),
  };
}

export const webhookClient = (owner: IntegrationOwner): WebhookClient =>
  owner.kind === 'team' ? teamWebhooks(owner.teamId) : PERSONAL;
