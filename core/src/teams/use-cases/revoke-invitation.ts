import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TeamGate } from '../entities/team-gate.js';
import { invitationNotFound, type InvitationNotFound, type TeamAccessDenied } from '../errors.js';
import type { TeamInvitationRepo } from '../ports/team-invitation-repo.js';

export interface RevokeInvitationInput {
  readonly userId: string;
  readonly teamId: string;
  readonly invitationId: string;
  readonly client?: ClientInfo;
}

/** A captain or the owner withdraws a pending invitation: its link admits nobody from then on. */
export class RevokeInvitation {
  constructor(
    private readonly gate: TeamGate,
    private readonly invitations: TeamInvitationRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: RevokeInvitationInput): Promise<Result<void, TeamAccessDenied | InvitationNotFound>> {
    const actor = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!actor.ok) return actor;
    return this.uow.run(async () => {
      if (!(await this.invitations.revoke(input.teamId, input.invitationId, this.clock.now())))
        return err(invitationNotFound());
      await this.audit.record('team.invitation_revoked', {
        teamId: input.teamId,
        actorId: input.userId,
        client: input.client,
        details: { invitation_id: input.invitationId },
      });
      return ok(undefined);
    });
  }
}
