/** A member's role in one team, lowest first: each role may do all that those before it may. */
export const TEAM_ROLES = ['viewer', 'member', 'captain', 'owner'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Team roles compare by level, independent of the service roles. */
export const teamRoleAtLeast = (role: TeamRole, minimum: TeamRole): boolean =>
  TEAM_ROLES.indexOf(role) >= TEAM_ROLES.indexOf(minimum);

/** The least team role a tracker route can ask for (the owner's powers are the team's own routes). */
export type TeamAccessRole = Exclude<TeamRole, 'owner'>;
