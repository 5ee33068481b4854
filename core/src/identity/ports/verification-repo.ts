import type { CodePurpose, VerificationRecord } from '../entities/verification-code.js';

/** Outcome of counting one guess: the guess may be evaluated, or the record is spent or gone. */
export type AttemptOutcome = 'counted' | 'exhausted' | 'missing';

/** Persistence of emailed-code records; at most one per user and purpose (unique index on both). */
export interface VerificationRepo {
  /** The user's record, or null when there is none (never sent, or consumed by a verification). */
  findByUserId(userId: string, purpose?: CodePurpose): Promise<VerificationRecord | null>;
  /**
   * Stores `record` as the user's only record of its purpose. An existing record is replaced only when its
   * last_sent_at is at or before `replaceIfSentBy` (the resend cooldown); otherwise, or when a
   * concurrent writer got there first, nothing changes and the answer is 'cooldown'.
   */
  put(record: VerificationRecord, replaceIfSentBy: Date): Promise<'stored' | 'cooldown'>;
  /**
   * Adds one to `attempts` in a single conditional statement, only while it is below `maxAttempts`,
   * so concurrent guesses (from any number of processes) can never exceed the limit.
   * 'exhausted' when the limit was already reached, 'missing' when there is no record.
   */
  countAttempt(recordId: string, maxAttempts: number): Promise<AttemptOutcome>;
  /** Deletes the record (single use); false when it was already gone, e.g. consumed concurrently. */
  delete(recordId: string): Promise<boolean>;
}
