import { err, ok, type Result } from '../../shared/result.js';
import type { Webhook } from '../entities/webhook.js';
import { webhookNotFound, type WebhookNotFound } from '../errors.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';

export interface GetWebhookInput {
  readonly ownerId: string;
  readonly id: string;
}
export type GetWebhookOutput = Webhook;

/** One of the workspace's webhooks. */
export class GetWebhook {
  constructor(private readonly webhooks: WebhookRepo) {}

  async execute(input: GetWebhookInput): Promise<Result<GetWebhookOutput, WebhookNotFound>> {
    const webhook = await this.webhooks.findOwned(input.ownerId, input.id);
    return webhook ? ok(webhook) : err(webhookNotFound());
  }
}
