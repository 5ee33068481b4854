import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { normaliseEmail } from '../entities/email.js';
import type { TokenPair } from '../entities/token-claims.js';
import type { CodeChecker } from '../entities/code-checker.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { VerificationRepo } from '../ports/verification-repo.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import {
  alreadyVerified,
  invalidCode,
  invalidCredentials,
  type AlreadyVerified,
  type InvalidCode,
  type InvalidCredentials,
  type TooManyAttempts,
} from '../errors.js';

export interface VerifyEmailInput {
  readonly email: string;
  readonly code: string;
  readonly client?: ClientInfo;
}
export type VerifyEmailOutput = TokenPair;
export type VerifyEmailError = AlreadyVerified | InvalidCode | TooManyAttempts | InvalidCredentials;

/** Thrown inside the unit of work to roll back a verification that must not stand. */
class AccountInactive extends Error {}

/**
 * Checks an emailed code (a verified account is ALREADY_VERIFIED; a wrong or expired code
 * INVALID_CODE) and logs the user in. The guess is counted and compared by the CodeChecker shared
 * with password reset and email change (at most `maxAttempts` guesses evaluated, across processes;
 * TOO_MANY_ATTEMPTS until a resend). A deactivated account is refused like a login (Invalid
 * credentials., checked after the code, as a login checks after the password): it is not verified
 * and gets no tokens, and its code stays. Verifying logs in: it starts a session, audited as a
 * login.
 */
export class VerifyEmail {
  constructor(
    private readonly users: UserRepo,
    private readonly verifications: VerificationRepo,
    private readonly checker: CodeChecker,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly maxAttempts: number,
  ) {}

  async execute(input: VerifyEmailInput): Promise<Result<VerifyEmailOutput, VerifyEmailError>> {
    const user = await this.users.findByEmail(normaliseEmail(input.email));
    if (!user) return err(invalidCode());
    if (user.isVerified) return err(alreadyVerified());
    const checked = await this.checker.check(user.id, 'email_verification', input.code, this.maxAttempts);
    if (!checked.ok) return err(checked.error);
    const record = checked.value;
    const now = this.clock.now();
    if (!user.isActive) return err(invalidCredentials());
    try {
      return await this.uow.run(async () => {
        // Single use: of two requests racing with the right code, only the one that deletes wins.
        if (!(await this.verifications.delete(record.id))) return err(invalidCode());
        const verified = await this.users.update(user.id, { isVerified: true, updatedAt: now });
        if (!verified) return err(invalidCode());
        // Deactivated while this request ran: undo the verification and the record's deletion.
        if (!verified.isActive) throw new AccountInactive();
        const { session, tokens } = await this.sessions.start(verified, input.client);
        await this.audit.record('login.succeeded', {
          userId: user.id,
          sessionId: session.id,
          email: user.email,
          client: input.client,
          details: { via: 'email_verification' },
        });
        return ok(tokens);
      });
    } catch (error) {
      if (error instanceof AccountInactive) return err(invalidCredentials());
      throw error;
    }
  }
}
