import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { auditNoteOf, type WebhookActor } from '../entities/webhook-actor.js';
import { webhookNotFound, type WebhookNotFound } from '../errors.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';

export interface DeleteWebhookInput extends WebhookActor {
  readonly id: string;
}
export type DeleteWebhookOutput = void;

/** Removes a webhook with its delivery log; what was still due is never sent. */
export class DeleteWebhook {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  execute(input: DeleteWebhookInput): Promise<Result<DeleteWebhookOutput, WebhookNotFound>> {
    return this.uow.run(async () => {
      if (!(await this.webhooks.delete(input.ownerId, input.id))) return err(webhookNotFound());
      await this.audit.record('webhook.deleted', auditNoteOf(input, input.id));
      return ok(undefined);
    });
  }
}
