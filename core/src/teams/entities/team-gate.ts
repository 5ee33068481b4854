import { err, ok, type Result } from '../../shared/result.js';
import { teamNotFound, teamPermissionDenied, type TeamAccessDenied, type TeamNotFound } from '../errors.js';
import type { TeamRoleLookup } from '../ports/team-role-lookup.js';
import { teamRoleAtLeast, type TeamRole } from './team-role.js';

/**
 * The membership check every team use case starts with: one lookup of the caller's role. An
 * outsider (or an unknown team) is told the team is not found, a member below `minimum` is refused.
 */
export class TeamGate {
  constructor(private readonly roles: TeamRoleLookup) {}

  /** Any member's way in (a viewer's): only outsiders are refused. */
  async member(teamId: string, userId: string): Promise<Result<TeamRole, TeamNotFound>> {
    const role = await this.roles.roleOf(teamId, userId);
    return role === null ? err(teamNotFound()) : ok(role);
  }

  async enter(teamId: string, userId: string, minimum: TeamRole): Promise<Result<TeamRole, TeamAccessDenied>> {
    const role = await this.roles.roleOf(teamId, userId);
    if (role === null) return err(teamNotFound());
    return teamRoleAtLeast(role, minimum) ? ok(role) : err(teamPermissionDenied());
  }
}
