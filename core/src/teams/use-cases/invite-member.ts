import { normaliseEmail } from '../../identity/entities/email.js';
import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { MailDeliveryError, type Mailer } from '../../identity/ports/mailer.js';
import type { UserRepo } from '../../identity/ports/user-repo.js';
import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { invitationLink, newInvitation, type InvitableRole, type TeamInvitation } from '../entities/team-invitation.js';
import type { TeamGate } from '../entities/team-gate.js';
import { TEAM_MEMBER_LIMIT, TEAM_PENDING_INVITATION_LIMIT, type Team } from '../entities/team.js';
import {
  alreadyMember,
  invitationNotSent,
  teamFull,
  teamNotFound,
  tooManyInvitations,
  type AlreadyMember,
  type InvitationNotSent,
  type TeamAccessDenied,
  type TeamLimitReached,
} from '../errors.js';
import type { InvitationTokens } from '../ports/invitation-tokens.js';
import type { TeamInvitationRepo } from '../ports/team-invitation-repo.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRepo } from '../ports/team-repo.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';

export interface InviteMemberInput {
  readonly userId: string;
  readonly teamId: string;
  readonly email: string;
  readonly role: InvitableRole;
  readonly client?: ClientInfo;
}
export type InviteMemberOutput = TeamInvitation;
type InviteError = TeamAccessDenied | AlreadyMember | TeamLimitReached | InvitationNotSent;

/**
 * A captain or the owner invites an address with a role. The record, its audit row and the email
 * form one unit: the email goes last, and a refused email rolls the invitation back (502). The token
 * exists in this call and in the email only; the record keeps its hash.
 */
export class InviteMember {
  constructor(
    private readonly gate: TeamGate,
    private readonly teams: TeamRepo,
    private readonly roles: TeamRoleLookup,
    private readonly members: TeamMemberRepo,
    private readonly invitations: TeamInvitationRepo,
    private readonly users: UserRepo,
    private readonly tokens: InvitationTokens,
    private readonly mailer: Mailer,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly frontendBaseUrl: string,
  ) {}

  async execute(input: InviteMemberInput): Promise<Result<InviteMemberOutput, InviteError>> {
    const actor = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!actor.ok) return actor;
    const team = await this.teams.findById(input.teamId);
    if (!team) return err(teamNotFound());
    const email = normaliseEmail(input.email);
    const now = this.clock.now();
    const refused = await this.refusal(team.id, email, now);
    if (refused) return err(refused);
    const token = this.tokens.newToken();
    const invitation = newInvitation(
      {
        id: this.ids.newId(),
        teamId: team.id,
        email,
        role: input.role,
        tokenHash: this.tokens.hash(token),
        invitedBy: input.userId,
      },
      now,
    );
    try {
      await this.uow.run(() => this.issue(team, invitation, token, input));
    } catch (error) {
      if (error instanceof MailDeliveryError) return err(invitationNotSent());
      throw error;
    }
    return ok(invitation);
  }

  /** Why the address cannot be invited now: already a member, or the team at one of its limits. */
  private async refusal(teamId: string, email: string, now: Date): Promise<AlreadyMember | TeamLimitReached | null> {
    const invitee = await this.users.findByEmail(email);
    if (invitee && (await this.roles.roleOf(teamId, invitee.id)) !== null) return alreadyMember();
    if ((await this.members.count(teamId)) >= TEAM_MEMBER_LIMIT) return teamFull();
    if ((await this.invitations.countPending(teamId, now)) >= TEAM_PENDING_INVITATION_LIMIT)
      return tooManyInvitations();
    return null;
  }

  /** Stores the invitation and its audit row, then sends the email: a refused email rolls both back. */
  private async issue(team: Team, invitation: TeamInvitation, token: string, input: InviteMemberInput): Promise<void> {
    await this.invitations.insert(invitation);
    await this.audit.record('team.invitation_sent', {
      teamId: team.id,
      actorId: input.userId,
      email: invitation.email,
      client: input.client,
      details: { invitation_id: invitation.id, role: invitation.role },
    });
    await this.mailer.sendTeamInvitation({
      to: invitation.email,
      teamName: team.name,
      role: invitation.role,
      link: invitationLink(this.frontendBaseUrl, token),
      expiresAt: invitation.expiresAt,
    });
  }
}
