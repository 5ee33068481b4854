import type { ClientInfo } from '../../identity/entities/session.js';

/** Who changes a workspace's webhooks, for the audit trail: the caller, and the team when it is a team's. */
export interface WebhookActor {
  /** The workspace: the caller's id, or the team's. */
  readonly ownerId: string;
  readonly userId: string;
  readonly teamId: string | null;
  readonly client?: ClientInfo;
}

export const auditNoteOf = (actor: WebhookActor, webhookId: string) => ({
  userId: actor.userId,
  teamId: actor.teamId,
  client: actor.client,
  details: { webhook_id: webhookId },
});
