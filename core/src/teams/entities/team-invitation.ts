import type { TeamRole } from './team-role.js';

/** The roles an invitation may give: every role but owner (a team has one, passed on by transfer). */
export const INVITABLE_ROLES = ['viewer', 'member', 'captain'] as const satisfies readonly TeamRole[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** How long an invitation's link admits its invitee. */
export const INVITATION_TTL_DAYS = 7;

/**
 * An invitation to join a team with a role, sent to an email address. The token travels only in the
 * email; the record keeps its SHA-256 (`tokenHash`), looked up by the unique index when the invitee
 * accepts. Used once: accepting or revoking it ends it, as does its expiry.
 */
export interface TeamInvitation {
  readonly id: string;
  readonly teamId: string;
  /** Normalised (lower case), compared with the accepting account's email. */
  readonly email: string;
  readonly role: InvitableRole;
  readonly tokenHash: string;
  /** The captain or owner who sent it; null once that account is deleted. */
  readonly invitedBy: string | null;
  readonly createdAt: Date;
  readonly expiresAt: Date;
  readonly acceptedAt: Date | null;
  readonly revokedAt: Date | null;
}

/** Neither accepted nor revoked, and not yet expired at `now`. */
export const isPending = (invitation: TeamInvitation, now: Date): boolean =>
  invitation.acceptedAt === null && invitation.revokedAt === null && invitation.expiresAt > now;

export const invitationExpiry = (now: Date): Date => new Date(now.getTime() + INVITATION_TTL_DAYS * 86_400_000);

/** A new pending invitation made at `now`, valid for INVITATION_TTL_DAYS. */
export const newInvitation = (
  fields: Pick<TeamInvitation, 'id' | 'teamId' | 'email' | 'role' | 'tokenHash' | 'invitedBy'>,
  now: Date,
): TeamInvitation => ({
  ...fields,
  createdAt: now,
  expiresAt: invitationExpiry(now),
  acceptedAt: null,
  revokedAt: null,
});

/** The link the invitation email carries: the web app's join page with the token. */
export const invitationLink = (frontendBaseUrl: string, token: string): string =>
  `${frontendBaseUrl.replace(/\/+$/, '')}/teams/join?token=${encodeURIComponent(token)}`;
