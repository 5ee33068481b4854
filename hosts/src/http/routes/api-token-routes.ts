import { apiTokens } from '@metagame/contracts';
import type { ApiToken } from '@metagame/core';
import { CreateApiToken } from '@metagame/core/identity/use-cases/create-api-token';
import { ListApiTokens } from '@metagame/core/identity/use-cases/list-api-tokens';
import { RevokeApiToken } from '@metagame/core/identity/use-cases/revoke-api-token';
import { CreateTeamApiToken } from '@metagame/core/identity/use-cases/create-team-api-token';
import { ListTeamApiTokens } from '@metagame/core/identity/use-cases/list-team-api-tokens';
import { RevokeTeamApiToken } from '@metagame/core/identity/use-cases/revoke-team-api-token';
import { route, type RouteRow } from '../route-table.js';

/** A token as ApiTokenRead lists it: never the secret nor its hash. */
const presentApiToken = (token: ApiToken) => ({
  id: token.id,
  name: token.name,
  scopes: [...token.scopes],
  prefix: token.prefix,
  team_id: token.teamId,
  created_at: token.createdAt.toISOString(),
  last_used_at: token.lastUsedAt?.toISOString() ?? null,
  expires_at: token.expiresAt.toISOString(),
});

const created = ({ token, secret }: { token: ApiToken; secret: string }) => ({
  ...presentApiToken(token),
  token: secret,
});

/** API tokens: the caller's personal ones, and a team's (captains and the owner). */
export const API_TOKEN_ROUTES: readonly RouteRow[] = [
  route({
    contract: apiTokens.createApiToken,
    useCase: CreateApiToken,
    input: ({ user, body, client }) => ({
      user,
      teamId: null,
      name: body.name,
      scopes: body.scopes,
      expiresInDays: body.expires_in_days,
      client,
    }),
    present: created,
  }),
  route({
    contract: apiTokens.listApiTokens,
    useCase: ListApiTokens,
    input: ({ user }) => ({ owner: { userId: user.id } }),
    present: (tokens) => tokens.map(presentApiToken),
  }),
  route({
    contract: apiTokens.revokeApiToken,
    useCase: RevokeApiToken,
    input: ({ user, params, client }) => ({ user, teamId: null, tokenId: params.token_id, client }),
    present: () => undefined,
  }),
  route({
    contract: apiTokens.createTeamApiToken,
    useCase: CreateTeamApiToken,
    input: ({ user, params, body, client }) => ({
      user,
      teamId: params.team_id,
      name: body.name,
      scopes: body.scopes,
      expiresInDays: body.expires_in_days,
      client,
    }),
    present: created,
  }),
  route({
    contract: apiTokens.listTeamApiTokens,
    useCase: ListTeamApiTokens,
    input: ({ user, params }) => ({ userId: user.id, teamId: params.team_id }),
    present: (tokens) => tokens.map(presentApiToken),
  }),
  route({
    contract: apiTokens.revokeTeamApiToken,
    useCase: RevokeTeamApiToken,
    input: ({ user, params, client }) => ({ user, teamId: params.team_id, tokenId: params.token_id, client }),
    present: () => undefined,
  }),
];
