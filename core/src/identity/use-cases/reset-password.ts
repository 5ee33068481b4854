import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { CodeChecker } from '../entities/code-checker.js';
import { normaliseEmail } from '../entities/email.js';
import { isStrongPassword } from '../entities/password-policy.js';
import type { ClientInfo } from '../entities/session.js';
import { invalidCode, weakPassword, type InvalidCode, type TooManyAttempts, type WeakPassword } from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { VerificationRepo } from '../ports/verification-repo.js';

export interface ResetPasswordInput {
  readonly email: string;
  readonly code: string;
  readonly newPassword: string;
  readonly client?: ClientInfo;
}
export type ResetPasswordError = InvalidCode | TooManyAttempts | WeakPassword;

/**
 * Sets a new password with an emailed reset code. The password rule is checked first (a weak
 * password spends no attempt); the code is counted and compared by the CodeChecker. Success
 * bumps token_version and ends every session: every token of the account stops working and the
 * user logs in again. An unknown or deactivated account answers INVALID_CODE like a wrong code.
 * No session is started, so a second factor, when on, is still asked at the next login.
 */
export class ResetPassword {
  constructor(
    private readonly users: UserRepo,
    private readonly verifications: VerificationRepo,
    private readonly checker: CodeChecker,
    private readonly hasher: PasswordHasher,
    private readonly sessionRepo: SessionRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly maxAttempts: number,
  ) {}

  async execute(input: ResetPasswordInput): Promise<Result<void, ResetPasswordError>> {
    if (!isStrongPassword(input.newPassword)) return err(weakPassword());
    const email = normaliseEmail(input.email);
    const user = await this.users.findByEmail(email);
    if (!user || !user.isActive) {
      // The same work as a right code (one Argon2id hash), so the answer's timing does not tell.
      await this.hasher.hash(input.newPassword);
      return err(invalidCode());
    }
    const checked = await this.checker.check(user.id, 'password_reset', input.code, this.maxAttempts);
    if (!checked.ok) {
      await this.uow.run(() =>
        this.audit.record('password_reset.failed', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { reason: checked.error.code.toLowerCase() },
        }),
      );
      return err(checked.error);
    }
    const hashedPassword = await this.hasher.hash(input.newPassword);
    return this.uow.run(async () => {
      // Single use: of two requests racing with the right code, only the one that deletes wins.
      if (!(await this.verifications.delete(checked.value.id))) return err(invalidCode());
      const now = this.clock.now();
      const updated = await this.users.update(user.id, { hashedPassword, updatedAt: now }, { bumpTokenVersion: true });
      if (!updated) return err(invalidCode());
      const ended = await this.sessionRepo.endAll(user.id, now);
      await this.audit.record('password_reset.completed', {
        userId: user.id,
        email: user.email,
        client: input.client,
        details: { sessions_ended: ended },
      });
      return ok(undefined);
    });
  }
}
