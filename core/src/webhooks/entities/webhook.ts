/**
 * A webhook: an HTTPS endpoint of a workspace (a user's or a team's, `ownerId`) that is sent the
 * events it subscribed to, signed with its secret (Standard Webhooks: `whsec_` and base64). The
 * secret is kept as it is, since signing needs it; it is shown to the owner once, at creation and at
 * rotation. A disabled endpoint (by its owner, or after a day of failed deliveries) is sent nothing
 * until it is enabled again; `disabledReason` says why.
 */
export interface Webhook {
  readonly id: string;
  readonly ownerId: string;
  readonly url: string;
  readonly description: string;
  readonly eventTypes: readonly WebhookEventType[];
  readonly secret: string;
  readonly createdAt: Date;
  readonly disabledAt: Date | null;
  readonly disabledReason: string | null;
}

/** The events a webhook can subscribe to. Stored as these strings: a type is never renamed, only added. */
export const WEBHOOK_EVENT_TYPES = [
  'match.recorded',
  'match.updated',
  'match.deleted',
  'card_data.import.finished',
  'meta.import.finished',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/**
 * Events about the service's public data rather than a workspace's: every webhook subscribed to one
 * gets it, whoever owns the webhook (what they carry is public anyway).
 */
export const PUBLIC_EVENT_TYPES: readonly WebhookEventType[] = ['card_data.import.finished', 'meta.import.finished'];

/** Endpoints one workspace may register: enough for a bot or two per purpose, not a fan-out amplifier. */
export const WEBHOOK_LIMIT_PER_OWNER = 10;
export const WEBHOOK_URL_MAX_LENGTH = 2_000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

/** What an owner may change of a webhook; absent fields stay as they are. */
export interface WebhookChanges {
  readonly url?: string;
  readonly description?: string;
  readonly eventTypes?: readonly WebhookEventType[];
  /** Null enables (and forgets the reason); a value disables. */
  readonly disabled?: { readonly at: Date; readonly reason: string } | null;
}
