import type { Webhook } from '../entities/webhook.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';

export interface ListWebhooksInput {
  readonly ownerId: string;
}
export type ListWebhooksOutput = readonly Webhook[];

/** A workspace's webhooks, oldest first. */
export class ListWebhooks {
  constructor(private readonly webhooks: WebhookRepo) {}

  execute(input: ListWebhooksInput): Promise<ListWebhooksOutput> {
    return this.webhooks.listOf(input.ownerId);
  }
}
