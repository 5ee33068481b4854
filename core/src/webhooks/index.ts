/** Webhooks: signed notifications of a workspace's events to endpoints it registered, through an outbox. */
export {
  type Webhook,
  type WebhookChanges,
  type WebhookEventType,
  WEBHOOK_EVENT_TYPES,
  PUBLIC_EVENT_TYPES,
  WEBHOOK_LIMIT_PER_OWNER,
  WEBHOOK_URL_MAX_LENGTH,
  WEBHOOK_DESCRIPTION_MAX_LENGTH,
} from './entities/webhook.js';
export { type WebhookEvent, type JsonValue, payloadOf } from './entities/webhook-event.js';
export type {
  WebhookDelivery,
  DeliveryStatus,
  ClaimedDelivery,
  DeliveryAttemptOutcome,
} from './entities/webhook-delivery.js';
export { RETRY_FOR_MS, retryDelayMs, nextAttemptAfterFailure } from './entities/retry-schedule.js';
export type { WebhookRepo } from './ports/webhook-repo.js';
export type { WebhookOutbox, DeliverySettlement } from './ports/webhook-outbox.js';
export type { WebhookSender, SignedPost } from './ports/webhook-sender.js';
export type { WebhookAddressPolicy } from './ports/webhook-address-policy.js';
export type { WebhookSecrets } from './ports/webhook-secrets.js';
export { WebhookPublisher } from './entities/webhook-publisher.js';
