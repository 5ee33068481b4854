import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { auditNoteOf, type WebhookActor } from '../entities/webhook-actor.js';
import { WEBHOOK_LIMIT_PER_OWNER, type Webhook, type WebhookEventType } from '../entities/webhook.js';
import {
  refusedUrl,
  tooManyWebhooks,
  verificationRequired,
  type RefusedUrl,
  type TooManyWebhooks,
  type VerificationRequired,
} from '../errors.js';
import type { WebhookAddressPolicy } from '../ports/webhook-address-policy.js';
import type { WebhookRepo } from '../ports/webhook-repo.js';
import type { WebhookSecrets } from '../ports/webhook-secrets.js';

export interface CreateWebhookInput extends WebhookActor {
  /** Whether the caller's email is verified: only verified accounts register endpoints. */
  readonly verified: boolean;
  readonly url: string;
  readonly description: string;
  readonly eventTypes: readonly WebhookEventType[];
}
/** The new webhook, whose `secret` its owner sees this once. */
export type CreateWebhookOutput = Webhook;

/** Registers an endpoint for a workspace's events, once its URL passes the address rules. */
export class CreateWebhook {
  constructor(
    private readonly webhooks: WebhookRepo,
    private readonly addresses: WebhookAddressPolicy,
    private readonly secrets: WebhookSecrets,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: CreateWebhookInput,
  ): Promise<Result<CreateWebhookOutput, VerificationRequired | RefusedUrl | TooManyWebhooks>> {
    if (!input.verified) return err(verificationRequired());
    const refusal = await this.addresses.refusal(input.url);
    if (refusal !== null) return err(refusedUrl(refusal));
    return this.uow.run(async () => {
      if ((await this.webhooks.countOf(input.ownerId)) >= WEBHOOK_LIMIT_PER_OWNER) return err(tooManyWebhooks());
      const webhook: Webhook = {
        id: this.ids.newId(),
        ownerId: input.ownerId,
        url: input.url,
        description: input.description,
        eventTypes: [...new Set(input.eventTypes)],
        secret: this.secrets.newSecret(),
        createdAt: this.clock.now(),
        disabledAt: null,
        disabledReason: null,
      };
      await this.webhooks.insert(webhook);
      await this.audit.record('webhook.created', auditNoteOf(input, webhook.id));
      return ok(webhook);
    });
  }
}
