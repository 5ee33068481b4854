import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { auditNoteOf, type WebhookActor } from '../entities/webhook-actor.js';
import type { Webhook } from '../entities/webhook.js';
import { webhookNotFound, type WebhookNotFound } from '../errors.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';
import type { WebhookSecrets } from '../ports/webhook-secrets.js';

export interface RotateWebhookSecretInput extends WebhookActor {
  readonly id: string;
}
/** The webhook with its new secret, shown this once; the next attempt is signed with it. */
export type RotateWebhookSecretOutput = Webhook;

/** Replaces a webhook's signing secret (the old one stops at once: there is no overlap). */
export class RotateWebhookSecret {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly secrets: WebhookSecrets,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  execute(input: RotateWebhookSecretInput): Promise<Result<RotateWebhookSecretOutput, WebhookNotFound>> {
    return this.uow.run(async () => {
      const updated = await this.webhooks.update(input.ownerId, input.id, { secret: this.secrets.newSecret() });
      if (!updated) return err(webhookNotFound());
      await this.audit.record('webhook.secret_rotated', auditNoteOf(input, input.id));
      return ok(updated);
    });
  }
}
