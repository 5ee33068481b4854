import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { TeamSuccession } from '../../teams/entities/team-succession.js';
import type { TrackerWorkspaceRepo } from '../../tracker/ports/tracker-workspace-repo.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import { cannotTargetSelf, userNotFound, type CannotTargetSelf, type UserNotFound } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface DeleteUserInput {
  readonly actorId: string;
  readonly userId: string;
  readonly client?: ClientInfo;
}

/**
 * An admin deletes an account, in one transaction: the user's personal tracker data (rows owned by
 * a workspace do not cascade from the account), then the teams the user owns pass to a successor
 * or, with nobody left, go with their data (TeamSuccession), then the account, whose sessions,
 * settings and memberships cascade. Team matches and card tests the user recorded stay, their
 * player set null by the database. The audit row keeps the id and email of the account that was.
 */
export class DeleteUser {
  constructor(
    private readonly users: UserRepo,
    private readonly succession: TeamSuccession,
    private readonly workspaces: TrackerWorkspaceRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: DeleteUserInput): Promise<Result<void, UserNotFound | CannotTargetSelf>> {
    if (input.actorId === input.userId) return err(cannotTargetSelf('delete'));
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    return this.uow.run(async () => {
      await this.workspaces.deleteAll(user.id);
      await this.succession.handOver(user.id, input.actorId);
      // Deleted meanwhile: its memberships and rows went with it, so nothing above changed anything.
      if (!(await this.users.delete(user.id))) return err(userNotFound());
      await this.audit.record('account.deleted', {
        userId: user.id,
        actorId: input.actorId,
        email: user.email,
        client: input.client,
        details: { role: user.role },
      });
      return ok(undefined);
    });
  }
}
