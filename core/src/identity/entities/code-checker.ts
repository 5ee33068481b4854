import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { invalidCode, tooManyAttempts, type InvalidCode, type TooManyAttempts } from '../errors.js';
import type { CodeHasher } from '../ports/code-hasher.js';
import type { VerificationRepo } from '../ports/verification-repo.js';
import { isExhausted, isExpired, purposeOf, type CodePurpose, type VerificationRecord } from './verification-code.js';

/**
 * Checks a guess at a user's emailed code of one purpose (signup verification, password reset,
 * email change): every guess at a live code is counted in the database *before* it is compared, by
 * one conditional increment, so parallel guesses from any number of processes evaluate at most
 * `maxAttempts` codes. The guess that uses up the last attempt, and every one after it, answers
 * TOO_MANY_ATTEMPTS until a new code is sent. An expired code answers INVALID_CODE without using an
 * attempt. The record is left in place: the caller deletes it in its unit of work (single use).
 */
export class CodeChecker {
  constructor(
    private readonly verifications: VerificationRepo,
    private readonly hasher: CodeHasher,
    private readonly clock: Clock,
  ) {}

  async check(
    userId: string,
    purpose: CodePurpose,
    code: string,
    maxAttempts: number,
  ): Promise<Result<VerificationRecord, InvalidCode | TooManyAttempts>> {
    const record = await this.verifications.findByUserId(userId, purpose);
    if (!record || purposeOf(record) !== purpose) return err(invalidCode());
    if (isExhausted(record, maxAttempts)) return err(tooManyAttempts());
    if (isExpired(record, this.clock.now())) return err(invalidCode());
    const counted = await this.verifications.countAttempt(record.id, maxAttempts);
    if (counted === 'exhausted') return err(tooManyAttempts());
    if (counted === 'missing') return err(invalidCode());
    if (!this.hasher.matches(code, userId, record.codeHash)) {
      const after = await this.verifications.findByUserId(userId, purpose);
      return err(after?.id === record.id && isExhausted(after, maxAttempts) ? tooManyAttempts() : invalidCode());
    }
    return ok(record);
  }
}
