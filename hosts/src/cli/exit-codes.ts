import type { DomainErrorCode } from '@metagame/core';

/** Exit status of a CLI command that ends in a domain error (sysexits-style: 65 data error, 77 no permission). */
export const EXIT_CODE = {
  NOT_FOUND: 66,
  FORBIDDEN: 77,
  VALIDATION_FAILED: 65,
  INVALID_CREDENTIALS: 77,
  UNAUTHENTICATED: 77,
  INSUFFICIENT_PERMISSIONS: 77,
  EMAIL_TAKEN: 65,
  WEAK_PASSWORD: 65,
  WRONG_PASSWORD: 65,
  USER_NOT_FOUND: 66,
  ALREADY_VERIFIED: 65,
  INVALID_CODE: 65,
  TOO_MANY_ATTEMPTS: 75,
  EMAIL_NOT_SENT: 69,
  TOTP_ALREADY_ENABLED: 65,
  TOTP_NOT_ENABLED: 65,
  INVALID_SECOND_FACTOR: 77,
  INVALID_PASSKEY: 65,
  PASSKEY_TAKEN: 65,
  PASSKEY_LOGIN_FAILED: 77,
  PASSKEY_CLONED: 77,
  INVALID_DECK_URL: 65,
  EXTERNAL_DECK_NOT_FOUND: 65,
  EXTERNAL_DECK_PRIVATE: 65,
  EXTERNAL_DECK_EMPTY: 65,
  DECK_SOURCE_FAILED: 69,
  DECK_SOURCE_REFUSED: 69,
  SET_NOT_FOUND: 66,
  CARD_NOT_FOUND: 66,
  CARD_NAME_AMBIGUOUS: 65,
  INVALID_SEARCH: 65,
  IMPORT_RUNNING: 75,
  ALREADY_MEMBER: 65,
  INVALID_INVITATION: 65,
  OWNER_REQUIRED: 65,
  OIDC_PROVIDER_UNAVAILABLE: 69,
  OIDC_CALLBACK_INVALID: 65,
  OIDC_PROVIDER_DENIED: 77,
  OIDC_EMAIL_UNVERIFIED: 77,
  OIDC_IDENTITY_TAKEN: 65,
  OIDC_TICKET_INVALID: 65,
  LAST_SIGN_IN_METHOD: 65,
} as const satisfies Record<DomainErrorCode, number>;

/** Bad settings or arguments (EX_CONFIG / EX_USAGE). */
export const EXIT_CONFIG = 78;
export const EXIT_USAGE = 64;
/** A service the command needs does not answer (EX_UNAVAILABLE): `status` with the database down. */
export const EXIT_UNAVAILABLE = 69;
/** The service could not run (EX_SOFTWARE): e.g. every `serve` worker failed at start-up. */
export const EXIT_SOFTWARE = 70;
/**
 * A foreground command stopped by a signal (it wound down first): 128 + the signal's number, what a
 * shell reports for a process that signal ended.
 */
export const EXIT_INTERRUPTED = { SIGINT: 130, SIGTERM: 143 } as const;
export type StopSignal = keyof typeof EXIT_INTERRUPTED;
