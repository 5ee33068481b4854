import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { InvitableRole } from '../entities/team-invitation.js';
import type { TeamGate } from '../entities/team-gate.js';
import { mayChangeRole } from '../entities/team-rules.js';
import {
  memberNotFound,
  ownerRequired,
  teamPermissionDenied,
  type MemberNotFound,
  type OwnerRequired,
  type TeamAccessDenied,
} from '../errors.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';

export interface ChangeMemberRoleInput {
  readonly userId: string;
  readonly teamId: string;
  readonly memberId: string;
  /** Ownership is not a role to set: it passes by transfer. */
  readonly role: InvitableRole;
  readonly client?: ClientInfo;
}

/**
 * Sets a member's role: only the owner makes or unmakes captains, captains switch members and
 * viewers. The owner cannot step down here (the team would have none): they transfer ownership.
 */
export class ChangeMemberRole {
  constructor(
    private readonly gate: TeamGate,
    private readonly roles: TeamRoleLookup,
    private readonly members: TeamMemberRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(
    input: ChangeMemberRoleInput,
  ): Promise<Result<void, TeamAccessDenied | MemberNotFound | OwnerRequired>> {
    const actor = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!actor.ok) return actor;
    return this.uow.run(async () => {
      const from = await this.roles.roleOf(input.teamId, input.memberId);
      if (from === null) return err(memberNotFound());
      if (from === 'owner' && actor.value === 'owner')
        return err(ownerRequired('The owner cannot step down: transfer ownership first.'));
      if (!mayChangeRole(actor.value, from, input.role)) return err(teamPermissionDenied());
      if (from === input.role) return ok(undefined);
      await this.members.setRole(input.teamId, input.memberId, input.role);
      await this.audit.record('team.role_changed', {
        teamId: input.teamId,
        userId: input.memberId,
        actorId: input.userId,
        client: input.client,
        details: { from, to: input.role },
      });
      return ok(undefined);
    });
  }
}
