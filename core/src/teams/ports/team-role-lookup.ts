import type { TeamRole } from '../entities/team-role.js';

/** The caller's role in a team, read on every team request (one query), so a removal takes effect at once. */
export interface TeamRoleLookup {
  /** The user's role in the team; null when the user is not a member or the team does not exist. */
  roleOf(teamId: string, userId: string): Promise<TeamRole | null>;
}
