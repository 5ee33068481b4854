import { err, ok, type Result } from '../../shared/result.js';
import type { TeamMemberView } from '../entities/team-member.js';
import type { TeamGate } from '../entities/team-gate.js';
import type { TeamRole } from '../entities/team-role.js';
import type { Team } from '../entities/team.js';
import { teamNotFound, type TeamNotFound } from '../errors.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRepo } from '../ports/team-repo.js';

export interface GetTeamInput {
  readonly userId: string;
  readonly teamId: string;
}
export interface GetTeamOutput {
  readonly team: Team;
  /** The caller's role. */
  readonly role: TeamRole;
  readonly members: readonly TeamMemberView[];
}

/** A team as any of its members sees it: its name and its members, longest-standing first. */
export class GetTeam {
  constructor(
    private readonly gate: TeamGate,
    private readonly teams: TeamRepo,
    private readonly members: TeamMemberRepo,
  ) {}

  async execute(input: GetTeamInput): Promise<Result<GetTeamOutput, TeamNotFound>> {
    const role = await this.gate.member(input.teamId, input.userId);
    if (!role.ok) return role;
    const team = await this.teams.findById(input.teamId);
    if (!team) return err(teamNotFound());
    return ok({ team, role: role.value, members: await this.members.list(team.id) });
  }
}
