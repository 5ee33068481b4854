import type { Page, PageRequest } from '../../tracker/entities/page.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { WebhookDelivery } from '../entities/webhook-delivery.js';
import { webhookNotFound, type WebhookNotFound } from '../errors.js';
import type { WebhookOutbox } from '../ports/webhook-outbox.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';

export interface ListWebhookDeliveriesInput {
  readonly ownerId: string;
  readonly webhookId: string;
  readonly page: PageRequest;
}
export type ListWebhookDeliveriesOutput = Page<WebhookDelivery>;

/** A webhook's delivery log, newest first: status, attempts, last error and response, next attempt. */
export class ListWebhookDeliveries {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly outbox: WebhookOutbox,
  ) {}

  async execute(input: ListWebhookDeliveriesInput): Promise<Result<ListWebhookDeliveriesOutput, WebhookNotFound>> {
    if (!(await this.webhooks.findOwned(input.ownerId, input.webhookId))) return err(webhookNotFound());
    return ok(await this.outbox.deliveriesOf(input.webhookId, input.page));
  }
}
