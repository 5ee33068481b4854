import { defineRoute } from '../route-contract.js';
import {
  RecoveryCodes,
  SecondFactorRequest,
  SecondFactorTokens,
  TotpConfirm,
  TotpDisable,
  TotpEnrolment,
  TotpStatus,
} from './totp-schemas.js';

const tag = 'auth';
const secondFactorLimit = {
  counts: 'requests',
  rules: [{ name: 'second-factor', setting: 'secondFactorPerAddress', subject: 'address' }],
} as const;

export const completeSecondFactor = defineRoute({
  operationId: 'completeSecondFactor',
  method: 'post',
  path: '/api/v1/auth/token/totp',
  tag,
  summary: 'Complete a login with a TOTP code or a recovery code',
  description:
    'The challenge from `/auth/token` and a code: a current TOTP code (±30 s of drift; each code is accepted once) or one of the recovery codes (each single use). A challenge lives 5 minutes, takes 5 codes and is single use; every failure answers the same 401.',
  access: 'anonymous',
  body: SecondFactorRequest,
  success: { status: 200, description: 'A new token pair (a new session)', schema: SecondFactorTokens },
  errors: ['INVALID_SECOND_FACTOR'],
  rateLimits: secondFactorLimit,
});

export const getTotpStatus = defineRoute({
  operationId: 'getTotpStatus',
  method: 'get',
  path: '/api/v1/auth/totp',
  tag,
  summary: 'Whether TOTP is on for the caller',
  description: 'A read for a settings page: `enabled` once a code confirmed an enrolment, and the recovery codes left.',
  access: 'user',
  success: { status: 200, description: 'The caller’s TOTP state', schema: TotpStatus },
  errors: [],
});

export const startTotpEnrolment = defineRoute({
  operationId: 'startTotpEnrolment',
  method: 'post',
  path: '/api/v1/auth/totp/enrol',
  tag,
  summary: 'Start turning TOTP on: a new secret',
  description:
    'Add the secret (or the otpauth URI as a QR code) to an authenticator app, then confirm with a code. Asking again replaces a pending secret. 409 while TOTP is on.',
  access: 'user',
  success: { status: 200, description: 'The pending secret', schema: TotpEnrolment },
  errors: ['TOTP_ALREADY_ENABLED', 'USER_NOT_FOUND'],
});

export const confirmTotpEnrolment = defineRoute({
  operationId: 'confirmTotpEnrolment',
  method: 'post',
  path: '/api/v1/auth/totp/confirm',
  tag,
  summary: 'Turn TOTP on with a code from the app',
  description:
    'Answers the ten single-use recovery codes, shown this once (only their hashes are kept). From now on `/auth/token` answers a challenge.',
  access: 'user',
  body: TotpConfirm,
  success: { status: 200, description: 'TOTP is on', schema: RecoveryCodes },
  errors: ['INVALID_CODE', 'TOTP_ALREADY_ENABLED', 'TOTP_NOT_ENABLED'],
  rateLimits: secondFactorLimit,
});

export const disableTotp = defineRoute({
  operationId: 'disableTotp',
  method: 'post',
  path: '/api/v1/auth/totp/disable',
  tag,
  summary: 'Turn TOTP off',
  description:
    'Needs the password and a current code (or a recovery code). The secret and the recovery codes are deleted.',
  access: 'user',
  body: TotpDisable,
  success: { status: 204, description: 'TOTP is off' },
  errors: ['WRONG_PASSWORD', 'INVALID_CODE', 'TOTP_NOT_ENABLED', 'USER_NOT_FOUND'],
  rateLimits: secondFactorLimit,
});

export const TOTP_ROUTES = [completeSecondFactor, getTotpStatus, startTotpEnrolment, confirmTotpEnrolment, disableTotp];
