import type { DomainErrorCode } from '@metagame/core';
import type { ErrorResponse } from './error-response.js';
import { HOST_ERROR_RESPONSES, type HostErrorCode } from './host-error-responses.js';

export type { ErrorResponse };

/**
 * The one table from domain error codes to HTTP: the host answers each code with its status, and the
 * OpenAPI document describes a route's error responses from the codes the route declares. A new
 * code fails to compile until it is listed here.
 */
export const ERROR_RESPONSES = {
  NOT_FOUND: { status: 404, description: 'No such record of the caller (another user’s records answer the same)' },
  FORBIDDEN: {
    status: 403,
    description:
      'Not allowed for the caller: the user named by owner_id does not share their data, or an admin acts on their own account',
  },
  VALIDATION_FAILED: { status: 422, description: 'The request breaks a business rule' },
  INVALID_CREDENTIALS: { status: 401, description: 'Invalid credentials.' },
  UNAUTHENTICATED: { status: 401, description: 'Missing, invalid, expired, revoked or wrong-type token' },
  INSUFFICIENT_PERMISSIONS: { status: 403, description: 'Insufficient permissions.' },
  EMAIL_TAKEN: { status: 409, description: 'Email already registered.' },
  WEAK_PASSWORD: { status: 422, description: 'The password breaks the password rule' },
  WRONG_PASSWORD: { status: 400, description: 'Current password is incorrect.' },
  USER_NOT_FOUND: { status: 404, description: 'User not found.' },
  ALREADY_VERIFIED: { status: 409, description: 'Account is already verified.' },
  INVALID_CODE: { status: 400, description: 'Invalid or expired verification code.' },
  TOO_MANY_ATTEMPTS: { status: 429, description: 'Too many verification attempts; request a new code.' },
  EMAIL_NOT_SENT: { status: 502, description: 'The verification email could not be sent; nothing was created.' },
  TOTP_ALREADY_ENABLED: { status: 409, description: 'Two-factor authentication is already on.' },
  TOTP_NOT_ENABLED: { status: 409, description: 'Two-factor authentication is not on.' },
  INVALID_SECOND_FACTOR: { status: 401, description: 'Invalid or expired challenge, or wrong code.' },
  INVALID_PASSKEY: {
    status: 400,
    description:
      'The passkey response does not verify (challenge, origin, RP id, user verification or attestation); the detail says which',
  },
  PASSKEY_TAKEN: { status: 409, description: 'This passkey is registered already.' },
  PASSKEY_LOGIN_FAILED: {
    status: 401,
    description: 'Unknown passkey, expired or used challenge, a response that does not verify, or an inactive account',
  },
  PASSKEY_CLONED: {
    status: 403,
    description:
      'The passkey’s signature counter did not grow: a copy of it may exist, so it was refused (and recorded)',
  },
  INVALID_DECK_URL: { status: 400, description: 'Not a deck URL of a supported deck builder' },
  EXTERNAL_DECK_NOT_FOUND: { status: 400, description: 'The deck builder has no such deck' },
  EXTERNAL_DECK_PRIVATE: { status: 400, description: 'The deck is private on the deck builder' },
  EXTERNAL_DECK_EMPTY: { status: 400, description: 'The deck has no cards' },
  DECK_SOURCE_FAILED: { status: 502, description: 'The deck builder could not provide the deck' },
  DECK_SOURCE_REFUSED: { status: 502, description: 'The deck builder refused the request' },
  SET_NOT_FOUND: { status: 404, description: 'Set not found.' },
  CARD_NOT_FOUND: { status: 404, description: 'Card not found.' },
  CARD_NAME_AMBIGUOUS: { status: 404, description: 'Several cards match the name; the body lists candidates.' },
  INVALID_SEARCH: { status: 422, description: 'The search does not parse; the detail names the term and its position' },
  IMPORT_RUNNING: { status: 409, description: 'A card-data import is already running.' },
  ALREADY_MEMBER: { status: 409, description: 'The address or account is already a member of the team.' },
  INVALID_INVITATION: { status: 400, description: 'Invalid or expired invitation.' },
  OWNER_REQUIRED: {
    status: 409,
    description: 'A team keeps exactly one owner: the owner transfers ownership before leaving or stepping down',
  },
  OIDC_PROVIDER_UNAVAILABLE: {
    status: 502,
    description: 'The OpenID provider could not be reached (discovery or token endpoint); nothing was changed',
  },
  OIDC_CALLBACK_INVALID: {
    status: 400,
    description: 'The sign-in could not be verified (state, nonce or code); start again',
  },
  OIDC_PROVIDER_DENIED: { status: 400, description: 'The provider refused the sign-in or it was cancelled there' },
  OIDC_EMAIL_UNVERIFIED: {
    status: 403,
    description: 'The provider does not assert a verified email, so no account is created',
  },
  OIDC_IDENTITY_TAKEN: { status: 409, description: 'This provider account is already linked to another account' },
  OIDC_TICKET_INVALID: { status: 400, description: 'Invalid, expired or already used sign-in ticket' },
  LAST_SIGN_IN_METHOD: {
    status: 409,
    description: 'The account would have no way left to sign in: set a password or link another provider first',
  },
} as const satisfies Record<DomainErrorCode, ErrorResponse>;

/** Every `code` an error body can carry: a domain code, or one the host answers by itself. */
export type ErrorCode = DomainErrorCode | HostErrorCode;

/** A host code must not reuse a domain code: one code, one status, one meaning. */
const disjoint: [Extract<HostErrorCode, DomainErrorCode>] extends [never] ? true : never = true;
void disjoint;

/** The whole catalogue, code to status: what the host answers and what the OpenAPI document declares. */
export const ERROR_CATALOGUE: Readonly<Record<ErrorCode, ErrorResponse>> = {
  ...ERROR_RESPONSES,
  ...HOST_ERROR_RESPONSES,
};

/** The catalogue's codes, in a stable order (domain codes first). */
export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as [ErrorCode, ...ErrorCode[]];
