import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { auditNoteOf, type WebhookActor } from '../entities/webhook-actor.js';
import type { Webhook, WebhookChanges, WebhookEventType } from '../entities/webhook.js';
import { refusedUrl, webhookNotFound, type RefusedUrl, type WebhookNotFound } from '../errors.js';
import type { WebhookAddressPolicy } from '../ports/webhook-address-policy.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';

export interface UpdateWebhookInput extends WebhookActor {
  readonly id: string;
  readonly url?: string;
  readonly description?: string;
  readonly eventTypes?: readonly WebhookEventType[];
  /** false disables the endpoint; true enables it again (after its owner's or the worker's disabling). */
  readonly enabled?: boolean;
}
export type UpdateWebhookOutput = Webhook;

export const DISABLED_BY_OWNER = 'Disabled by its owner.';

/** Changes a webhook's URL (checked again), description or events, or disables or enables it. */
export class UpdateWebhook {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly addresses: WebhookAddressPolicy,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: UpdateWebhookInput): Promise<Result<UpdateWebhookOutput, RefusedUrl | WebhookNotFound>> {
    if (input.url !== undefined) {
      const refusal = await this.addresses.refusal(input.url);
      if (refusal !== null) return err(refusedUrl(refusal));
    }
    return this.uow.run(async () => {
      const current = await this.webhooks.findOwned(input.ownerId, input.id);
      if (!current) return err(webhookNotFound());
      const updated = await this.webhooks.update(input.ownerId, input.id, this.changesOf(input, current));
      if (!updated) return err(webhookNotFound());
      await this.audit.record('webhook.updated', auditNoteOf(input, input.id));
      return ok(updated);
    });
  }

  private changesOf(input: UpdateWebhookInput, current: Webhook): WebhookChanges {
    const wasEnabled = current.disabledAt === null;
    const toggled = input.enabled !== undefined && input.enabled !== wasEnabled;
    return {
      url: input.url,
      description: input.description,
      eventTypes: input.eventTypes && [...new Set(input.eventTypes)],
      ...(toggled ? { disabled: input.enabled ? null : { at: this.clock.now(), reason: DISABLED_BY_OWNER } } : {}),
    };
  }
}
