import type { Team, TeamOfMember, TeamRepo } from '@metagame/core';
import type { InMemoryTeamInvitationRepo } from './in-memory-team-invitation-repo.js';
import type { InMemoryTeamMemberRepo } from './in-memory-team-member-repo.js';

/** TeamRepo in a Map; deleting a team drops its members and invitations, as the database's cascades do. */
export class InMemoryTeamRepo implements TeamRepo {
  readonly rows = new Map<string, Team>();

  constructor(
    private readonly members: InMemoryTeamMemberRepo,
    private readonly invitations: InMemoryTeamInvitationRepo,
  ) {}

  async insert(team: Team): Promise<void> {
    if (this.rows.has(team.id)) throw new Error('teams: duplicate id');
    this.rows.set(team.id, { ...team });
  }

  async findById(id: string): Promise<Team | null> {
    return this.rows.get(id) ?? null;
  }

  async rename(id: string, name: string): Promise<boolean> {
    const team = this.rows.get(id);
    if (!team) return false;
    this.rows.set(id, { ...team, name });
    return true;
  }

  async delete(id: string): Promise<boolean> {
    if (!this.rows.delete(id)) return false;
    this.members.dropTeam(id);
    this.invitations.dropTeam(id);
    return true;
  }

  async listOf(userId: string): Promise<TeamOfMember[]> {
    const mine: TeamOfMember[] = [];
    for (const team of this.rows.values()) {
      const role = await this.members.roleOf(team.id, userId);
      if (role) mine.push({ team, role });
    }
    return mine.sort(
      (a, b) => a.team.createdAt.getTime() - b.team.createdAt.getTime() || (a.team.id < b.team.id ? -1 : 1),
    );
  }
}
