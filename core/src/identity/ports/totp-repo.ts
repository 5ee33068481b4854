import type { LoginChallenge, TotpFactor } from '../entities/totp.js';
import type { AttemptOutcome } from './verification-repo.js';

/** Persistence of TOTP factors, recovery codes and login challenges; rows cascade from `users`. */
export interface TotpRepo {
  find(userId: string): Promise<TotpFactor | null>;
  /** Stores a pending factor, replacing a pending one; false (nothing written) when one is enabled. */
  putPending(factor: TotpFactor): Promise<boolean>;
  /**
   * Accepts the code of `step`: sets last_used_step (and enabled_at when given) in one conditional
   * statement that holds only while the stored step is below `step`; false when it is not (a replay,
   * or a concurrent use of the same code), so of two requests with one code only one wins.
   */
  useStep(userId: string, step: number, enableAt?: Date): Promise<boolean>;
  /** Removes the factor and its recovery codes. */
  delete(userId: string): Promise<void>;
  /** Replaces every recovery code of the user with these hashes. */
  replaceRecoveryCodes(userId: string, hashes: readonly { id: string; codeHash: string }[]): Promise<void>;
  /** Marks an unused recovery code with this hash used; false when there is none (wrong or spent). */
  useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean>;
  /** Unused recovery codes left. */
  recoveryCodesLeft(userId: string): Promise<number>;
  insertChallenge(challenge: LoginChallenge): Promise<void>;
  findChallenge(id: string): Promise<LoginChallenge | null>;
  /** As VerificationRepo.countAttempt: one conditional increment. */
  countChallengeAttempt(id: string, maxAttempts: number): Promise<AttemptOutcome>;
  /** Single use: false when it was already gone. */
  deleteChallenge(id: string): Promise<boolean>;
  /** Deletes challenges that expired before `now` (never answered); returns how many. */
  deleteExpiredChallenges(now: Date): Promise<number>;
}
