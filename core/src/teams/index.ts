/** Teams: a workspace several users share under team roles (owner > captain > member > viewer). */
export { TEAM_ROLES, type TeamRole, type TeamAccessRole, teamRoleAtLeast } from './entities/team-role.js';
export {
  type Team,
  type TeamOfMember,
  TEAM_NAME_MAX_LENGTH,
  TEAM_MEMBER_LIMIT,
  TEAM_PENDING_INVITATION_LIMIT,
} from './entities/team.js';
export type { TeamMember, TeamMemberView } from './entities/team-member.js';
export {
  type TeamInvitation,
  type InvitableRole,
  INVITABLE_ROLES,
  INVITATION_TTL_DAYS,
  isPending,
} from './entities/team-invitation.js';
export { TeamGate } from './entities/team-gate.js';
export { outranksForManagement, mayChangeRole, successorOf } from './entities/team-rules.js';
export { TeamSuccession } from './entities/team-succession.js';
export type { TeamRoleLookup } from './ports/team-role-lookup.js';
export type { TeamRepo } from './ports/team-repo.js';
export type { TeamMemberRepo } from './ports/team-member-repo.js';
export type { TeamInvitationRepo } from './ports/team-invitation-repo.js';
export type { InvitationTokens } from './ports/invitation-tokens.js';
