import { defineRoute } from '../route-contract.js';
import {
  EmailChangeAcknowledgement,
  EmailChangeConfirm,
  EmailChangeRequest,
  PasswordResetAcknowledgement,
  PasswordResetConfirm,
  PasswordResetRequest,
} from './recovery-schemas.js';
import { TokenPair } from './schemas.js';

const tag = 'auth';

export const requestPasswordReset = defineRoute({
  operationId: 'requestPasswordReset',
  method: 'post',
  path: '/api/v1/auth/password-reset',
  tag,
  summary: 'Email a password-reset code',
  description:
    'Always 202 with the same body, answered before any lookup: an active account gets a 6-digit code and a link to `{FRONTEND_BASE_URL}/reset-password?email=…&code=…` (at most one email per cooldown); an unknown or deactivated account gets nothing.',
  access: 'anonymous',
  body: PasswordResetRequest,
  success: { status: 202, description: 'Acknowledged', schema: PasswordResetAcknowledgement },
  errors: [],
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'password-reset', setting: 'passwordResetPerAddress', subject: 'address' }],
  },
});

export const confirmPasswordReset = defineRoute({
  operationId: 'confirmPasswordReset',
  method: 'post',
  path: '/api/v1/auth/password-reset/confirm',
  tag,
  summary: 'Set a new password with the emailed code',
  description:
    'The password rule applies. Every token and session of the account ends; log in again with the new password. A wrong, expired or spent code, an unknown and a deactivated account all answer 400; the guess that uses the last attempt and every later one 429 until a new code is requested.',
  access: 'anonymous',
  body: PasswordResetConfirm,
  success: { status: 204, description: 'The password was changed' },
  errors: ['INVALID_CODE', 'TOO_MANY_ATTEMPTS', 'WEAK_PASSWORD'],
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'password-reset-confirm', setting: 'passwordResetPerAddress', subject: 'address' }],
  },
});

export const requestEmailChange = defineRoute({
  operationId: 'requestEmailChange',
  method: 'post',
  path: '/api/v1/auth/email-change',
  tag,
  summary: 'Ask to move the account to a new email address',
  description:
    'Needs the current password. A 6-digit code goes to the new address and a notice to the current one; nothing changes until the code is confirmed. A new request replaces a pending one. 409 when the address is already registered.',
  access: 'user',
  body: EmailChangeRequest,
  success: { status: 202, description: 'The code was sent', schema: EmailChangeAcknowledgement },
  errors: ['WRONG_PASSWORD', 'EMAIL_TAKEN', 'EMAIL_NOT_SENT', 'USER_NOT_FOUND'],
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'email-change', setting: 'emailChangePerAddress', subject: 'address' }],
  },
});

export const confirmEmailChange = defineRoute({
  operationId: 'confirmEmailChange',
  method: 'post',
  path: '/api/v1/auth/email-change/confirm',
  tag,
  summary: 'Confirm the new email address with its code',
  description:
    'The email changes and every earlier token and session of the account ends; the response carries a fresh pair in a new session. 409 when another account took the address meanwhile (the pending change is then dropped).',
  access: 'user',
  body: EmailChangeConfirm,
  success: { status: 200, description: 'A new token pair', schema: TokenPair },
  errors: ['INVALID_CODE', 'TOO_MANY_ATTEMPTS', 'EMAIL_TAKEN', 'USER_NOT_FOUND'],
});

export const RECOVERY_ROUTES = [requestPasswordReset, confirmPasswordReset, requestEmailChange, confirmEmailChange];
