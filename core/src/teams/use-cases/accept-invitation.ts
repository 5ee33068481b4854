import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import { normaliseEmail } from '../../identity/entities/email.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { isPending, type InvitableRole } from '../entities/team-invitation.js';
import { TEAM_MEMBER_LIMIT, type Team } from '../entities/team.js';
import {
  alreadyMember,
  invalidInvitation,
  teamFull,
  verificationRequired,
  type AlreadyMember,
  type InvalidInvitation,
  type TeamLimitReached,
  type VerificationRequired,
} from '../errors.js';
import type { InvitationTokens } from '../ports/invitation-tokens.js';
import type { TeamInvitationRepo } from '../ports/team-invitation-repo.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRepo } from '../ports/team-repo.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';

export interface AcceptInvitationInput {
  readonly actor: { readonly id: string; readonly email: string; readonly isVerified: boolean };
  readonly token: string;
  readonly client?: ClientInfo;
}
export interface AcceptInvitationOutput {
  readonly team: Team;
  readonly role: InvitableRole;
}
type AcceptError = InvalidInvitation | VerificationRequired | AlreadyMember | TeamLimitReached;

/**
 * The invitee, signed in with a verified account of the invited address, joins the team with the
 * invitation's role. A wrong, used, revoked or expired token and another address's invitation all
 * answer the same, so a token reveals nothing to anyone else. Acceptance is conditional on the
 * invitation still being pending, so one token admits one account.
 */
export class AcceptInvitation {
  constructor(
    private readonly invitations: TeamInvitationRepo,
    private readonly teams: TeamRepo,
    private readonly roles: TeamRoleLookup,
    private readonly members: TeamMemberRepo,
    private readonly tokens: InvitationTokens,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: AcceptInvitationInput): Promise<Result<AcceptInvitationOutput, AcceptError>> {
    const now = this.clock.now();
    const invitation = await this.invitations.findByTokenHash(this.tokens.hash(input.token));
    if (!invitation || !isPending(invitation, now)) return err(invalidInvitation());
    if (!input.actor.isVerified) return err(verificationRequired());
    if (normaliseEmail(input.actor.email) !== invitation.email) return err(invalidInvitation());
    const team = await this.teams.findById(invitation.teamId);
    if (!team) return err(invalidInvitation());
    if ((await this.roles.roleOf(team.id, input.actor.id)) !== null) return err(alreadyMember());
    if ((await this.members.count(team.id)) >= TEAM_MEMBER_LIMIT) return err(teamFull());
    return this.uow.run(async () => {
      if (!(await this.invitations.markAccepted(invitation.id, now))) return err(invalidInvitation());
      await this.members.add({ teamId: team.id, userId: input.actor.id, role: invitation.role, joinedAt: now });
      await this.audit.record('team.invitation_accepted', {
        teamId: team.id,
        userId: input.actor.id,
        email: invitation.email,
        client: input.client,
        details: { invitation_id: invitation.id, role: invitation.role },
      });
      return ok({ team, role: invitation.role });
    });
  }
}
