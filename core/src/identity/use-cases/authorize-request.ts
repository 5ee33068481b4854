import { err, ok, type Result } from '../../shared/result.js';
import { teamNotFound, type TeamNotFound } from '../../teams/errors.js';
import type { ApiToken, ApiTokenScope } from '../entities/api-token.js';
import type { ApiTokenAuthenticator } from '../entities/api-token-authenticator.js';
import { looksLikeApiToken } from '../entities/api-token-secret.js';
import type { Role } from '../entities/role.js';
import { roleSatisfies } from '../entities/role.js';
import type { User } from '../entities/user.js';
import { insufficientPermissions, type InsufficientPermissions, type Unauthenticated } from '../errors.js';
import type { TokenValidator } from '../entities/token-validator.js';

/**
 * What an API token needs on a route: one scope, `any` (a personal token of any scope: GET
 * /auth/me), or nothing declared (undefined): the route refuses API tokens. So a route added later
 * refuses them until its contract says otherwise.
 */
export type TokenScopeNeed = ApiTokenScope | 'any';

export interface AuthorizeRequestInput {
  readonly accessToken: string;
  readonly requiredRole: Role;
  readonly tokenScope?: TokenScopeNeed | undefined;
  /** The team whose workspace the route serves (a team variant's `team_id`); null on every other route. */
  readonly teamId?: string | null;
}
/** The caller and how they came: a session's access token (its id), or an API token. */
export interface AuthorizeRequestOutput {
  readonly user: User;
  /** The session of a JWT; null for an API token. */
  readonly sessionId: string | null;
  readonly apiToken: ApiToken | null;
}

type Refusal = Unauthenticated | InsufficientPermissions | TeamNotFound;

/**
 * Authenticates a bearer token, then checks the role level: an unauthenticated caller gets a 401
 * before any role is looked at, and a role below the route's minimum a 403 "Insufficient
 * permissions.". A token with our API-token prefix is an API token (a JWT never starts so); it must
 * also fit the route: the route declares a scope the token holds; a personal token stays off team
 * routes and a team token off everything but its own team's (403), another team answering as an
 * unknown one does (404).
 */
export class AuthorizeRequest {
  constructor(
    private readonly validator: TokenValidator,
    private readonly apiTokens: ApiTokenAuthenticator,
  ) {}

  async execute(input: AuthorizeRequestInput): Promise<Result<AuthorizeRequestOutput, Refusal>> {
    if (looksLikeApiToken(input.accessToken)) return this.viaApiToken(input);
    const validated = await this.validator.validate(input.accessToken, 'access');
    if (!validated.ok) return validated;
    const { user, claims } = validated.value;
    if (!roleSatisfies(user.role, input.requiredRole)) return err(insufficientPermissions());
    return ok({ user, sessionId: claims.sid, apiToken: null });
  }

  private async viaApiToken(input: AuthorizeRequestInput): Promise<Result<AuthorizeRequestOutput, Refusal>> {
    const authenticated = await this.apiTokens.authenticate(input.accessToken);
    if (!authenticated.ok) return authenticated;
    const { user, token } = authenticated.value;
    const refusal = scopeRefusal(token, input.tokenScope, input.teamId ?? null);
    if (refusal) return err(refusal);
    if (!roleSatisfies(user.role, input.requiredRole)) return err(insufficientPermissions());
    return ok({ user, sessionId: null, apiToken: token });
  }
}

/** Why the route is out of the token's reach, or null when it is within it. */
function scopeRefusal(
  token: ApiToken,
  need: TokenScopeNeed | undefined,
  teamId: string | null,
): InsufficientPermissions | TeamNotFound | null {
  if (need === undefined) return insufficientPermissions();
  if (need !== 'any' && !token.scopes.includes(need)) return insufficientPermissions();
  if (token.teamId === null) return teamId === null ? null : insufficientPermissions();
  if (teamId === null) return insufficientPermissions();
  return teamId.toLowerCase() === token.teamId.toLowerCase() ? null : teamNotFound();
}
