import { RandomInvitationTokens, SqlTeamInvitationRepo, SqlTeamMemberRepo, SqlTeamRepo } from '@metagame/adapters';
import { AuditTrail, TeamGate, TeamSuccession } from '@metagame/core';
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
import { areaModule, construct, provide, setting } from './binding.js';
import { TOKENS as T } from './tokens.js';

/**
 * Teams: membership under team roles, invitations by email, the team's audit trail, and owned teams'
 * succession. The TeamRoleLookup every team route runs is bound with the tracker, whose routes check it first.
 */
export const teamsModule = areaModule([
  provide(T.TeamRepo, (get) => new SqlTeamRepo(get(T.Orm).sql)),
  provide(T.TeamMemberRepo, (get) => new SqlTeamMemberRepo(get(T.Orm).sql)),
  provide(T.TeamInvitationRepo, (get) => new SqlTeamInvitationRepo(get(T.Orm).sql)),
  provide(T.InvitationTokens, () => new RandomInvitationTokens()),

  construct(TeamGate, T.TeamRoleLookup),
  construct(TeamSuccession, T.TeamRepo, T.TeamMemberRepo, T.TrackerWorkspaceRepo, AuditTrail),

  construct(CreateTeam, T.TeamRepo, T.TeamMemberRepo, AuditTrail, T.UnitOfWork, T.IdGenerator, T.Clock),
  construct(ListMyTeams, T.TeamRepo),
  construct(GetTeam, TeamGate, T.TeamRepo, T.TeamMemberRepo),
  construct(RenameTeam, TeamGate, T.TeamRepo, AuditTrail, T.UnitOfWork),
  construct(DeleteTeam, TeamGate, T.TeamRepo, T.TrackerWorkspaceRepo, AuditTrail, T.UnitOfWork),
  construct(TransferOwnership, TeamGate, T.TeamRoleLookup, T.TeamMemberRepo, AuditTrail, T.UnitOfWork),
  construct(LeaveTeam, TeamGate, T.TeamMemberRepo, AuditTrail, T.UnitOfWork),
  construct(RemoveMember, TeamGate, T.TeamRoleLookup, T.TeamMemberRepo, AuditTrail, T.UnitOfWork),
  construct(ChangeMemberRole, TeamGate, T.TeamRoleLookup, T.TeamMemberRepo, AuditTrail, T.UnitOfWork),
  construct(
    InviteMember,
    TeamGate,
    T.TeamRepo,
    T.TeamRoleLookup,
    T.TeamMemberRepo,
    T.TeamInvitationRepo,
    T.UserRepo,
    T.InvitationTokens,
    T.Mailer,
    AuditTrail,
    T.UnitOfWork,
    T.IdGenerator,
    T.Clock,
    setting(({ signup }) => signup.frontendBaseUrl),
  ),
  construct(ListInvitations, TeamGate, T.TeamInvitationRepo, T.Clock),
  construct(RevokeInvitation, TeamGate, T.TeamInvitationRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(
    AcceptInvitation,
    T.TeamInvitationRepo,
    T.TeamRepo,
    T.TeamRoleLookup,
    T.TeamMemberRepo,
    T.InvitationTokens,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
  ),
  construct(ListTeamAuditEvents, TeamGate, T.AuditLog),
]);
