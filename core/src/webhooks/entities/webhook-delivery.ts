import type { WebhookEventType } from './webhook.js';

/** `pending`: due now or later; `delivered`: a 2xx came back; `failed`: retried for a day, given up. */
export type DeliveryStatus = 'pending' | 'delivered' | 'failed';

/** One event on its way to one webhook, and what happened to it so far (the owner's delivery log). */
export interface WebhookDelivery {
  readonly webhookId: string;
  readonly eventId: string;
  readonly eventType: WebhookEventType;
  readonly payload: string;
  readonly status: DeliveryStatus;
  readonly attempts: number;
  readonly createdAt: Date;
  /** When the next attempt is due; null once delivered or failed. */
  readonly nextAttemptAt: Date | null;
  readonly lastAttemptAt: Date | null;
  readonly lastError: string | null;
  readonly responseStatus: number | null;
}

/** A delivery a process has claimed: it alone attempts it until `lease` is settled or lapses. */
export interface ClaimedDelivery {
  readonly webhookId: string;
  readonly eventId: string;
  readonly payload: string;
  readonly url: string;
  readonly secret: string;
  /** Failed attempts since it was first due (or redelivered). */
  readonly attempts: number;
  /** When it was first due (or redelivered): retries stop a day after. */
  readonly dueSince: Date;
  /** Proves the claim when settling: a lapsed lease taken over by another process settles nothing. */
  readonly lease: string;
}

/** How one attempt went, as the sender reports it. */
export type DeliveryAttemptOutcome =
  | { readonly ok: true; readonly status: number }
  | { readonly ok: false; readonly status: number | null; readonly error: string };
