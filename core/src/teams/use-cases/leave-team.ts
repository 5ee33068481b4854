import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TeamGate } from '../entities/team-gate.js';
import { ownerRequired, type OwnerRequired, type TeamNotFound } from '../errors.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';

export interface LeaveTeamInput {
  readonly userId: string;
  readonly teamId: string;
  readonly client?: ClientInfo;
}

/** Any member but the owner leaves the team (the owner transfers ownership first). */
export class LeaveTeam {
  constructor(
    private readonly gate: TeamGate,
    private readonly members: TeamMemberRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: LeaveTeamInput): Promise<Result<void, TeamNotFound | OwnerRequired>> {
    const role = await this.gate.member(input.teamId, input.userId);
    if (!role.ok) return role;
    if (role.value === 'owner') return err(ownerRequired('The owner cannot leave the team: transfer ownership first.'));
    await this.uow.run(async () => {
      await this.members.remove(input.teamId, input.userId);
      await this.audit.record('team.member_left', {
        teamId: input.teamId,
        userId: input.userId,
        client: input.client,
        details: { role: role.value },
      });
    });
    return ok(undefined);
  }
}
