import type { Clock } from '../../shared/clock.js';
import { ok, type Result } from '../../shared/result.js';
import type { TeamGate } from '../entities/team-gate.js';
import type { TeamInvitation } from '../entities/team-invitation.js';
import type { TeamAccessDenied } from '../errors.js';
import type { TeamInvitationRepo } from '../ports/team-invitation-repo.js';

export interface ListInvitationsInput {
  readonly userId: string;
  readonly teamId: string;
}
export type ListInvitationsOutput = readonly TeamInvitation[];

/** A team's pending invitations, oldest first, for its captains and owner. */
export class ListInvitations {
  constructor(
    private readonly gate: TeamGate,
    private readonly invitations: TeamInvitationRepo,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListInvitationsInput): Promise<Result<ListInvitationsOutput, TeamAccessDenied>> {
    const actor = await this.gate.enter(input.teamId, input.userId, 'captain');
    if (!actor.ok) return actor;
    return ok(await this.invitations.listPending(input.teamId, this.clock.now()));
  }
}
