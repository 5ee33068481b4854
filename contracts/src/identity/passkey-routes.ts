import { IdParams } from '../common-schemas.js';
import { defineRoute } from '../route-contract.js';
import { TokenPair } from './schemas.js';
import {
  PasskeyList,
  PasskeyLogin,
  PasskeyOptions,
  PasskeyRead,
  PasskeyRegistration,
  PasskeyRename,
} from './passkey-schemas.js';

const tag = 'auth';
const base = '/api/v1/auth/passkeys';

export const startPasskeyRegistration = defineRoute({
  operationId: 'startPasskeyRegistration',
  method: 'post',
  path: `${base}/registration/options`,
  tag,
  summary: 'Start adding a passkey: creation options',
  description:
    'Options for `navigator.credentials.create()`: a discoverable credential (resident key) with user verification required, for the relying party FRONTEND_BASE_URL names, excluding the caller’s passkeys. Send the answer to `/registration/verify` within 5 minutes.',
  access: 'user',
  success: { status: 200, description: 'Creation options with a fresh challenge', schema: PasskeyOptions },
  errors: ['USER_NOT_FOUND'],
});

export const finishPasskeyRegistration = defineRoute({
  operationId: 'finishPasskeyRegistration',
  method: 'post',
  path: `${base}/registration/verify`,
  tag,
  summary: 'Finish adding a passkey',
  description:
    'The browser’s answer to the options. Refused (400, nothing stored) when the challenge is not the caller’s or is expired or used, the origin or RP id is not this site’s, the user was not verified, or the attestation does not verify; 409 when the credential is registered already.',
  access: 'user',
  body: PasskeyRegistration,
  success: { status: 201, description: 'The new passkey', schema: PasskeyRead },
  errors: ['INVALID_PASSKEY', 'PASSKEY_TAKEN'],
});

export const listPasskeys = defineRoute({
  operationId: 'listPasskeys',
  method: 'get',
  path: base,
  tag,
  summary: 'The caller’s passkeys',
  access: 'user',
  success: { status: 200, description: 'Oldest first', schema: PasskeyList },
  errors: [],
});

export const renamePasskey = defineRoute({
  operationId: 'renamePasskey',
  method: 'patch',
  path: `${base}/{id}`,
  tag,
  summary: 'Rename one of the caller’s passkeys',
  description: 'Another user’s passkey answers 404, as a missing one does.',
  access: 'user',
  params: IdParams,
  body: PasskeyRename,
  success: { status: 200, description: 'The renamed passkey', schema: PasskeyRead },
  errors: ['NOT_FOUND'],
});

export const deletePasskey = defineRoute({
  operationId: 'deletePasskey',
  method: 'delete',
  path: `${base}/{id}`,
  tag,
  summary: 'Delete one of the caller’s passkeys',
  description: 'It cannot sign in from the next request on. Another user’s passkey answers 404, as a missing one does.',
  access: 'user',
  params: IdParams,
  success: { status: 204, description: 'The passkey is gone' },
  errors: ['NOT_FOUND'],
});

export const startPasskeyLogin = defineRoute({
  operationId: 'startPasskeyLogin',
  method: 'post',
  path: `${base}/login/options`,
  tag,
  summary: 'Start a passkey login: request options',
  description:
    'Options for `navigator.credentials.get()` naming no account: the browser offers the passkeys it holds for this site. User verification is required.',
  access: 'anonymous',
  success: { status: 200, description: 'Request options with a fresh challenge', schema: PasskeyOptions },
  errors: [],
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'passkey-options', setting: 'loginPerAddress', subject: 'address' }],
  },
});

export const finishPasskeyLogin = defineRoute({
  operationId: 'finishPasskeyLogin',
  method: 'post',
  path: `${base}/login/verify`,
  tag,
  summary: 'Finish a passkey login: a token pair',
  description:
    'The browser’s answer to the login options. Answers the token pair of a new session, as a password login does, and never a TOTP challenge: a user-verified passkey is two factors by itself. 401 for an unknown passkey, an expired or used challenge, a response that does not verify (wrong origin, no user verification, bad signature) or an inactive account; 403 when the signature counter did not grow (a cloned authenticator), which is recorded in the audit trail.',
  access: 'anonymous',
  body: PasskeyLogin,
  success: { status: 200, description: 'A new token pair (a new session)', schema: TokenPair },
  errors: ['PASSKEY_LOGIN_FAILED', 'PASSKEY_CLONED'],
  // Every answer costs a signature check, so every request counts, as the second-factor answers do.
  rateLimits: {
    counts: 'requests',
    rules: [{ name: 'passkey-login-address', setting: 'loginPerAddress', subject: 'address' }],
  },
});

export const PASSKEY_ROUTES = [
  startPasskeyRegistration,
  finishPasskeyRegistration,
  listPasskeys,
  renamePasskey,
  deletePasskey,
  startPasskeyLogin,
  finishPasskeyLogin,
];
