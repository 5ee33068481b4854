import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { Role } from '../entities/role.js';
import { toPublicUser, type PublicUser } from '../entities/user.js';
import { cannotTargetSelf, userNotFound, type CannotTargetSelf, type UserNotFound } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface UpdateUserByAdminInput {
  readonly actorId: string;
  readonly userId: string;
  readonly role?: Role;
  readonly isActive?: boolean;
}
export type UpdateUserByAdminOutput = PublicUser;

/**
 * An admin changes another user's role and/or active flag. A role change bumps token_version
 * (spec 3) so tokens carrying the old role die; deactivation needs no bump (spec 5.4.3) because
 * inactive accounts are rejected directly. Admins cannot demote or deactivate themselves, so the
 * last admin cannot lock everyone out by accident.
 */
export class UpdateUserByAdmin {
  constructor(
    private readonly users: UserRepo,
    private readonly clock: Clock,
  ) {}

  async execute(input: UpdateUserByAdminInput): Promise<Result<UpdateUserByAdminOutput, UserNotFound | CannotTargetSelf>> {
    if (input.actorId === input.userId) return err(cannotTargetSelf('change the role or active state of'));
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    const roleChanges = input.role !== undefined && input.role !== user.role;
    const patch = {
      updatedAt: this.clock.now(),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    };
    const updated = await this.users.update(user.id, patch, { bumpTokenVersion: roleChanges });
    if (!updated) return err(userNotFound());
    return ok(toPublicUser(updated));
  }
}
