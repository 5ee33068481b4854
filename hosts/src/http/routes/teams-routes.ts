import { teams } from '@metagame/contracts';
import { AcceptInvitation } from '@metagame/core/teams/use-cases/accept-invitation';
import { ChangeMemberRole } from '@metagame/core/teams/use-cases/change-member-role';
import { CreateTeam } from '@metagame/core/teams/use-cases/create-team';
import { DeleteTeam } from '@metagame/core/teams/use-cases/delete-team';
import { GetTeam } from '@metagame/core/teams/use-cases/get-team';
import { InviteMember } from '@metagame/core/teams/use-cases/invite-member';
import { LeaveTeam } from '@metagame/core/teams/use-cases/leave-team';
import { ListInvitations } from '@metagame/core/teams/use-cases/list-invitations';
import { ListMyTeams } from '@metagame/core/teams/use-cases/list-my-teams';
import { ListTeamAuditEvents } from '@metagame/core/teams/use-cases/list-team-audit-events';
import { RemoveMember } from '@metagame/core/teams/use-cases/remove-member';
import { RenameTeam } from '@metagame/core/teams/use-cases/rename-team';
import { RevokeInvitation } from '@metagame/core/teams/use-cases/revoke-invitation';
import { TransferOwnership } from '@metagame/core/teams/use-cases/transfer-ownership';
import { presentAuditEvent } from '../presenters/session-presenter.js';
import { presentTeam, presentTeamInvitation, presentTeamMember } from '../presenters/team-presenter.js';
import { route, type RouteRow } from '../route-table.js';

const page = (query: { limit: number; offset: number }) => ({ limit: query.limit, offset: query.offset });

/** Teams, their members and invitations, and a team's audit trail (the team's tracker has its own table). */
export const TEAMS_ROUTES: readonly RouteRow[] = [
  route({
    contract: teams.createTeam,
    useCase: CreateTeam,
    input: ({ user, body, client }) => ({ actor: user, name: body.name, client }),
    present: (team) => presentTeam(team, 'owner'),
  }),
  route({
    contract: teams.listTeams,
    useCase: ListMyTeams,
    input: ({ user }) => ({ userId: user.id }),
    present: (list) => list.map(({ team, role }) => presentTeam(team, role)),
  }),
  route({
    contract: teams.joinTeam,
    useCase: AcceptInvitation,
    input: ({ user, body, client }) => ({ actor: user, token: body.token, client }),
    present: ({ team, role }) => presentTeam(team, role),
  }),
  route({
    contract: teams.getTeam,
    useCase: GetTeam,
    input: ({ user, params }) => ({ userId: user.id, teamId: params.team_id }),
    present: ({ team, role, members }) => ({ ...presentTeam(team, role), members: members.map(presentTeamMember) }),
  }),
  route({
    contract: teams.renameTeam,
    useCase: RenameTeam,
    input: ({ user, params, body, client }) => ({ userId: user.id, teamId: params.team_id, name: body.name, client }),
    present: ({ team, role }) => presentTeam(team, role),
  }),
  route({
    contract: teams.deleteTeam,
    useCase: DeleteTeam,
    input: ({ user, params, client }) => ({ userId: user.id, teamId: params.team_id, client }),
    present: () => undefined,
  }),
  route({
    contract: teams.transferTeamOwnership,
    useCase: TransferOwnership,
    input: ({ user, params, body, client }) => ({
      userId: user.id,
      teamId: params.team_id,
      toUserId: body.user_id,
      client,
    }),
    present: () => undefined,
  }),
  route({
    contract: teams.leaveTeam,
    useCase: LeaveTeam,
    input: ({ user, params, client }) => ({ userId: user.id, teamId: params.team_id, client }),
    present: () => undefined,
  }),
  route({
    contract: teams.removeTeamMember,
    useCase: RemoveMember,
    input: ({ user, params, client }) => ({
      userId: user.id,
      teamId: params.team_id,
      memberId: params.user_id,
      client,
    }),
    present: () => undefined,
  }),
  route({
    contract: teams.changeTeamMemberRole,
    useCase: ChangeMemberRole,
    input: ({ user, params, body, client }) => ({
      userId: user.id,
      teamId: params.team_id,
      memberId: params.user_id,
      role: body.role,
      client,
    }),
    present: () => undefined,
  }),
  route({
    contract: teams.inviteTeamMember,
    useCase: InviteMember,
    input: ({ user, params, body, client }) => ({
      userId: user.id,
      teamId: params.team_id,
      email: body.email,
      role: body.role,
      client,
    }),
    present: presentTeamInvitation,
  }),
  route({
    contract: teams.listTeamInvitations,
    useCase: ListInvitations,
    input: ({ user, params }) => ({ userId: user.id, teamId: params.team_id }),
    present: (list) => list.map(presentTeamInvitation),
  }),
  route({
    contract: teams.revokeTeamInvitation,
    useCase: RevokeInvitation,
    input: ({ user, params, client }) => ({
      userId: user.id,
      teamId: params.team_id,
      invitationId: params.invitation_id,
      client,
    }),
    present: () => undefined,
  }),
  route({
    contract: teams.listTeamAuditEvents,
    useCase: ListTeamAuditEvents,
    input: ({ user, params, query }) => ({
      userId: user.id,
      teamId: params.team_id,
      ...(query.event_type ? { type: query.event_type } : {}),
      ...(query.from ? { from: query.from } : {}),
      ...(query.to ? { to: query.to } : {}),
      ...page(query),
    }),
    present: (found, { query }) => ({ items: found.items.map(presentAuditEvent), total: found.total, ...page(query) }),
    page: (found, { query }) => ({ total: found.total, ...page(query) }),
  }),
];
