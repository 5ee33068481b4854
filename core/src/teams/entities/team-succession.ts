import type { AuditTrail } from '../../identity/entities/audit-trail.js';
import type { TrackerWorkspaceRepo } from '../../tracker/ports/tracker-workspace-repo.js';
import type { TeamMemberRepo } from '../ports/team-member-repo.js';
import type { TeamRepo } from '../ports/team-repo.js';
import { successorOf } from './team-rules.js';

/**
 * What becomes of the teams a user owns when their account is deleted. Run inside the deletion's
 * UnitOfWork, before the account goes: each team passes to its longest-standing captain, else member,
 * else viewer (`successorOf`); a team with nobody else is deleted with its tracker data. Each step
 * is audited under the team.
 */
export class TeamSuccession {
  constructor(
    private readonly teams: TeamRepo,
    private readonly members: TeamMemberRepo,
    private readonly workspaces: TrackerWorkspaceRepo,
    private readonly audit: AuditTrail,
  ) {}

  async handOver(userId: string, actorId: string | null): Promise<void> {
    for (const teamId of await this.members.ownedBy(userId)) {
      const heir = successorOf(await this.members.list(teamId), userId);
      if (heir) {
        await this.members.setRole(teamId, heir.userId, 'owner');
        await this.audit.record('team.ownership_transferred', {
          teamId,
          userId: heir.userId,
          actorId,
          details: { from_user_id: userId, reason: 'account_deleted', previous_role: heir.role },
        });
      } else {
        const team = await this.teams.findById(teamId);
        await this.workspaces.deleteAll(teamId);
        await this.teams.delete(teamId);
        await this.audit.record('team.deleted', {
          teamId,
          userId,
          actorId,
          details: { name: team?.name ?? null, reason: 'account_deleted' },
        });
      }
    }
  }
}
