import { err, ok, type Result } from '../../shared/result.js';
import { cannotTargetSelf, userNotFound, type CannotTargetSelf, type UserNotFound } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface DeleteUserInput {
  readonly actorId: string;
  readonly userId: string;
}

/** An admin deletes an account; the database cascades every row the user owns (spec 2.7). */
export class DeleteUser {
  constructor(private readonly users: UserRepo) {}

  async execute(input: DeleteUserInput): Promise<Result<void, UserNotFound | CannotTargetSelf>> {
    if (input.actorId === input.userId) return err(cannotTargetSelf('delete'));
    return (await this.users.delete(input.userId)) ? ok(undefined) : err(userNotFound());
  }
}
