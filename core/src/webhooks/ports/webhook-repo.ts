import type { Webhook, WebhookChanges } from '../entities/webhook.js';

/** The webhooks of every workspace; an owner's calls are scoped to that owner (another's id is "not there"). */
export interface WebhookRepo {
  insert(webhook: Webhook): Promise<void>;
  /** The owner's webhooks, oldest first. */
  listOf(ownerId: string): Promise<Webhook[]>;
  countOf(ownerId: string): Promise<number>;
  /** The owner's webhook with this id; null when it is missing or someone else's. */
  findOwned(ownerId: string, id: string): Promise<Webhook | null>;
  /** Applies the changes (and a new secret, when given); null when missing or someone else's. */
  update(ownerId: string, id: string, changes: WebhookChanges & { readonly secret?: string }): Promise<Webhook | null>;
  /** Deletes the webhook and its delivery log; false when missing or someone else's. */
  delete(ownerId: string, id: string): Promise<boolean>;
  /** Disables an endpoint that kept failing (the delivery worker; any owner); false when it is gone. */
  disable(id: string, at: Date, reason: string): Promise<boolean>;
}
