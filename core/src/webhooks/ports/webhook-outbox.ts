import type { Page, PageRequest } from '../../tracker/entities/page.js';
import type { ClaimedDelivery, DeliveryStatus, WebhookDelivery } from '../entities/webhook-delivery.js';
import type { WebhookEvent } from '../entities/webhook-event.js';

/** How an attempt leaves a claimed delivery. */
export interface DeliverySettlement {
  readonly status: DeliveryStatus;
  readonly attemptedAt: Date;
  /** When to try again (status `pending`); null otherwise. */
  readonly nextAttemptAt: Date | null;
  readonly error: string | null;
  readonly responseStatus: number | null;
}

/**
 * The outbox of webhook deliveries: written in the transaction of the change it reports (so a crash
 * after the commit loses nothing), drained by every serving process at once (a claim is a lease, so
 * no two processes attempt the same delivery).
 */
export interface WebhookOutbox {
  /**
   * Queues the event for every enabled webhook subscribed to it (the owner's, or every one for a
   * public event), due at once, on the caller's transaction. Returns how many deliveries it queued.
   */
  publish(event: WebhookEvent): Promise<number>;
  /**
   * Claims up to `limit` deliveries due at `now` that nobody holds (or whose holder's lease lapsed),
   * oldest due first, for this caller alone until `leaseUntil`. Atomic across processes.
   */
  claimDue(now: Date, leaseUntil: Date, lease: string, limit: number): Promise<ClaimedDelivery[]>;
  /** Records an attempt's outcome and releases the claim; false when the lease was lost (nothing changed). */
  settle(claim: ClaimedDelivery, settlement: DeliverySettlement): Promise<boolean>;
  /** One webhook's deliveries, newest first, with the total. */
  deliveriesOf(webhookId: string, page: PageRequest): Promise<Page<WebhookDelivery>>;
  /** Makes a delivery due again at `now` (a redelivery the owner asked for); false when there is none. */
  redeliver(webhookId: string, eventId: string, now: Date): Promise<boolean>;
}
