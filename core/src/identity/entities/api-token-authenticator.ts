import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { teamRoleAtLeast } from '../../teams/entities/team-role.js';
import { API_TOKEN_TOUCH_INTERVAL_MS, isTokenLive, needsTouch, type ApiToken } from './api-token.js';
import { isWellFormedApiToken } from './api-token-secret.js';
import type { User } from './user.js';
import { unauthenticated, type Unauthenticated } from '../errors.js';
import type { ApiTokenRepo } from '../ports/api-token-repo.js';
import type { ApiTokenSecrets } from '../ports/api-token-secrets.js';

/** A token that checked out: the live creator it acts as, and the token (its scopes and team). */
export interface AuthenticatedApiToken {
  readonly user: User;
  readonly token: ApiToken;
}

/**
 * Turns a presented API token into the user it acts as, else `unauthenticated`: a malformed secret
 * (wrong shape or checksum) is refused before any read; otherwise one read finds the token by its
 * hash with its creator and the creator's team role. It must be unrevoked and unexpired, its creator
 * active, and a team token's creator still a captain or owner of the team. Nothing is cached, so a
 * revocation, deactivation or removal holds from the next request on. Last use is stamped at most
 * once a minute per token (API_TOKEN_TOUCH_INTERVAL_MS), so the token path costs about what a JWT's does.
 */
export class ApiTokenAuthenticator {
  constructor(
    private readonly tokens: ApiTokenRepo,
    private readonly secrets: ApiTokenSecrets,
    private readonly clock: Clock,
  ) {}

  async authenticate(presented: string): Promise<Result<AuthenticatedApiToken, Unauthenticated>> {
    if (!isWellFormedApiToken(presented)) return err(unauthenticated());
    const found = await this.tokens.findBySecretHash(this.secrets.hash(presented));
    if (!found) return err(unauthenticated());
    const { token, user, creatorTeamRole } = found;
    const now = this.clock.now();
    if (!isTokenLive(token, now) || !user.isActive) return err(unauthenticated());
    if (token.teamId !== null && (creatorTeamRole === null || !teamRoleAtLeast(creatorTeamRole, 'captain')))
      return err(unauthenticated());
    if (needsTouch(token, now))
      await this.tokens.touch(token.id, now, new Date(now.getTime() - API_TOKEN_TOUCH_INTERVAL_MS));
    return ok({ user, token });
  }
}
