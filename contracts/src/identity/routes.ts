import { IdParams, PageQuery } from '../common-schemas.js';
import { PAGE_HEADERS } from '../pagination.js';
import { defineRoute } from '../route-contract.js';
import { AUDIT_ROUTES } from './audit-routes.js';
import { SESSION_ROUTES } from './session-routes.js';
import { LoginResponse } from './totp-schemas.js';
import {
  PasswordChange,
  RefreshRequest,
  TokenPair,
  TokenRequest,
  UserCreate,
  UserList,
  UserRead,
  UserUpdate,
} from './schemas.js';

const tag = 'auth';

export const login = defineRoute({
  operationId: 'login',
  method: 'post',
  path: '/api/v1/auth/token',
  tag,
  summary: 'Log in with email and password',
  description:
    'OAuth2 password form: `username` is the email. Unknown email, wrong password and inactive account answer the same 401. With TOTP on (or an admin without it while TOTP_REQUIRED_FOR_ADMINS is on) a right password answers a `SecondFactorChallenge` instead of tokens: complete it at `/auth/token/totp`. Each login starts a session (its id is the `sid` claim). After too many failed logins for the account, clients that never logged in to it get 429 with Retry-After until the window ends; a client that did (same address, or the `metagame_device` cookie a successful login sets) can still log in.',
  access: 'anonymous',
  body: TokenRequest,
  bodyEncoding: 'form',
  success: { status: 200, description: 'A new token pair, or a second-factor challenge', schema: LoginResponse },
  errors: ['INVALID_CREDENTIALS'],
  // Failed logins count per account across every address, so guesses spread over many addresses
  // meet the limit; clients that logged in to the account before are held by a counter of their
  // own instead, so the owner still gets in while strangers are held back. A per-address cap
  // stops one address spraying many accounts.
  rateLimits: {
    counts: 'failures',
    failureStatus: 401,
    rememberClients: true,
    rules: [
      { name: 'login-account', setting: 'loginPerAccount', subject: 'account', clients: 'unknown' },
      { name: 'login-known-client', setting: 'loginPerKnownClient', subject: 'account-and-client', clients: 'known' },
      { name: 'login-address', setting: 'loginPerAddress', subject: 'address' },
    ],
  },
});

export const refresh = defineRoute({
  operationId: 'refreshTokens',
  method: 'post',
  path: '/api/v1/auth/refresh',
  tag,
  summary: 'Exchange a refresh token for a new pair (rotation within its session)',
  description:
    'The presented refresh token stops working; the session continues with the new pair, and the user’s other sessions are untouched. Presenting a refresh token that was already used ends its whole session (reuse detection).',
  access: 'anonymous',
  body: RefreshRequest,
  success: { status: 200, description: 'A new token pair', schema: TokenPair },
  errors: ['UNAUTHENTICATED'],
});

export const logout = defineRoute({
  operationId: 'logout',
  method: 'post',
  path: '/api/v1/auth/logout',
  tag,
  summary: 'Revoke every token of the caller (every session)',
  description:
    'Any genuine, unexpired access token of the account is accepted, even one a concurrent refresh has made stale: revoking is always allowed.',
  access: 'user',
  acceptsRevokedTokens: true,
  success: { status: 204, description: 'All tokens of the caller are revoked' },
  errors: ['UNAUTHENTICATED'],
});

export const me = defineRoute({
  operationId: 'getMe',
  method: 'get',
  path: '/api/v1/auth/me',
  tag,
  summary: 'The caller’s account',
  access: 'user',
  tokenScope: 'any',
  success: { status: 200, description: 'The caller', schema: UserRead },
  errors: [],
});

export const register = defineRoute({
  operationId: 'registerUser',
  method: 'post',
  path: '/api/v1/auth/register',
  tag,
  summary: 'Create an account with any role (admin)',
  access: 'admin',
  body: UserCreate,
  success: { status: 201, description: 'The created account', schema: UserRead },
  errors: ['EMAIL_TAKEN', 'WEAK_PASSWORD'],
});

export const changePassword = defineRoute({
  operationId: 'changePassword',
  method: 'post',
  path: '/api/v1/auth/change-password',
  tag,
  summary: 'Change the caller’s password',
  description:
    'Needs the current password. Every earlier token and session is revoked; the response carries a fresh pair in a new session.',
  access: 'user',
  body: PasswordChange,
  success: { status: 200, description: 'A new token pair', schema: TokenPair },
  errors: ['WRONG_PASSWORD', 'WEAK_PASSWORD', 'USER_NOT_FOUND'],
});

const usersTag = 'users';

export const listUsers = defineRoute({
  operationId: 'listUsers',
  method: 'get',
  path: '/api/v1/users',
  tag: usersTag,
  summary: 'List accounts, oldest first (admin)',
  access: 'admin',
  query: PageQuery,
  success: { status: 200, description: 'One page of accounts', schema: UserList, headers: PAGE_HEADERS },
  errors: [],
});

export const getUser = defineRoute({
  operationId: 'getUser',
  method: 'get',
  path: '/api/v1/users/{id}',
  tag: usersTag,
  summary: 'One account (admin)',
  access: 'admin',
  params: IdParams,
  success: { status: 200, description: 'The account', schema: UserRead },
  errors: ['USER_NOT_FOUND'],
});

export const updateUser = defineRoute({
  operationId: 'updateUser',
  method: 'patch',
  path: '/api/v1/users/{id}',
  tag: usersTag,
  summary: 'Change an account’s role or active state (admin)',
  description:
    'A role change revokes the user’s tokens; deactivation rejects them at once. Admins cannot change their own account here.',
  access: 'admin',
  params: IdParams,
  body: UserUpdate,
  success: { status: 200, description: 'The updated account', schema: UserRead },
  errors: ['FORBIDDEN', 'USER_NOT_FOUND'],
});

export const deleteUser = defineRoute({
  operationId: 'deleteUser',
  method: 'delete',
  path: '/api/v1/users/{id}',
  tag: usersTag,
  summary: 'Delete an account and everything it owns (admin)',
  access: 'admin',
  params: IdParams,
  success: { status: 204, description: 'Deleted' },
  errors: ['FORBIDDEN', 'USER_NOT_FOUND'],
});

export const IDENTITY_ROUTES = [
  login,
  refresh,
  logout,
  me,
  register,
  changePassword,
  listUsers,
  getUser,
  updateUser,
  deleteUser,
  ...SESSION_ROUTES,
  ...AUDIT_ROUTES,
];

export { listSessions, endOtherSessions, endSession } from './session-routes.js';
export { listOwnAuditEvents, listAuditEvents } from './audit-routes.js';
