import { domainError } from '../shared/domain-error.js';

/** Outcomes of self-registration and email verification (spec 4.3, 7). */
export const alreadyVerified = () => domainError('ALREADY_VERIFIED', 'Account is already verified.');
/** One message for a wrong, expired or unknown code, so the answer does not tell which. */
export const invalidCode = () => domainError('INVALID_CODE', 'Invalid or expired verification code.');
export const tooManyAttempts = () => domainError('TOO_MANY_ATTEMPTS', 'Too many verification attempts; request a new code.');
export const emailNotSent = () => domainError('EMAIL_NOT_SENT', 'The verification email could not be sent; the account was not created. Try again later.');

export type AlreadyVerified = ReturnType<typeof alreadyVerified>;
export type InvalidCode = ReturnType<typeof invalidCode>;
export type TooManyAttempts = ReturnType<typeof tooManyAttempts>;
export type EmailNotSent = ReturnType<typeof emailNotSent>;
