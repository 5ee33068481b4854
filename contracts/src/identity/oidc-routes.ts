import { defineRoute } from '../route-contract.js';
import {
  LinkedIdentityList,
  LinkedIdentityParams,
  LinkedIdentityRead,
  OpenIdAuthorizationUrl,
  OpenIdCallbackQuery,
  OpenIdProviderList,
  OpenIdProviderParams,
  OpenIdTicketRequest,
} from './oidc-schemas.js';
import { LoginResponse } from './totp-schemas.js';

const tag = 'auth';
const REDIRECT_ERRORS =
  'Every other failure redirects to the web app’s `/oidc` page with `#error=<code>` (`OIDC_PROVIDER_UNAVAILABLE`, `OIDC_CALLBACK_INVALID`, `OIDC_PROVIDER_DENIED`, `OIDC_EMAIL_UNVERIFIED`, `OIDC_IDENTITY_TAKEN`, `INVALID_CREDENTIALS`).';

export const listOpenIdProviders = defineRoute({
  operationId: 'listOpenIdProviders',
  method: 'get',
  path: '/api/v1/auth/oidc/providers',
  tag,
  summary: 'The OpenID providers people can sign in with',
  access: 'anonymous',
  success: { status: 200, description: 'The configured providers', schema: OpenIdProviderList },
  errors: [],
});

export const startOpenIdSignIn = defineRoute({
  operationId: 'startOpenIdSignIn',
  method: 'get',
  path: '/api/v1/auth/oidc/{provider}/start',
  tag,
  summary: 'Sign in with an OpenID provider: go there',
  description: `A browser navigation. Redirects to the provider with an authorization request (code flow, PKCE S256, state and nonce), and keeps the request's secrets in a signed, httpOnly cookie for ten minutes. ${REDIRECT_ERRORS}`,
  access: 'anonymous',
  params: OpenIdProviderParams,
  success: { status: 302, description: 'To the provider (`Location`)' },
  errors: ['NOT_FOUND'],
});

export const finishOpenIdSignIn = defineRoute({
  operationId: 'finishOpenIdSignIn',
  method: 'get',
  path: '/api/v1/auth/oidc/{provider}/callback',
  tag,
  summary: 'Where the provider sends the browser back',
  description: `Checks the state against the browser's cookie, exchanges the code and validates the ID token (nonce included), then redirects to the web app's \`/oidc\` page with, in the fragment (never sent to a server): \`#ticket=…\` (exchange it at \`POST /auth/oidc/token\` within two minutes), \`#link=…&provider=…\` (the email has an account: its owner signs in, then confirms at \`POST /auth/oidc/link\`), or \`#linked=<provider>\` after a link started from settings. A first sign-in creates a verified account only when the provider asserts \`email_verified\`. ${REDIRECT_ERRORS}`,
  access: 'anonymous',
  params: OpenIdProviderParams,
  query: OpenIdCallbackQuery,
  success: { status: 302, description: 'To the web app (`Location`)' },
  errors: ['NOT_FOUND'],
});

export const redeemOpenIdSignIn = defineRoute({
  operationId: 'redeemOpenIdSignIn',
  method: 'post',
  path: '/api/v1/auth/oidc/token',
  tag,
  summary: 'Exchange a sign-in ticket for tokens',
  description:
    'The ticket from the callback’s redirect, once. Answers like `/auth/token`: a token pair, or a second-factor challenge when the account has TOTP on.',
  access: 'anonymous',
  body: OpenIdTicketRequest,
  success: { status: 200, description: 'A token pair or a second-factor challenge', schema: LoginResponse },
  errors: ['OIDC_TICKET_INVALID', 'INVALID_CREDENTIALS'],
});

export const startOpenIdLink = defineRoute({
  operationId: 'startOpenIdLink',
  method: 'post',
  path: '/api/v1/auth/oidc/{provider}/link',
  tag,
  summary: 'Link a provider to the caller’s account: where to go',
  description:
    'Answers the provider’s authorization URL and sets the same signed cookie as `/start`, naming the caller. After the provider, the callback links its account to the caller’s (409-class `OIDC_IDENTITY_TAKEN` in the redirect when it is linked to another account).',
  access: 'user',
  params: OpenIdProviderParams,
  success: { status: 200, description: 'The authorization URL', schema: OpenIdAuthorizationUrl },
  errors: ['NOT_FOUND', 'OIDC_PROVIDER_UNAVAILABLE'],
});

export const confirmOpenIdLink = defineRoute({
  operationId: 'confirmOpenIdLink',
  method: 'post',
  path: '/api/v1/auth/oidc/link',
  tag,
  summary: 'Link a provider whose email matched the caller’s account',
  description:
    'The `link` ticket from a first sign-in whose email already had an account, redeemed by that account signed in (by password or passkey): proof that its owner wants the link. Single use, fifteen minutes.',
  access: 'user',
  body: OpenIdTicketRequest,
  success: { status: 201, description: 'Linked', schema: LinkedIdentityRead },
  errors: ['OIDC_TICKET_INVALID', 'OIDC_IDENTITY_TAKEN'],
});

export const listLinkedIdentities = defineRoute({
  operationId: 'listLinkedIdentities',
  method: 'get',
  path: '/api/v1/auth/oidc/identities',
  tag,
  summary: 'The caller’s linked providers',
  access: 'user',
  success: { status: 200, description: 'Oldest first', schema: LinkedIdentityList },
  errors: [],
});

export const unlinkIdentity = defineRoute({
  operationId: 'unlinkIdentity',
  method: 'delete',
  path: '/api/v1/auth/oidc/identities/{identity_id}',
  tag,
  summary: 'Unlink a provider',
  description:
    'Refused (409 `LAST_SIGN_IN_METHOD`) when it is the last way the account signs in: no password and no other link.',
  access: 'user',
  params: LinkedIdentityParams,
  success: { status: 204, description: 'Unlinked' },
  errors: ['NOT_FOUND', 'LAST_SIGN_IN_METHOD'],
});

export const OIDC_ROUTES = [
  listOpenIdProviders,
  startOpenIdSignIn,
  finishOpenIdSignIn,
  redeemOpenIdSignIn,
  startOpenIdLink,
  confirmOpenIdLink,
  listLinkedIdentities,
  unlinkIdentity,
];
