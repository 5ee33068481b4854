import { z } from 'zod';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute, type RouteContract } from '../route-contract.js';
import {
  WEBHOOKS_PREFIX as P,
  WEBHOOKS_TAG as tag,
  WebhookDeliveryParams,
  WebhookDeliveryQuery,
  WebhookDeliveryRead,
  WebhookParams,
  WebhookRead,
  WebhookUpdate,
  WebhookWithSecret,
  WebhookWrite,
} from './schemas.js';

const ADDRESSES =
  'The URL must be https (http only where the server allows it) and its host must resolve only to public addresses: a private, loopback, link-local, unique-local, multicast or unspecified one is refused (422), as is a URL that is not one.';

export const createWebhook = defineRoute({
  operationId: 'createWebhook',
  method: 'post',
  path: P,
  tag,
  summary: 'Register a webhook (verified accounts); its signing secret is shown once',
  description: ADDRESSES,
  access: 'user',
  team: 'captain',
  body: WebhookWrite,
  success: { status: 201, description: 'The webhook, with its secret', schema: WebhookWithSecret },
  errors: ['FORBIDDEN', 'VALIDATION_FAILED'],
});

export const listWebhooks = defineRoute({
  operationId: 'listWebhooks',
  method: 'get',
  path: P,
  tag,
  summary: 'The workspace’s webhooks, oldest first',
  access: 'user',
  team: 'captain',
  success: { status: 200, description: 'The webhooks', schema: z.array(WebhookRead) },
  errors: [],
});

export const getWebhook = defineRoute({
  operationId: 'getWebhook',
  method: 'get',
  path: `${P}/{webhook_id}`,
  tag,
  summary: 'One webhook (why it is disabled, when it is)',
  access: 'user',
  team: 'captain',
  params: WebhookParams,
  success: { status: 200, description: 'The webhook', schema: WebhookRead },
  errors: ['NOT_FOUND'],
});

export const updateWebhook = defineRoute({
  operationId: 'updateWebhook',
  method: 'patch',
  path: `${P}/{webhook_id}`,
  tag,
  summary: 'Change a webhook’s URL, events or description; disable or enable it',
  description: ADDRESSES,
  access: 'user',
  team: 'captain',
  params: WebhookParams,
  body: WebhookUpdate,
  success: { status: 200, description: 'The webhook', schema: WebhookRead },
  errors: ['NOT_FOUND', 'VALIDATION_FAILED'],
});

export const deleteWebhook = defineRoute({
  operationId: 'deleteWebhook',
  method: 'delete',
  path: `${P}/{webhook_id}`,
  tag,
  summary: 'Delete a webhook and its delivery log',
  access: 'user',
  team: 'captain',
  params: WebhookParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND'],
});

export const rotateWebhookSecret = defineRoute({
  operationId: 'rotateWebhookSecret',
  method: 'post',
  path: `${P}/{webhook_id}/rotate-secret`,
  tag,
  summary: 'Replace a webhook’s signing secret; the new one is shown once and signs every later attempt',
  access: 'user',
  team: 'captain',
  params: WebhookParams,
  success: { status: 200, description: 'The webhook, with its new secret', schema: WebhookWithSecret },
  errors: ['NOT_FOUND'],
});

export const listWebhookDeliveries = defineRoute({
  operationId: 'listWebhookDeliveries',
  method: 'get',
  path: `${P}/{webhook_id}/deliveries`,
  tag,
  summary: 'A webhook’s delivery log, newest first',
  description:
    'Paginated with limit (default 50, max 200) and offset; X-Total-Count gives the total, Link the next and previous pages.',
  access: 'user',
  team: 'captain',
  params: WebhookParams,
  query: WebhookDeliveryQuery,
  success: {
    status: 200,
    description: 'One page of deliveries',
    schema: z.array(WebhookDeliveryRead),
    headers: PAGE_HEADERS,
  },
  errors: ['NOT_FOUND'],
});

export const redeliverWebhook = defineRoute({
  operationId: 'redeliverWebhook',
  method: 'post',
  path: `${P}/{webhook_id}/deliveries/{event_id}/redeliver`,
  tag,
  summary: 'Send a delivery again (same webhook-id), at the next poll',
  description:
    'A failed delivery starts a new day of retries; a disabled webhook’s deliveries wait until it is enabled.',
  access: 'user',
  team: 'captain',
  params: WebhookDeliveryParams,
  success: { status: 202, description: 'Queued' },
  errors: ['NOT_FOUND'],
});

export const WEBHOOK_ROUTES: readonly RouteContract[] = [
  createWebhook,
  listWebhooks,
  getWebhook,
  updateWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  listWebhookDeliveries,
  redeliverWebhook,
];
