import { WebhookPublisher, type Clock } from '@metagame/core';
import { SequentialIdGenerator } from '@metagame/testkit';
import { InMemoryWebhookOutbox } from './in-memory-webhook-outbox.js';
import { InMemoryWebhookRepo } from './in-memory-webhook-repo.js';

/** The webhook ports in memory, and the publisher use cases tell them through. */
export function webhookFakes(clock: Clock, ids = new SequentialIdGenerator()) {
  const repo = new InMemoryWebhookRepo();
  const outbox = new InMemoryWebhookOutbox(repo);
  return { repo, outbox, ids, publisher: new WebhookPublisher(outbox, ids, clock) };
}
