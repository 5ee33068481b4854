import type { TeamRole } from './team-role.js';

/** One user's membership of one team. */
export interface TeamMember {
  readonly teamId: string;
  readonly userId: string;
  readonly role: TeamRole;
  readonly joinedAt: Date;
}

/** A member as a team's page lists them: the account's display name (null when unset) and email beside the membership. */
export interface TeamMemberView extends TeamMember {
  readonly displayName: string | null;
  readonly email: string;
}
