import type { DeliveryAttemptOutcome } from '../entities/webhook-delivery.js';

/** One signed POST of a payload, as the sender's wire protocol (Standard Webhooks) carries it. */
export interface SignedPost {
  readonly url: string;
  /** The `webhook-id`: the event's id. */
  readonly messageId: string;
  readonly sentAt: Date;
  readonly payload: string;
  readonly secret: string;
}

/**
 * Sends one attempt. Never throws for the endpoint's sake: a refused address, a timeout, a non-2xx
 * answer are outcomes. Redirects are not followed.
 */
export interface WebhookSender {
  send(post: SignedPost): Promise<DeliveryAttemptOutcome>;
}
