import { TeamGate } from '@metagame/core';
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
import { CapturingMailer } from '@metagame/testkit';
import { identityFakes } from '../identity-fixture.js';
import { PlainInvitationTokens } from './plain-invitation-tokens.js';

export const FRONTEND = 'https://play.example.com/app';

/** The teams use cases on in-memory fakes, over the identity fakes (accounts, audit trail, account deletion). */
export function teamsFakes() {
  const identity = identityFakes();
  const { users, teams, members, invitations, workspaces, audit, auditLog, uow, ids, clock } = identity;
  const mailer = new CapturingMailer();
  const tokens = new PlainInvitationTokens();
  const gate = new TeamGate(members);
  return {
    ...identity,
    mailer,
    tokens,
    createTeam: new CreateTeam(teams, members, audit, uow, ids, clock),
    listMyTeams: new ListMyTeams(teams),
    getTeam: new GetTeam(gate, teams, members),
    renameTeam: new RenameTeam(gate, teams, audit, uow),
    deleteTeam: new DeleteTeam(gate, teams, workspaces, audit, uow),
    transfer: new TransferOwnership(gate, members, members, audit, uow),
    leave: new LeaveTeam(gate, members, audit, uow),
    remove: new RemoveMember(gate, members, members, audit, uow),
    changeRole: new ChangeMemberRole(gate, members, members, audit, uow),
    invite: new InviteMember(
      gate,
      teams,
      members,
      members,
      invitations,
      users,
      tokens,
      mailer,
      audit,
      uow,
      ids,
      clock,
      FRONTEND,
    ),
    listInvitations: new ListInvitations(gate, invitations, clock),
    revoke: new RevokeInvitation(gate, invitations, audit, uow, clock),
    accept: new AcceptInvitation(invitations, teams, members, members, tokens, audit, uow, clock),
    listAudit: new ListTeamAuditEvents(gate, auditLog),
  };
}
