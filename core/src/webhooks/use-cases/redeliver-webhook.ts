import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { deliveryNotFound, webhookNotFound, type DeliveryNotFound, type WebhookNotFound } from '../errors.js';
import type { WebhookOutbox } from '../ports/webhook-outbox.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';

export interface RedeliverWebhookInput {
  readonly ownerId: string;
  readonly webhookId: string;
  readonly eventId: string;
}
export type RedeliverWebhookOutput = void;

/**
 * Sends a delivery again, as soon as a worker polls: a failed one, or a delivered one the receiver
 * wants again (same `webhook-id`). A disabled webhook's deliveries wait until it is enabled.
 */
export class RedeliverWebhook {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly outbox: WebhookOutbox,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: RedeliverWebhookInput,
  ): Promise<Result<RedeliverWebhookOutput, WebhookNotFound | DeliveryNotFound>> {
    if (!(await this.webhooks.findOwned(input.ownerId, input.webhookId))) return err(webhookNotFound());
    const queued = await this.outbox.redeliver(input.webhookId, input.eventId, this.clock.now());
    return queued ? ok(undefined) : err(deliveryNotFound());
  }
}
