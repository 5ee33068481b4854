import type { TeamMember, TeamMemberRepo, TeamMemberView, TeamRole, TeamRoleLookup, UserRepo } from '@metagame/core';
import type { InMemoryUserRepo } from '../in-memory-user-repo.js';

const key = (teamId: string, userId: string) => `${teamId}/${userId}`;

/**
 * TeamMemberRepo and TeamRoleLookup in a Map. The database cascades a deleted account's memberships;
 * here a membership whose user is gone simply no longer reads back.
 */
export class InMemoryTeamMemberRepo implements TeamMemberRepo, TeamRoleLookup {
  readonly rows = new Map<string, TeamMember>();

  constructor(private readonly users: InMemoryUserRepo & UserRepo) {}

  private live(): TeamMember[] {
    return [...this.rows.values()].filter((m) => this.users.rows.has(m.userId));
  }

  async roleOf(teamId: string, userId: string): Promise<TeamRole | null> {
    return this.users.rows.has(userId) ? (this.rows.get(key(teamId, userId))?.role ?? null) : null;
  }

  async add(member: TeamMember): Promise<'added' | 'already_member'> {
    if (this.rows.has(key(member.teamId, member.userId))) return 'already_member';
    this.rows.set(key(member.teamId, member.userId), { ...member });
    return 'added';
  }

  async list(teamId: string): Promise<TeamMemberView[]> {
    return this.live()
      .filter((m) => m.teamId === teamId)
      .sort((a, b) => a.joinedAt.getTime() - b.joinedAt.getTime() || (a.userId < b.userId ? -1 : 1))
      .map((m) => {
        const user = this.users.rows.get(m.userId)!;
        return { ...m, displayName: user.displayName, email: user.email };
      });
  }

  async count(teamId: string): Promise<number> {
    return this.live().filter((m) => m.teamId === teamId).length;
  }

  async setRole(teamId: string, userId: string, role: TeamRole): Promise<boolean> {
    const member = this.rows.get(key(teamId, userId));
    if (!member) return false;
    this.rows.set(key(teamId, userId), { ...member, role });
    return true;
  }

  async remove(teamId: string, userId: string): Promise<boolean> {
    return this.rows.delete(key(teamId, userId));
  }

  async ownedBy(userId: string): Promise<string[]> {
    return this.live()
      .filter((m) => m.userId === userId && m.role === 'owner')
      .map((m) => m.teamId)
      .sort();
  }

  /** Drops a deleted team's memberships, as the foreign key's cascade does. */
  dropTeam(teamId: string): void {
    for (const [k, m] of this.rows) if (m.teamId === teamId) this.rows.delete(k);
  }
}
