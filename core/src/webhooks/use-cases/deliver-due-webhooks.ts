import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { DeliveryAttemptOutcome, ClaimedDelivery } from '../entities/webhook-delivery.js';
import { nextAttemptAfterFailure } from '../entities/retry-schedule.js';
import type { DeliverySettlement, WebhookOutbox } from '../ports/webhook-outbox.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';
import type { WebhookSender } from '../ports/webhook-sender.js';

export interface DeliverDueWebhooksInput {
  /** Most deliveries claimed (and sent at once) per pass. */
  readonly batch: number;
}
export interface DeliverDueWebhooksOutput {
  readonly attempted: number;
  readonly delivered: number;
}

/**
 * Longer than one attempt can take (the sender's 10 s timeout) with room to settle: a process that
 * dies mid-batch holds its claims this long at most, then another takes them over.
 */
export const DELIVERY_LEASE_MS = 60_000;

/**
 * One pass of the delivery worker: claims what is due, sends each claim once, and settles it —
 * delivered, due again after the retry delay, or given up after a day, which disables its endpoint
 * with the reason. Any number of processes run it at once; a claim keeps them apart.
 */
export class DeliverDueWebhooks {
  constructor(
    private readonly outbox: WebhookOutbox,
    private readonly webhooks: WebhookRepo,
    private readonly sender: WebhookSender,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly retryBaseSeconds: number,
  ) {}

  async execute(input: DeliverDueWebhooksInput): Promise<DeliverDueWebhooksOutput> {
    const now = this.clock.now();
    const leaseUntil = new Date(now.getTime() + DELIVERY_LEASE_MS);
    const claims = await this.outbox.claimDue(now, leaseUntil, this.ids.newId(), input.batch);
    const outcomes = await Promise.all(claims.map((claim) => this.attempt(claim)));
    return { attempted: claims.length, delivered: outcomes.filter((outcome) => outcome.ok).length };
  }

  private async attempt(claim: ClaimedDelivery): Promise<DeliveryAttemptOutcome> {
    const outcome = await this.sender.send({
      url: claim.url,
      messageId: claim.eventId,
      sentAt: this.clock.now(),
      payload: claim.payload,
      secret: claim.secret,
    });
    const settlement = this.settlementOf(claim, outcome);
    const settled = await this.outbox.settle(claim, settlement);
    if (settled && settlement.status === 'failed')
      await this.webhooks.disable(claim.webhookId, settlement.attemptedAt, givenUpReason(settlement.error));
    return outcome;
  }

  private settlementOf(claim: ClaimedDelivery, outcome: DeliveryAttemptOutcome): DeliverySettlement {
    const attemptedAt = this.clock.now();
    if (outcome.ok)
      return { status: 'delivered', attemptedAt, nextAttemptAt: null, error: null, responseStatus: outcome.status };
    const attempts = claim.attempts + 1;
    const next = nextAttemptAfterFailure(claim.dueSince, attempts, attemptedAt, this.retryBaseSeconds);
    return {
      status: next ? 'pending' : 'failed',
      attemptedAt,
      nextAttemptAt: next,
      error: outcome.error,
      responseStatus: outcome.status,
    };
  }
}

const givenUpReason = (lastError: string | null) =>
  `Deliveries failed for 24 hours; the last attempt: ${lastError ?? 'no answer'}`.slice(0, 500);
