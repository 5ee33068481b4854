import type { TeamMember, TeamMemberView } from '../entities/team-member.js';
import type { TeamRole } from '../entities/team-role.js';

/** Persistence of memberships (`team_members`, one row per team and user). */
export interface TeamMemberRepo {
  /** Adds the membership; 'already_member' when the user is in the team already (nothing changes). */
  add(member: TeamMember): Promise<'added' | 'already_member'>;
  /** The team's members with their account's display name and email, longest-standing first. */
  list(teamId: string): Promise<TeamMemberView[]>;
  count(teamId: string): Promise<number>;
  /** False when the user is not a member of the team. */
  setRole(teamId: string, userId: string, role: TeamRole): Promise<boolean>;
  /** False when the user was not a member of the team. */
  remove(teamId: string, userId: string): Promise<boolean>;
  /** The ids of the teams the user owns. */
  ownedBy(userId: string): Promise<string[]>;
}
