import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import {
  API_TOKEN_LIMIT,
  API_TOKEN_MAX_DAYS,
  normaliseScopes,
  type ApiToken,
  type ApiTokenScope,
} from '../entities/api-token.js';
import { apiTokenDisplayPrefix, apiTokenSecret } from '../entities/api-token-secret.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { User } from '../entities/user.js';
import { apiTokenExpiryOutOfRange, apiTokenLimitReached, type ApiTokenRefused } from '../errors.js';
import type { ApiTokenOwner, ApiTokenRepo } from '../ports/api-token-repo.js';
import type { ApiTokenSecrets } from '../ports/api-token-secrets.js';

export interface CreateApiTokenInput {
  readonly user: User;
  /** A team's token (CreateTeamApiToken has checked the caller's role); null for a personal one. */
  readonly teamId: string | null;
  readonly name: string;
  readonly scopes: readonly ApiTokenScope[];
  readonly expiresInDays: number;
  readonly client?: ClientInfo;
}
/** The stored token and its secret, which exists only in this answer. */
export interface CreateApiTokenOutput {
  readonly token: ApiToken;
  readonly secret: string;
}

const DAY_MS = 86_400_000;

/** Makes a named, scoped, expiring token; the token row and its audit event commit together. */
export class CreateApiToken {
  constructor(
    private readonly tokens: ApiTokenRepo,
    private readonly secrets: ApiTokenSecrets,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: CreateApiTokenInput): Promise<Result<CreateApiTokenOutput, ApiTokenRefused>> {
    if (!Number.isInteger(input.expiresInDays) || input.expiresInDays < 1 || input.expiresInDays > API_TOKEN_MAX_DAYS)
      return err(apiTokenExpiryOutOfRange(API_TOKEN_MAX_DAYS));
    const owner: ApiTokenOwner = input.teamId === null ? { userId: input.user.id } : { teamId: input.teamId };
    const now = this.clock.now();
    const secret = apiTokenSecret(this.secrets.newBody());
    const token: ApiToken = {
      id: this.ids.newId(),
      userId: input.user.id,
      teamId: input.teamId,
      name: input.name,
      scopes: normaliseScopes(input.scopes),
      prefix: apiTokenDisplayPrefix(secret),
      secretHash: this.secrets.hash(secret),
      createdAt: now,
      lastUsedAt: null,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      revokedAt: null,
    };
    return this.uow.run(async () => {
      if ((await this.tokens.countLive(owner, now)) >= API_TOKEN_LIMIT)
        return err(apiTokenLimitReached(API_TOKEN_LIMIT));
      await this.tokens.insert(token);
      await this.audit.record('api_token.created', {
        userId: input.user.id,
        email: input.user.email,
        teamId: input.teamId,
        client: input.client,
        details: {
          credential_id: token.id,
          name: token.name,
          scopes: token.scopes.join(' '),
          expires_at: token.expiresAt.toISOString(),
        },
      });
      return ok({ token, secret });
    });
  }
}
