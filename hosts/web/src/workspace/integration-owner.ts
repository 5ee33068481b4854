/**
 * Whose API tokens and webhooks a panel manages: the signed-in account's own (Settings), or a team's
 * (its page, for captains and the owner; the API refuses members and viewers with 403).
 */
export type IntegrationOwner = { readonly kind: 'personal' } | { readonly kind: 'team'; readonly teamId: string };

export const PERSONAL_OWNER: IntegrationOwner = { kind: 'personal' };

/** One string per owner, for reads that must start again when the owner changes. */
export const ownerKey = (owner: IntegrationOwner) => (owner.kind === 'team' ? `team:${owner.teamId}` : 'personal');
