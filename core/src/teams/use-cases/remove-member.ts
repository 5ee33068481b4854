import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TeamGate } from '../entities/team-gate.js';
import { outranksForManagement } from '../entities/team-rules.js';
import { memberNotFound, teamPermissionDenied, type MemberNotFound, type TeamAccessDenied } from '../errors.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';

export interface RemoveMemberInput {
  readonly userId: string;
  readonly teamId: string;
  readonly memberId: string;
  readonly client?: ClientInfo;
}

/**
 * A captain removes a member or viewer; the owner removes anyone else. The removed member's next
 * request is refused (every team request looks the role up). Leaving oneself is LeaveTeam.
 */
export class RemoveMember {
  constructor(
    private readonly gate: TeamGate,
    private readonly roles: TeamRoleLookup,
    private readonly members: TeamMemberRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: RemoveMemberInput): Promise<Result<void, TeamAccessDenied | MemberNotFound>> {
    const actor = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!actor.ok) return actor;
    return this.uow.run(async () => {
      const target = await this.roles.roleOf(input.teamId, input.memberId);
      if (target === null) return err(memberNotFound());
      if (!outranksForManagement(actor.value, target)) return err(teamPermissionDenied());
      await this.members.remove(input.teamId, input.memberId);
      await this.audit.record('team.member_removed', {
        teamId: input.teamId,
        userId: input.memberId,
        actorId: input.userId,
        client: input.client,
        details: { role: target },
      });
      return ok(undefined);
    });
  }
}
