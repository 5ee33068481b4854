import type { TeamInvitation } from '../entities/team-invitation.js';

/** Persistence of invitations (`team_invitations`); "pending" means neither accepted, revoked nor expired at `now`. */
export interface TeamInvitationRepo {
  insert(invitation: TeamInvitation): Promise<void>;
  /** The invitation whose token hashes to `tokenHash`, whatever its state; null when none does. */
  findByTokenHash(tokenHash: string): Promise<TeamInvitation | null>;
  /** The team's pending invitations, oldest first. */
  listPending(teamId: string, now: Date): Promise<TeamInvitation[]>;
  countPending(teamId: string, now: Date): Promise<number>;
  /** Revokes one of the team's pending invitations; false when it is not pending or of another team. */
  revoke(teamId: string, id: string, now: Date): Promise<boolean>;
  /**
   * Marks a pending invitation accepted, in one conditional statement, so two acceptances of one
   * token cannot both succeed; false when it was no longer pending.
   */
  markAccepted(id: string, now: Date): Promise<boolean>;
}
