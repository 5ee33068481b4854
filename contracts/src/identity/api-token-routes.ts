import { defineRoute } from '../route-contract.js';
import { TEAMS_PREFIX, TEAMS_TAG, TeamParams } from '../teams/schemas.js';
import { ApiTokenCreated, ApiTokenList, ApiTokenParams, ApiTokenWrite } from './api-token-schemas.js';

const P = '/api/v1/auth/tokens';
const T = `${TEAMS_PREFIX}/{team_id}/tokens`;
const CAPTAINS =
  'Captains and the owner only: a caller outside the team gets 404, as for a team that does not exist; a member below captain gets 403.';
const SHOWN_ONCE = 'The answer carries the secret, shown this once; only its hash is kept.';

export const createApiToken = defineRoute({
  operationId: 'createApiToken',
  method: 'post',
  path: P,
  tag: 'auth',
  summary: 'Make a personal API token for scripts (scopes, expiry)',
  description: `${SHOWN_ONCE} The token acts as the caller on their own tracker, within its scopes.`,
  access: 'user',
  body: ApiTokenWrite,
  success: { status: 201, description: 'The new token and its secret', schema: ApiTokenCreated },
  errors: ['VALIDATION_FAILED'],
});

export const listApiTokens = defineRoute({
  operationId: 'listApiTokens',
  method: 'get',
  path: P,
  tag: 'auth',
  summary: 'The caller’s personal API tokens (never their secrets)',
  access: 'user',
  success: { status: 200, description: 'Unrevoked tokens, newest first', schema: ApiTokenList },
  errors: [],
});

export const revokeApiToken = defineRoute({
  operationId: 'revokeApiToken',
  method: 'delete',
  path: `${P}/{token_id}`,
  tag: 'auth',
  summary: 'Revoke one of the caller’s personal API tokens',
  description: 'Refused from the next request on. Another user’s token answers 404, as a missing one does.',
  access: 'user',
  params: ApiTokenParams,
  success: { status: 204, description: 'The token is revoked' },
  errors: ['NOT_FOUND'],
});

export const createTeamApiToken = defineRoute({
  operationId: 'createTeamApiToken',
  method: 'post',
  path: T,
  tag: TEAMS_TAG,
  summary: 'Make an API token for the team’s tracker (captains)',
  description: `${SHOWN_ONCE} It reaches this team's tracker only, as its creator within its scopes, and stops working when the creator leaves the team or drops below captain. ${CAPTAINS}`,
  access: 'user',
  params: TeamParams,
  body: ApiTokenWrite,
  success: { status: 201, description: 'The new token and its secret', schema: ApiTokenCreated },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS', 'VALIDATION_FAILED'],
});

export const listTeamApiTokens = defineRoute({
  operationId: 'listTeamApiTokens',
  method: 'get',
  path: T,
  tag: TEAMS_TAG,
  summary: 'The team’s API tokens (captains; never their secrets)',
  description: CAPTAINS,
  access: 'user',
  params: TeamParams,
  success: { status: 200, description: 'Unrevoked tokens, newest first', schema: ApiTokenList },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const revokeTeamApiToken = defineRoute({
  operationId: 'revokeTeamApiToken',
  method: 'delete',
  path: `${T}/{token_id}`,
  tag: TEAMS_TAG,
  summary: 'Revoke one of the team’s API tokens (captains)',
  description: `Refused from the next request on. ${CAPTAINS}`,
  access: 'user',
  params: TeamParams.extend(ApiTokenParams.shape),
  success: { status: 204, description: 'The token is revoked' },
  errors: ['NOT_FOUND', 'INSUFFICIENT_PERMISSIONS'],
});

export const API_TOKEN_ROUTES = [
  createApiToken,
  listApiTokens,
  revokeApiToken,
  createTeamApiToken,
  listTeamApiTokens,
  revokeTeamApiToken,
];
