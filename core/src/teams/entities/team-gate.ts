import { err, ok, type Result } from '../../shared/result.js';
import { teamNotFound, teamPermissionDenied, type TeamAccessDenied } from '../errors.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';
import { teamRoleAtLeast, type TeamRole } from './team-role.js';

/**
 * The membership check every team use case starts with: one lookup of the caller's role. An
 * outsider (or an unknown team) is told the team is not found, a member below `minimum` is refused.
 */
export class TeamGate {
  constructor(private readonly roles: TeamRoleLookup) {}

  async enter(teamId: string, userId: string, minimum: TeamRole): Promise<Result<TeamRole, TeamAccessDenied>> {
    const role = await this.roles.roleOf(teamId, userId);
    if (role === null) return err(teamNotFound());
    return teamRoleAtLeast(role, minimum) ? ok(role) : err(teamPermissionDenied());
  }
}
