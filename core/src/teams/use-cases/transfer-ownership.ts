import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TeamGate } from '../entities/team-gate.js';
import { memberNotFound, type MemberNotFound, type TeamAccessDenied } from '../errors.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';

export interface TransferOwnershipInput {
  readonly userId: string;
  readonly teamId: string;
  /** The member who becomes owner. */
  readonly toUserId: string;
  readonly client?: ClientInfo;
}

/** The owner hands the team to another member, and stays on as a captain. */
export class TransferOwnership {
  constructor(
    private readonly gate: TeamGate,
    private readonly roles: TeamRoleLookup,
    private readonly members: TeamMemberRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: TransferOwnershipInput): Promise<Result<void, TeamAccessDenied | MemberNotFound>> {
    const role = await this.gate.enter(input.teamId, input.userId, 'owner');
    if (!role.ok) return role;
    if (input.toUserId === input.userId) return ok(undefined);
    return this.uow.run(async () => {
      const previous = await this.roles.roleOf(input.teamId, input.toUserId);
      if (previous === null) return err(memberNotFound());
      await this.members.setRole(input.teamId, input.toUserId, 'owner');
      await this.members.setRole(input.teamId, input.userId, 'captain');
      await this.audit.record('team.ownership_transferred', {
        teamId: input.teamId,
        userId: input.toUserId,
        actorId: input.userId,
        client: input.client,
        details: { from_user_id: input.userId, previous_role: previous },
      });
      return ok(undefined);
    });
  }
}
