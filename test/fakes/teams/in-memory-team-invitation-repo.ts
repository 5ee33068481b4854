import { isPending, type TeamInvitation, type TeamInvitationRepo } from '@metagame/core';

/** TeamInvitationRepo in a Map, honouring the same contract as the SQL adapter (test/contracts). */
export class InMemoryTeamInvitationRepo implements TeamInvitationRepo {
  readonly rows = new Map<string, TeamInvitation>();

  async insert(invitation: TeamInvitation): Promise<void> {
    if ([...this.rows.values()].some((i) => i.tokenHash === invitation.tokenHash))
      throw new Error('team_invitations: token_hash is unique');
    this.rows.set(invitation.id, { ...invitation });
  }

  async findByTokenHash(tokenHash: string): Promise<TeamInvitation | null> {
    return [...this.rows.values()].find((i) => i.tokenHash === tokenHash) ?? null;
  }

  async listPending(teamId: string, now: Date): Promise<TeamInvitation[]> {
    return [...this.rows.values()]
      .filter((i) => i.teamId === teamId && isPending(i, now))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1));
  }

  async countPending(teamId: string, now: Date): Promise<number> {
    return (await this.listPending(teamId, now)).length;
  }

  async revoke(teamId: string, id: string, now: Date): Promise<boolean> {
    const invitation = this.rows.get(id);
    if (!invitation || invitation.teamId !== teamId || !isPending(invitation, now)) return false;
    this.rows.set(id, { ...invitation, revokedAt: now });
    return true;
  }

  async markAccepted(id: string, now: Date): Promise<boolean> {
    const invitation = this.rows.get(id);
    if (!invitation || !isPending(invitation, now)) return false;
    this.rows.set(id, { ...invitation, acceptedAt: now });
    return true;
  }

  /** Drops a deleted team's invitations, as the foreign key's cascade does. */
  dropTeam(teamId: string): void {
    for (const [id, i] of this.rows) if (i.teamId === teamId) this.rows.delete(id);
  }
}
