import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { CodeChecker } from '../entities/code-checker.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { TokenPair } from '../entities/token-claims.js';
import {
  emailTaken,
  invalidCode,
  userNotFound,
  type EmailTaken,
  type InvalidCode,
  type TooManyAttempts,
  type UserNotFound,
} from '../errors.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { VerificationRepo } from '../ports/verification-repo.js';

export interface ConfirmEmailChangeInput {
  readonly userId: string;
  readonly code: string;
  readonly client?: ClientInfo;
}
export type ConfirmEmailChangeError = InvalidCode | TooManyAttempts | EmailTaken | UserNotFound;

/**
 * Confirms a pending email change with the code sent to the new address. The email changes and
 * token_version is bumped in one statement and every session ends, so tokens issued for the old
 * address stop working; the caller gets a fresh pair in a new session. When another account took
 * the address meanwhile the answer is EMAIL_TAKEN and the pending change is dropped.
 */
export class ConfirmEmailChange {
  constructor(
    private readonly users: UserRepo,
    private readonly verifications: VerificationRepo,
    private readonly checker: CodeChecker,
    private readonly sessionRepo: SessionRepo,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly maxAttempts: number,
  ) {}

  async execute(input: ConfirmEmailChangeInput): Promise<Result<TokenPair, ConfirmEmailChangeError>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    const checked = await this.checker.check(user.id, 'email_change', input.code, this.maxAttempts);
    if (!checked.ok) {
      await this.uow.run(() =>
        this.audit.record('email_change.failed', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { reason: checked.error.code.toLowerCase() },
        }),
      );
      return err(checked.error);
    }
    const newEmail = checked.value.newEmail;
    if (!newEmail) return err(invalidCode());
    const outcome = await this.uow.run(async () => {
      if (!(await this.verifications.delete(checked.value.id))) return err(invalidCode());
      const now = this.clock.now();
      const changed = await this.users.changeEmail(user.id, newEmail, now);
      if (changed === 'email_taken') return ok('email_taken' as const);
      if (!changed) return err(userNotFound());
      const ended = await this.sessionRepo.endAll(user.id, now);
      const { session, tokens } = await this.sessions.start(changed, input.client);
      await this.audit.record('email_change.completed', {
        userId: user.id,
        sessionId: session.id,
        email: newEmail,
        client: input.client,
        details: { previous_email: user.email, sessions_ended: ended },
      });
      return ok(tokens);
    });
    if (!outcome.ok) return err(outcome.error);
    // The pending change is spent (deleted above, committed) when its address was taken meanwhile.
    if (outcome.value === 'email_taken') return err(emailTaken());
    return ok(outcome.value);
  }
}
