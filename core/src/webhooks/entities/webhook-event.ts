import type { WebhookEventType } from './webhook.js';

/** A JSON value, as a payload's `data` carries it. */
export type JsonValue = string | number | boolean | null | readonly JsonValue[] | { readonly [key: string]: JsonValue };

/**
 * Something that happened, as webhooks are told it. `id` is the Standard Webhooks message id
 * (`webhook-id`): the same on every attempt and every endpoint, so a receiver deduplicates by it.
 * `ownerId` is the workspace whose webhooks get it; null for a public event (every subscriber).
 */
export interface WebhookEvent {
  readonly id: string;
  readonly type: WebhookEventType;
  readonly ownerId: string | null;
  readonly occurredAt: Date;
  readonly data: { readonly [key: string]: JsonValue };
}

/** The body sent: `{type, timestamp, data}` as Standard Webhooks lays it out. */
export const payloadOf = (event: WebhookEvent): string =>
  JSON.stringify({ type: event.type, timestamp: event.occurredAt.toISOString(), data: event.data });
