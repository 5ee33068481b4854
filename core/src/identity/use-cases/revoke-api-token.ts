import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { User } from '../entities/user.js';
import { apiTokenNotFound, type ApiTokenNotFound } from '../errors.js';
import type { ApiTokenRepo } from '../ports/api-token-repo.js';

export interface RevokeApiTokenInput {
  readonly user: User;
  /** A team's token (RevokeTeamApiToken has checked the caller's role); null for one of the caller's own. */
  readonly teamId: string | null;
  readonly tokenId: string;
  readonly client?: ClientInfo;
}

/**
 * Revokes a token: every request presenting it from now on is refused (nothing caches a token
 * between requests). Another owner's token, or one already revoked, is not found.
 */
export class RevokeApiToken {
  constructor(
    private readonly tokens: ApiTokenRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: RevokeApiTokenInput): Promise<Result<void, ApiTokenNotFound>> {
    const owner = input.teamId === null ? { userId: input.user.id } : { teamId: input.teamId };
    return this.uow.run(async () => {
      if (!(await this.tokens.revoke(owner, input.tokenId, this.clock.now()))) return err(apiTokenNotFound());
      await this.audit.record('api_token.revoked', {
        userId: input.user.id,
        email: input.user.email,
        teamId: input.teamId,
        client: input.client,
        details: { credential_id: input.tokenId },
      });
      return ok(undefined);
    });
  }
}
