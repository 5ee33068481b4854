import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { isStrongPassword } from '../entities/password-policy.js';
import { userNotFound, weakPassword, type UserNotFound, type WeakPassword } from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface SetPasswordByOperatorInput {
  readonly userId: string;
  readonly newPassword: string;
}
export interface SetPasswordByOperatorOutput {
  readonly sessionsEnded: number;
}

/**
 * The operator at the server's command line sets a user's password (a user locked out with no
 * working email). It ends like an emailed reset: token_version is bumped and every session ends, so
 * every token of the account stops working. Audited as a completed reset `via: 'cli'`.
 */
export class SetPasswordByOperator {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: SetPasswordByOperatorInput,
  ): Promise<Result<SetPasswordByOperatorOutput, WeakPassword | UserNotFound>> {
    if (!isStrongPassword(input.newPassword)) return err(weakPassword());
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    const hashedPassword = await this.hasher.hash(input.newPassword);
    return this.uow.run(async () => {
      const now = this.clock.now();
      const updated = await this.users.update(user.id, { hashedPassword, updatedAt: now }, { bumpTokenVersion: true });
      if (!updated) return err(userNotFound());
      const ended = await this.sessions.endAll(user.id, now);
      await this.audit.record('password_reset.completed', {
        userId: user.id,
        email: user.email,
        details: { sessions_ended: ended, via: 'cli' },
      });
      return ok({ sessionsEnded: ended });
    });
  }
}
