/**
 * A user's TOTP factor (RFC 6238: 30-second steps, 6 digits, SHA-1, as every authenticator app
 * reads an otpauth URI). The secret is stored sealed (SecretBox), never in the clear. `enabledAt`
 * null means enrolment is pending (the secret was handed out, no code confirmed it yet).
 * `lastUsedStep` is the time step of the last code accepted: a code of that step or an earlier one
 * is refused, so a code seen over a shoulder cannot be replayed within its window.
 */
export interface TotpFactor {
  readonly userId: string;
  readonly secretSealed: string;
  readonly createdAt: Date;
  readonly enabledAt: Date | null;
  readonly lastUsedStep: number | null;
}

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps accepted either side of now: a phone clock up to 30 s off still works. */
export const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
export const LOGIN_CHALLENGE_TTL_MINUTES = 5;
export const LOGIN_CHALLENGE_MAX_ATTEMPTS = 5;
export const TOTP_ISSUER = 'Metagame';
/**
 * Failed second-factor answers per account (every challenge and address together) within the
 * window before no code is evaluated: with the password known, fresh challenges would otherwise
 * allow unbounded guessing at 6 digits.
 */
export const SECOND_FACTOR_FAILURES_PER_ACCOUNT = 10;
export const SECOND_FACTOR_FAILURE_WINDOW_MINUTES = 15;

export const timeStep = (at: Date): number => Math.floor(at.getTime() / 1000 / TOTP_PERIOD_SECONDS);

/** The second step of a login with TOTP on: keyed by a hash of the token the client holds. */
export interface LoginChallenge {
  readonly id: string;
  readonly userId: string;
  readonly expiresAt: Date;
  readonly attempts: number;
}
