import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { ClientInfo } from '../../identity/entities/session.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TrackerWorkspaceRepo } from '../../tracker/ports/tracker-workspace-repo.js';
import type { TeamGate } from '../entities/team-gate.js';
import { teamNotFound, type TeamAccessDenied } from '../errors.js';
import type { TeamRepo } from '../ports/team-repo.js';

export interface DeleteTeamInput {
  readonly userId: string;
  readonly teamId: string;
  readonly client?: ClientInfo;
}

/** The owner deletes the team: its members, invitations and every tracker row it owns, in one transaction. */
export class DeleteTeam {
  constructor(
    private readonly gate: TeamGate,
    private readonly teams: TeamRepo,
    private readonly workspaces: TrackerWorkspaceRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: DeleteTeamInput): Promise<Result<void, TeamAccessDenied>> {
    const role = await this.gate.enter(input.teamId, input.userId, 'owner');
    if (!role.ok) return role;
    return this.uow.run(async () => {
      const team = await this.teams.findById(input.teamId);
      if (!team) return err(teamNotFound());
      await this.workspaces.deleteAll(team.id);
      await this.teams.delete(team.id);
      await this.audit.record('team.deleted', {
        teamId: team.id,
        userId: input.userId,
        client: input.client,
        details: { name: team.name },
      });
      return ok(undefined);
    });
  }
}
