import type { Webhook, WebhookDelivery } from '@metagame/core';

/** A webhook as its owner reads it: never the secret (only creation and rotation show it). */
export const presentWebhook = (webhook: Webhook) => ({
  id: webhook.id,
  url: webhook.url,
  description: webhook.description,
  events: [...webhook.eventTypes],
  enabled: webhook.disabledAt === null,
  disabled_at: webhook.disabledAt?.toISOString() ?? null,
  disabled_reason: webhook.disabledReason,
  created_at: webhook.createdAt.toISOString(),
});

export const presentWebhookWithSecret = (webhook: Webhook) => ({ ...presentWebhook(webhook), secret: webhook.secret });

export const presentWebhookDelivery = (delivery: WebhookDelivery) => ({
  event_id: delivery.eventId,
  event_type: delivery.eventType,
  status: delivery.status,
  attempts: delivery.attempts,
  created_at: delivery.createdAt.toISOString(),
  last_attempt_at: delivery.lastAttemptAt?.toISOString() ?? null,
  next_attempt_at: delivery.nextAttemptAt?.toISOString() ?? null,
  last_error: delivery.lastError,
  response_status: delivery.responseStatus,
  payload: delivery.payload,
});
