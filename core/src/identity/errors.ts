import { domainError } from '../shared/domain-error.js';
import { PASSWORD_RULE_MESSAGE } from './entities/password-policy.js';

/** The identity area's recoverable outcomes; messages are the spec's where it fixes one. */
export const invalidCredentials = () => domainError('INVALID_CREDENTIALS', 'Invalid credentials.');
export const unauthenticated = (message = 'Could not validate credentials.') => domainError('UNAUTHENTICATED', message);
export const insufficientPermissions = () => domainError('INSUFFICIENT_PERMISSIONS', 'Insufficient permissions.');
export const emailTaken = () => domainError('EMAIL_TAKEN', 'Email already registered.');
export const weakPassword = () => domainError('WEAK_PASSWORD', PASSWORD_RULE_MESSAGE);
export const wrongPassword = () => domainError('WRONG_PASSWORD', 'Current password is incorrect.');
export const userNotFound = () => domainError('USER_NOT_FOUND', 'User not found.');
export const cannotTargetSelf = (action: string) => domainError('FORBIDDEN', `Admins cannot ${action} their own account.`);

export type InvalidCredentials = ReturnType<typeof invalidCredentials>;
export type Unauthenticated = ReturnType<typeof unauthenticated>;
export type InsufficientPermissions = ReturnType<typeof insufficientPermissions>;
export type EmailTaken = ReturnType<typeof emailTaken>;
export type WeakPassword = ReturnType<typeof weakPassword>;
export type WrongPassword = ReturnType<typeof wrongPassword>;
export type UserNotFound = ReturnType<typeof userNotFound>;
export type CannotTargetSelf = ReturnType<typeof cannotTargetSelf>;
