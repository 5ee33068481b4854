import { z } from 'zod';
import { AuditEventList, OwnAuditQuery } from '../identity/audit-schemas.js';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import {
  OwnershipTransfer,
  TEAMS_PREFIX as P,
  TEAMS_TAG as tag,
  TeamDetail,
  TeamInvitationParams,
  TeamInvitationRead,
  TeamInvitationWrite,
  TeamJoin,
  TeamMemberParams,
  TeamMemberRoleWrite,
  TeamParams,
  TeamRead,
  TeamWrite,
} from './schemas.js';

const OUTSIDERS =
  'A caller outside the team gets 404, as for a team that does not exist; a member whose role is too low gets 403.';

export const createTeam = defineRoute({
  operationId: 'createTeam',
  method: 'post',
  path: P,
  tag,
  summary: 'Found a team (verified accounts); the caller becomes its owner',
  access: 'user',
  body: TeamWrite,
  success: { status: 201, description: 'The new team', schema: TeamRead },
  errors: ['FORBIDDEN'],
});

export const listTeams = defineRoute({
  operationId: 'listTeams',
  method: 'get',
  path: P,
  tag,
  summary: 'The teams the caller belongs to, with the caller’s role in each, oldest first',
  access: 'user',
  success: { status: 200, description: 'The caller’s teams', schema: z.array(TeamRead) },
  errors: [],
});

export const getTeam = defineRoute({
  operationId: 'getTeam',
  method: 'get',
  path: `${P}/{team_id}`,
  tag,
  summary: 'A team and its members (any member)',
  description: 'A caller outside the team gets 404, as for a team that does not exist.',
  access: 'user',
  params: TeamParams,
  success: { status: 200, description: 'The team', schema: TeamDetail },
  errors: ['NOT_FOUND'],
});

export const renameTeam = defineRoute({
  operationId: 'renameTeam',
  method: 'patch',
  path: `${P}/{team_id}`,
  tag,
  summary: 'Rename a team (captains and the owner)',
  description: OUTSIDERS,
  access: 'user',
  params: TeamParams,
  body: TeamWrite,
  success: { status: 200, description: 'The renamed team', schema: TeamRead },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const deleteTeam = defineRoute({
  operationId: 'deleteTeam',
  method: 'delete',
  path: `${P}/{team_id}`,
  tag,
  summary: 'Delete a team with all its tracker data (the owner)',
  description: OUTSIDERS,
  access: 'user',
  params: TeamParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const transferTeamOwnership = defineRoute({
  operationId: 'transferTeamOwnership',
  method: 'post',
  path: `${P}/{team_id}/transfer`,
  tag,
  summary: 'Hand the team to another member (the owner); the old owner becomes a captain',
  description: OUTSIDERS,
  access: 'user',
  params: TeamParams,
  body: OwnershipTransfer,
  success: { status: 204, description: 'Transferred' },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const leaveTeam = defineRoute({
  operationId: 'leaveTeam',
  method: 'post',
  path: `${P}/{team_id}/leave`,
  tag,
  summary: 'Leave a team (anyone but the owner, who transfers ownership first)',
  description: 'A caller outside the team gets 404, as for a team that does not exist.',
  access: 'user',
  params: TeamParams,
  success: { status: 204, description: 'Left' },
  errors: ['NOT_FOUND', 'OWNER_REQUIRED'],
});

export const removeTeamMember = defineRoute({
  operationId: 'removeTeamMember',
  method: 'delete',
  path: `${P}/{team_id}/members/{user_id}`,
  tag,
  summary: 'Remove a member (captains remove members and viewers; the owner also captains)',
  description: OUTSIDERS,
  access: 'user',
  params: TeamMemberParams,
  success: { status: 204, description: 'Removed; their next request to the team is refused' },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const changeTeamMemberRole = defineRoute({
  operationId: 'changeTeamMemberRole',
  method: 'patch',
  path: `${P}/{team_id}/members/{user_id}`,
  tag,
  summary: 'Change a member’s role (only the owner makes or unmakes captains)',
  description: `${OUTSIDERS} Captains switch members and viewers; the owner cannot step down (409: transfer ownership).`,
  access: 'user',
  params: TeamMemberParams,
  body: TeamMemberRoleWrite,
  success: { status: 204, description: 'Changed' },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS', 'OWNER_REQUIRED'],
});

export const inviteTeamMember = defineRoute({
  operationId: 'inviteTeamMember',
  method: 'post',
  path: `${P}/{team_id}/invitations`,
  tag,
  summary: 'Invite an address with a role (captains and the owner); the link is emailed',
  description: `${OUTSIDERS} The email carries \`{FRONTEND_BASE_URL}/teams/join?token=…\`, valid 7 days and once. At most 50 members and 20 pending invitations per team (422).`,
  access: 'user',
  params: TeamParams,
  body: TeamInvitationWrite,
  success: { status: 201, description: 'The invitation (without its token)', schema: TeamInvitationRead },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS', 'ALREADY_MEMBER', 'VALIDATION_FAILED', 'EMAIL_NOT_SENT'],
});

export const listTeamInvitations = defineRoute({
  operationId: 'listTeamInvitations',
  method: 'get',
  path: `${P}/{team_id}/invitations`,
  tag,
  summary: 'A team’s pending invitations, oldest first (captains and the owner)',
  description: OUTSIDERS,
  access: 'user',
  params: TeamParams,
  success: { status: 200, description: 'The pending invitations', schema: z.array(TeamInvitationRead) },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const revokeTeamInvitation = defineRoute({
  operationId: 'revokeTeamInvitation',
  method: 'delete',
  path: `${P}/{team_id}/invitations/{invitation_id}`,
  tag,
  summary: 'Revoke a pending invitation (captains and the owner)',
  description: OUTSIDERS,
  access: 'user',
  params: TeamInvitationParams,
  success: { status: 204, description: 'Revoked: the link admits nobody' },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const joinTeam = defineRoute({
  operationId: 'joinTeam',
  method: 'post',
  path: `${P}/join`,
  tag,
  summary: 'Accept an invitation: join its team with its role',
  description:
    'The caller’s account must be verified (403) and have the invited address. A wrong, used, revoked or expired token, or another address’s, is one 400; a member already is 409.',
  access: 'user',
  body: TeamJoin,
  success: { status: 200, description: 'The team joined', schema: TeamRead },
  errors: ['INVALID_INVITATION', 'FORBIDDEN', 'ALREADY_MEMBER', 'VALIDATION_FAILED'],
});

export const listTeamAuditEvents = defineRoute({
  operationId: 'listTeamAuditEvents',
  method: 'get',
  path: `${P}/{team_id}/audit-events`,
  tag,
  summary: 'A team’s audit trail, newest first (captains and the owner)',
  description: `${OUTSIDERS} Filter by event type and time range (\`from\` inclusive, \`to\` exclusive).`,
  access: 'user',
  params: TeamParams,
  query: OwnAuditQuery,
  success: { status: 200, description: 'One page of the team’s events', schema: AuditEventList, headers: PAGE_HEADERS },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const TEAM_ROUTES = [
  createTeam,
  listTeams,
  joinTeam,
  getTeam,
  renameTeam,
  deleteTeam,
  transferTeamOwnership,
  leaveTeam,
  removeTeamMember,
  changeTeamMemberRole,
  inviteTeamMember,
  listTeamInvitations,
  revokeTeamInvitation,
  listTeamAuditEvents,
];
