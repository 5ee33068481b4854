import { domainError } from '../shared/domain-error.js';
import { PASSWORD_RULE_MESSAGE } from './entities/password-policy.js';

/**
 * The identity area's recoverable outcomes. Messages that clients match on are fixed: "Invalid
 * credentials." for every failed login, "Insufficient permissions." for a role too low.
 */
export const invalidCredentials = () => domainError('INVALID_CREDENTIALS', 'Invalid credentials.');
export const unauthenticated = (message = 'Could not validate credentials.') => domainError('UNAUTHENTICATED', message);
export const insufficientPermissions = () => domainError('INSUFFICIENT_PERMISSIONS', 'Insufficient permissions.');
export const emailTaken = () => domainError('EMAIL_TAKEN', 'Email already registered.');
export const weakPassword = () => domainError('WEAK_PASSWORD', PASSWORD_RULE_MESSAGE);
export const wrongPassword = () => domainError('WRONG_PASSWORD', 'Current password is incorrect.');
export const userNotFound = () => domainError('USER_NOT_FOUND', 'User not found.');
export const cannotTargetSelf = (action: string) =>
  domainError('FORBIDDEN', `Admins cannot ${action} their own account.`);
/** Another user's session answers the same as one that does not exist. */
export const sessionNotFound = () => domainError('NOT_FOUND', 'Session not found.');

export type InvalidCredentials = ReturnType<typeof invalidCredentials>;
export type Unauthenticated = ReturnType<typeof unauthenticated>;
export type InsufficientPermissions = ReturnType<typeof insufficientPermissions>;
export type EmailTaken = ReturnType<typeof emailTaken>;
export type WeakPassword = ReturnType<typeof weakPassword>;
export type WrongPassword = ReturnType<typeof wrongPassword>;
export type UserNotFound = ReturnType<typeof userNotFound>;
export type CannotTargetSelf = ReturnType<typeof cannotTargetSelf>;
export type SessionNotFound = ReturnType<typeof sessionNotFound>;

/**
 * Outcomes of self-registration and email verification: verifying a verified account (409), a wrong
 * or expired code (400), too many guesses at one code (429), a signup whose email could not be sent
 * (502).
 */
export const alreadyVerified = () => domainError('ALREADY_VERIFIED', 'Account is already verified.');
/** One message for a wrong, expired or unknown code, so the answer does not tell which. */
export const invalidCode = () => domainError('INVALID_CODE', 'Invalid or expired verification code.');
export const tooManyAttempts = () =>
  domainError('TOO_MANY_ATTEMPTS', 'Too many verification attempts; request a new code.');
export const emailNotSent = (
  message = 'The verification email could not be sent; the account was not created. Try again later.',
) => domainError('EMAIL_NOT_SENT', message);

export type AlreadyVerified = ReturnType<typeof alreadyVerified>;
export type InvalidCode = ReturnType<typeof invalidCode>;
export type TooManyAttempts = ReturnType<typeof tooManyAttempts>;
export type EmailNotSent = ReturnType<typeof emailNotSent>;

/** Second factor (TOTP). One message for an unknown, expired or used-up challenge and a wrong code. */
export const totpAlreadyEnabled = () => domainError('TOTP_ALREADY_ENABLED', 'Two-factor authentication is already on.');
export const totpNotEnabled = () => domainError('TOTP_NOT_ENABLED', 'Two-factor authentication is not on.');
export const invalidSecondFactor = () =>
  domainError('INVALID_SECOND_FACTOR', 'Invalid or expired challenge, or wrong code.');

export type TotpAlreadyEnabled = ReturnType<typeof totpAlreadyEnabled>;
export type TotpNotEnabled = ReturnType<typeof totpNotEnabled>;
export type InvalidSecondFactor = ReturnType<typeof invalidSecondFactor>;

/** API tokens. Another owner's token answers as a missing one does. */
export const apiTokenNotFound = () => domainError('NOT_FOUND', 'API token not found.');
export const apiTokenLimitReached = (limit: number) =>
  domainError('VALIDATION_FAILED', `There are ${limit} live API tokens, the limit: revoke one first.`);
