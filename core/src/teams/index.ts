/** Teams: a workspace several users share under team roles (owner > captain > member > viewer). */
export { TEAM_ROLES, type TeamRole, type TeamAccessRole, teamRoleAtLeast } from './entities/team-role.js';
export type { TeamRoleLookup } from './ports/team-role-lookup.js';
