import { describe } from 'vitest';
import { SnapshotUnitOfWork } from '../fakes/snapshot-unit-of-work.js';
import { InMemoryWebhookOutbox } from '../fakes/webhooks/in-memory-webhook-outbox.js';
import { InMemoryWebhookRepo } from '../fakes/webhooks/in-memory-webhook-repo.js';
import { webhookOutboxContract } from './webhook-outbox.contract.js';

describe('InMemoryWebhookOutbox', () =>
  webhookOutboxContract(async () => {
    const webhooks = new InMemoryWebhookRepo();
    const outbox = new InMemoryWebhookOutbox(webhooks);
    return {
      outbox,
      webhooks,
      uow: new SnapshotUnitOfWork([outbox]),
      inRequest: (work) => work(),
      close: async () => {},
    };
  }));