export const apiTokenExpiryOutOfRange = (maxDays: number) =>
  domainError('VALIDATION_FAILED', `An API token expires after 1 to ${maxDays} days.`);

export type ApiTokenNotFound = ReturnType<typeof apiTokenNotFound>;
export type ApiTokenRefused = ReturnType<typeof apiTokenLimitReached>;
/**
 * Passkeys. A registration response that does not verify (400, the detail says which check failed);
 * a credential registered already (409); a passkey login that fails (401: unknown passkey, expired
 * or spent challenge, a response that does not verify, an inactive account: one answer, the audit
 * trail keeps the reason); a counter that went back (403: a cloned authenticator, refused).
 */
export const invalidPasskey = (why: string) =>
  domainError('INVALID_PASSKEY', `The passkey was not registered: ${why}.`);
export const passkeyTaken = () => domainError('PASSKEY_TAKEN', 'This passkey is registered already.');
export const passkeyLoginFailed = () =>
  domainError(
    'PASSKEY_LOGIN_FAILED',
    'Passkey sign-in failed: unknown passkey, expired challenge or a response that does not verify.',
  );
export const passkeyCloned = () =>
  domainError(
    'PASSKEY_CLONED',
    'This passkey was refused: its signature counter went backwards, so a copy of it may exist. Sign in another way and review your passkeys.',
  );
export const passkeyNotFound = () => domainError('NOT_FOUND', 'Passkey not found.');

export type InvalidPasskey = ReturnType<typeof invalidPasskey>;
export type PasskeyTaken = ReturnType<typeof passkeyTaken>;
export type PasskeyLoginFailed = ReturnType<typeof passkeyLoginFailed>;
export type PasskeyCloned = ReturnType<typeof passkeyCloned>;
export type PasskeyNotFound = ReturnType<typeof passkeyNotFound>;
/** Sign-in with an OpenID provider. */
export const openIdProviderNotFound = () => domainError('NOT_FOUND', 'No such OpenID provider.');
export const openIdProviderUnavailable = () =>
  domainError('OIDC_PROVIDER_UNAVAILABLE', 'The sign-in provider could not be reached; try again later.');
/** One message for a missing, expired or mismatched request and a code or ID token that does not verify. */
export const openIdCallbackInvalid = () =>
  domainError('OIDC_CALLBACK_INVALID', 'The sign-in could not be verified; start again.');
export const openIdProviderDenied = () =>
  domainError('OIDC_PROVIDER_DENIED', 'The provider refused the sign-in, or it was cancelled there.');
export const openIdEmailUnverified = () =>
  domainError(
    'OIDC_EMAIL_UNVERIFIED',
    'The provider does not vouch for your email address, so no account was created.',
  );
export const openIdIdentityTaken = () =>
  domainError('OIDC_IDENTITY_TAKEN', 'This provider account is already linked to another account.');
export const openIdTicketInvalid = () =>
  domainError('OIDC_TICKET_INVALID', 'Invalid, expired or already used sign-in ticket.');
export const lastSignInMethod = () =>
  domainError(
    'LAST_SIGN_IN_METHOD',
    'This is the last way to sign in to the account: set a password or link another provider first.',
  );
export const linkedIdentityNotFound = () => domainError('NOT_FOUND', 'Linked provider not found.');

export type OpenIdProviderNotFound = ReturnType<typeof openIdProviderNotFound>;
export type OpenIdProviderUnavailable = ReturnType<typeof openIdProviderUnavailable>;
export type OpenIdCallbackInvalid = ReturnType<typeof openIdCallbackInvalid>;
export type OpenIdProviderDenied = ReturnType<typeof openIdProviderDenied>;
export type OpenIdEmailUnverified = ReturnType<typeof openIdEmailUnverified>;
export type OpenIdIdentityTaken = ReturnType<typeof openIdIdentityTaken>;
export type OpenIdTicketInvalid = ReturnType<typeof openIdTicketInvalid>;
export type LastSignInMethod = ReturnType<typeof lastSignInMethod>;
export type LinkedIdentityNotFound = ReturnType<typeof linkedIdentityNotFound>;
