/**
 * The email verification record (spec 2.6): one per user. The code itself is never stored, only a
 * hash bound to the user id, so a leaked table cannot be replayed against another account.
 * `attempts` counts every guess at the current code (the right one included): once it reaches the
 * maximum the record is dead until a resend replaces it. Counters live in the row, so they survive
 * restarts and are shared by every server process.
 */
export interface VerificationRecord {
  readonly id: string;
  readonly userId: string;
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly lastSentAt: Date;
}

/** The settings of spec 6 that govern codes (TTL, attempts, cooldown) and the emailed link. */
export interface VerificationPolicy {
  readonly codeTtlMinutes: number;
  readonly maxAttempts: number;
  readonly resendCooldownSeconds: number;
  readonly frontendBaseUrl: string;
}

/** A code is 6 decimal digits, 000000–999999 (spec 8). */
export const VERIFICATION_CODE_PATTERN = '^[0-9]{6}$';

export const isExpired = (record: VerificationRecord, now: Date): boolean => now.getTime() >= record.expiresAt.getTime();

export const isExhausted = (record: VerificationRecord, maxAttempts: number): boolean => record.attempts >= maxAttempts;

/** The latest last_sent_at that still allows a resend at `now`. */
export const resendAllowedIfSentBy = (now: Date, cooldownSeconds: number): Date => new Date(now.getTime() - cooldownSeconds * 1000);

export const expiryFrom = (now: Date, ttlMinutes: number): Date => new Date(now.getTime() + ttlMinutes * 60_000);

/**
 * The frontend confirmation page link of spec 6: both values URL-encoded, so an email with `+` or
 * `&` parses back intact. The page verifies only after an explicit user action (spec 6).
 */
export const verificationLink = (frontendBaseUrl: string, email: string, code: string): string =>
  `${frontendBaseUrl.replace(/\/+$/, '')}/verify-email?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;
