import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditDetails } from '../entities/audit-event.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { Role } from '../entities/role.js';
import type { ClientInfo } from '../entities/session.js';
import { toPublicUser, type PublicUser } from '../entities/user.js';
import { cannotTargetSelf, userNotFound, type CannotTargetSelf, type UserNotFound } from '../errors.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface UpdateUserByAdminInput {
  /** The admin making the change; null for the operator at the server's command line. */
  readonly actorId: string | null;
  readonly userId: string;
  readonly role?: Role;
  readonly isActive?: boolean;
  readonly client?: ClientInfo;
}
export type UpdateUserByAdminOutput = PublicUser;

/**
 * An admin changes another user's role and/or active flag. A role change bumps token_version and
 * ends the user's sessions, so tokens carrying the old role die; deactivation needs no bump because
 * inactive accounts are rejected directly. Admins cannot demote or deactivate themselves, so the
 * last admin cannot lock everyone out by accident. Each change is audited in the transaction that
 * makes it. A change from the command line (no actor) is audited with `via: 'cli'`; the operator
 * there may change any account, the way out when no admin can log in.
 */
export class UpdateUserByAdmin {
  constructor(
    private readonly users: UserRepo,
    private readonly sessions: SessionRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: UpdateUserByAdminInput,
  ): Promise<Result<UpdateUserByAdminOutput, UserNotFound | CannotTargetSelf>> {
    if (input.actorId === input.userId) return err(cannotTargetSelf('change the role or active state of'));
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    const roleChanges = input.role !== undefined && input.role !== user.role;
    const activeChanges = input.isActive !== undefined && input.isActive !== user.isActive;
    const now = this.clock.now();
    const patch = {
      updatedAt: now,
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.isActive !== undefined ? { isActive: input.isActive } : {}),
    };
    return this.uow.run(async () => {
      const updated = await this.users.update(user.id, patch, { bumpTokenVersion: roleChanges });
      if (!updated) return err(userNotFound());
      const via: AuditDetails = input.actorId === null ? { via: 'cli' } : {};
      const note = { userId: user.id, actorId: input.actorId, email: user.email, client: input.client };
      if (roleChanges) {
        await this.sessions.endAll(user.id, now);
        await this.audit.record('role.changed', { ...note, details: { from: user.role, to: updated.role, ...via } });
      }
      if (activeChanges)
        await this.audit.record(updated.isActive ? 'account.activated' : 'account.deactivated', {
          ...note,
          details: via,
        });
      return ok(toPublicUser(updated));
    });
  }
}
