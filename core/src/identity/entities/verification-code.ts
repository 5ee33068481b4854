/**
 * An emailed-code record: one live record per user and purpose, replaced by a resend and deleted
 * once the code is used. The code itself is never stored, only a hash bound to the user id, so a
 * leaked table cannot be replayed against another account. `attempts` counts every guess at the
 * current code (the right one included): once it reaches the maximum the record is dead until a
 * resend replaces it. Counters live in the row, so they survive restarts and are shared by every
 * server process.
 */
export interface VerificationRecord {
  readonly id: string;
  readonly userId: string;
  readonly codeHash: string;
  readonly expiresAt: Date;
  readonly attempts: number;
  readonly lastSentAt: Date;
  /**
   * What the code proves; absent = email verification (the signup code: rows written before password
   * resets and email changes existed have no purpose).
   */
  readonly purpose?: CodePurpose;
  /** For an email change: the address the code was sent to, which becomes the account's email. */
  readonly newEmail?: string;
}

/**
 * The emailed codes of one user, at most one live record per purpose: the signup verification, a
 * password reset and an email change share storage, hashing, TTL, attempt counting and cooldown.
 */
export type CodePurpose = 'email_verification' | 'password_reset' | 'email_change';
export const purposeOf = (record: VerificationRecord): CodePurpose => record.purpose ?? 'email_verification';

/**
 * The settings that govern codes and the emailed link: VERIFICATION_CODE_TTL_MINUTES (15),
 * VERIFICATION_MAX_ATTEMPTS (5), VERIFICATION_RESEND_COOLDOWN_SECONDS (60) and FRONTEND_BASE_URL.
 */
export interface VerificationPolicy {
  readonly codeTtlMinutes: number;
  readonly maxAttempts: number;
  readonly resendCooldownSeconds: number;
  readonly frontendBaseUrl: string;
  /** Lifetime of a password-reset code (its own setting); absent = codeTtlMinutes. */
  readonly resetCodeTtlMinutes?: number;
  /** Guesses per password-reset code; absent = maxAttempts. */
  readonly resetMaxAttempts?: number;
}

/** A code is 6 decimal digits, 000000–999999, leading zeros included. */
export const VERIFICATION_CODE_PATTERN = '^[0-9]{6}$';

export const isExpired = (record: VerificationRecord, now: Date): boolean =>
  now.getTime() >= record.expiresAt.getTime();

export const isExhausted = (record: VerificationRecord, maxAttempts: number): boolean => record.attempts >= maxAttempts;

/** The latest last_sent_at that still allows a resend at `now`. */
export const resendAllowedIfSentBy = (now: Date, cooldownSeconds: number): Date =>
  new Date(now.getTime() - cooldownSeconds * 1000);

export const expiryFrom = (now: Date, ttlMinutes: number): Date => new Date(now.getTime() + ttlMinutes * 60_000);

/**
 * The link to the frontend's confirmation page, `{base}/verify-email?email=…&code=…`: both values
 * URL-encoded, so an email with `+` or `&` parses back intact. The page pre-fills the code and
 * verifies only after an explicit user action, never on page load (mail scanners open links).
 */
export const verificationLink = (frontendBaseUrl: string, email: string, code: string, page = 'verify-email'): string =>
  `${frontendBaseUrl.replace(/\/+$/, '')}/${page}?email=${encodeURIComponent(email)}&code=${encodeURIComponent(code)}`;

/** The frontend page each purpose's link opens; the web app serves one route for each. */
export const LINK_PAGES: Readonly<Record<CodePurpose, string>> = {
  email_verification: 'verify-email',
  password_reset: 'reset-password',
  email_change: 'confirm-email-change',
};
