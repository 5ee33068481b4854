/**
 * The one catalogue of domain error codes. Each area lists its own codes; hosts must map every code
 * (their tables are typed `satisfies Record<DomainErrorCode, …>`), so a new code cannot go unmapped.
 */
export const SHARED_ERROR_CODES = ['NOT_FOUND', 'FORBIDDEN', 'VALIDATION_FAILED'] as const;
export const IDENTITY_ERROR_CODES = [
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'INSUFFICIENT_PERMISSIONS',
  'EMAIL_TAKEN',
  'WEAK_PASSWORD',
  'WRONG_PASSWORD',
  'USER_NOT_FOUND',
] as const;

export const SIGNUP_ERROR_CODES = ['ALREADY_VERIFIED', 'INVALID_CODE', 'TOO_MANY_ATTEMPTS', 'EMAIL_NOT_SENT'] as const;

/** Second factor (TOTP). */
export const TOTP_ERROR_CODES = ['TOTP_ALREADY_ENABLED', 'TOTP_NOT_ENABLED', 'INVALID_SECOND_FACTOR'] as const;

/** Passkeys (WebAuthn). */
export const PASSKEY_ERROR_CODES = [
  'INVALID_PASSKEY',
  'PASSKEY_TAKEN',
  'PASSKEY_LOGIN_FAILED',
  'PASSKEY_CLONED',
] as const;

export const DECK_IMPORT_ERROR_CODES = [
  'INVALID_DECK_URL',
  'EXTERNAL_DECK_NOT_FOUND',
  'EXTERNAL_DECK_PRIVATE',
  'EXTERNAL_DECK_EMPTY',
  'DECK_SOURCE_FAILED',
  'DECK_SOURCE_REFUSED',
] as const;

export const CARD_ERROR_CODES = [
  'SET_NOT_FOUND',
  'CARD_NOT_FOUND',
  'CARD_NAME_AMBIGUOUS',
  'INVALID_SEARCH',
  'IMPORT_RUNNING',
] as const;

/** Teams: an invitation for someone already in the team (409); a token that admits nobody (400). */
export const TEAM_ERROR_CODES = ['ALREADY_MEMBER', 'INVALID_INVITATION', 'OWNER_REQUIRED'] as const;

/**
 * Sign-in with an OpenID provider: the provider could not be reached (502), a callback that does not
 * match its request or does not verify (400), the provider refused (400), an unverified email on a
 * first sign-in (403), an identity linked to another account (409), an unknown or spent ticket (400),
 * and unlinking the last way an account signs in (409).
 */
export const OIDC_ERROR_CODES = [
  'OIDC_PROVIDER_UNAVAILABLE',
  'OIDC_CALLBACK_INVALID',
  'OIDC_PROVIDER_DENIED',
  'OIDC_EMAIL_UNVERIFIED',
  'OIDC_IDENTITY_TAKEN',
  'OIDC_TICKET_INVALID',
  'LAST_SIGN_IN_METHOD',
] as const;

export const DOMAIN_ERROR_CODES = [
  ...SHARED_ERROR_CODES,
  ...IDENTITY_ERROR_CODES,
  ...SIGNUP_ERROR_CODES,
  ...TOTP_ERROR_CODES,
  ...PASSKEY_ERROR_CODES,
  ...DECK_IMPORT_ERROR_CODES,
  ...CARD_ERROR_CODES,
  ...TEAM_ERROR_CODES,
  ...OIDC_ERROR_CODES,
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];
