import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TeamGate } from '../entities/team-gate.js';
import type { TeamRole } from '../entities/team-role.js';
import type { Team } from '../entities/team.js';
import { teamNotFound, type TeamAccessDenied } from '../errors.js';
import type { TeamRepo } from '../ports/team-repo.js';

export interface RenameTeamInput {
  readonly userId: string;
  readonly teamId: string;
  readonly name: string;
  readonly client?: ClientInfo;
}
export interface RenameTeamOutput {
  readonly team: Team;
  /** The caller's role. */
  readonly role: TeamRole;
}

/** A captain or the owner renames the team. */
export class RenameTeam {
  constructor(
    private readonly gate: TeamGate,
    private readonly teams: TeamRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: RenameTeamInput): Promise<Result<RenameTeamOutput, TeamAccessDenied>> {
    const role = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!role.ok) return role;
    return this.uow.run(async () => {
      const before = await this.teams.findById(input.teamId);
      if (!before || !(await this.teams.rename(input.teamId, input.name))) return err(teamNotFound());
      await this.audit.record('team.renamed', {
        teamId: input.teamId,
        userId: input.userId,
        client: input.client,
        details: { from: before.name, to: input.name },
      });
      return ok({ team: { ...before, name: input.name }, role: role.value });
    });
  }
}
