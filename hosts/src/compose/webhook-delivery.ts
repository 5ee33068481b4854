import { RequestContext } from '@mikro-orm/core';
import { repeatEvery } from '@metagame/adapters';
import { DeliverDueWebhooks } from '@metagame/core/webhooks/use-cases/deliver-due-webhooks';
import type { Runtime } from './runtime.js';

/** Deliveries claimed and sent at once per pass; a full batch is followed by another pass at once. */
export const DELIVERY_BATCH = 32;

/**
 * Drains what is due now: passes of DELIVERY_BATCH until one claims fewer (so a backlog goes out at
 * the senders' pace, not one batch per poll). Each pass has its own database context.
 */
export async function deliverDueWebhooks(runtime: Runtime): Promise<{ attempted: number; delivered: number }> {
  const pass = runtime.container.get(DeliverDueWebhooks);
  let attempted = 0;
  let delivered = 0;
  for (;;) {
    const outcome = await RequestContext.create(runtime.orm.em, () => pass.execute({ batch: DELIVERY_BATCH }));
    attempted += outcome.attempted;
    delivered += outcome.delivered;
    if (outcome.attempted < DELIVERY_BATCH) return { attempted, delivered };
  }
}

/**
 * The delivery worker of `serve`: polls the outbox every WEBHOOK_POLL_INTERVAL_MS (never two passes
 * of one process at once). Every process on the database runs one; their claims keep them apart.
 * A failed poll (the database away) is logged and tried again at the next interval.
 */
export function scheduleWebhookDelivery(runtime: Runtime): () => void {
  return repeatEvery(runtime.config.webhooks.pollIntervalMs)(async () => {
    try {
      await deliverDueWebhooks(runtime);
    } catch (error) {
      runtime.logger.warn(
        { err: error instanceof Error ? error.message : error },
        'webhook delivery pass failed; retrying at the next poll',
      );
    }
  });
}
