import { api } from '../api/client';
import type { components } from '../api/openapi';
import type { ApiResult } from '../api/use-api';
import type { IntegrationOwner } from '../workspace/integration-owner';

type ApiTokenWrite = components['schemas']['ApiTokenWrite'];
type ApiTokenRead = components['schemas']['ApiTokenRead'];
type ApiTokenCreated = components['schemas']['ApiTokenCreated'];

/** The API token routes of one owner: the account's (`/auth/tokens`) or a team's (`/teams/{id}/tokens`). */
export interface ApiTokenClient {
  list(): Promise<ApiResult<ApiTokenRead[]>>;
  create(body: ApiTokenWrite): Promise<ApiResult<ApiTokenCreated>>;
  revoke(tokenId: string): Promise<ApiResult<unknown>>;
}

const PERSONAL: ApiTokenClient = {
  list: () => api.GET('/api/v1/auth/tokens'),
  create: (body) => api.POST('/api/v1/auth/tokens', { body }),
  revoke: (tokenId) => api.DELETE('/api/v1/auth/tokens/{token_id}', { params: { path: { token_id: tokenId } } }),
};

function teamTokens(teamId: string): ApiTokenClient {
  const team = { team_id: teamId };
  return {
    list: () => api.GET('/api/v1/teams/{team_id}/tokens', { params: { path: team } }),
    create: (body) => api.POST('/api/v1/teams/{team_id}/tokens', { params: { path: team }, body }),
    revoke: (tokenId) =>
      api.DELETE('/api/v1/teams/{team_id}/tokens/{token_id}', { params: { path: { ...team, token_id: tokenId } } }),
  };
}

export const apiTokenClient = (owner: IntegrationOwner): ApiTokenClient =>
  owner.kind === 'team' ? teamTokens(owner.teamId) : PERSONAL;
