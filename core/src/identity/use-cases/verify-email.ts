import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { normaliseEmail } from '../entities/email.js';
import type { TokenPair } from '../entities/token-claims.js';
import { isExhausted, isExpired } from '../entities/verification-code.js';
import type { CodeHasher } from '../ports/code-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { VerificationRepo } from '../ports/verification-repo.js';
import type { TokenIssuer } from '../entities/token-issuer.js';
import { alreadyVerified, invalidCode, tooManyAttempts, type AlreadyVerified, type InvalidCode, type TooManyAttempts } from '../errors.js';

export interface VerifyEmailInput {
  readonly email: string;
  readonly code: string;
}
export type VerifyEmailOutput = TokenPair;
export type VerifyEmailError = AlreadyVerified | InvalidCode | TooManyAttempts;

/**
 * Checks an emailed code (spec 3, 4.3 rule 3) and logs the user in. Every guess at a live code is
 * counted in the database *before* it is compared, by one conditional increment, so parallel
 * guesses from any number of processes evaluate at most `maxAttempts` codes. The guess that uses
 * up the last attempt, and every one after it, answers TOO_MANY_ATTEMPTS until a resend.
 */
export class VerifyEmail {
  constructor(
    private readonly users: UserRepo,
    private readonly verifications: VerificationRepo,
    private readonly hasher: CodeHasher,
    private readonly tokens: TokenIssuer,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    private readonly maxAttempts: number,
  ) {}

  async execute(input: VerifyEmailInput): Promise<Result<VerifyEmailOutput, VerifyEmailError>> {
    const user = await this.users.findByEmail(normaliseEmail(input.email));
    if (!user) return err(invalidCode());
    if (user.isVerified) return err(alreadyVerified());
    const record = await this.verifications.findByUserId(user.id);
    if (!record) return err(invalidCode());
    if (isExhausted(record, this.maxAttempts)) return err(tooManyAttempts());
    const now = this.clock.now();
    if (isExpired(record, now)) return err(invalidCode());
    const counted = await this.verifications.countAttempt(record.id, this.maxAttempts);
    if (counted === 'exhausted') return err(tooManyAttempts());
    if (counted === 'missing') return err(invalidCode());
    if (!this.hasher.matches(input.code, user.id, record.codeHash)) {
      const after = await this.verifications.findByUserId(user.id);
      return err(after?.id === record.id && isExhausted(after, this.maxAttempts) ? tooManyAttempts() : invalidCode());
    }
    return this.uow.run(async () => {
      // Single use: of two requests racing with the right code, only the one that deletes wins.
      if (!(await this.verifications.delete(record.id))) return err(invalidCode());
      const verified = await this.users.update(user.id, { isVerified: true, updatedAt: now });
      return verified ? ok(this.tokens.issue(verified)) : err(invalidCode());
    });
  }
}
