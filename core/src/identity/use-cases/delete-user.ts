import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
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
 * An admin deletes an account; the database cascades every row the user owns (all their tracker
 * data, their sessions included). The audit row keeps the id and email of the account that was.
 */
export class DeleteUser {
  constructor(
    private readonly users: UserRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
  ) {}

  async execute(input: DeleteUserInput): Promise<Result<void, UserNotFound | CannotTargetSelf>> {
    if (input.actorId === input.userId) return err(cannotTargetSelf('delete'));
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    return this.uow.run(async () => {
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
