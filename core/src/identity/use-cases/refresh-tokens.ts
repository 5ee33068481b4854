import { err, ok, type Result } from '../../shared/result.js';
import type { Clock } from '../../shared/clock.js';
import type { TokenPair } from '../entities/token-claims.js';
import { unauthenticated, type Unauthenticated } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { TokenIssuer } from '../entities/token-issuer.js';
import type { TokenValidator } from '../entities/token-validator.js';

export interface RefreshTokensInput {
  readonly refreshToken: string;
}
export type RefreshTokensOutput = TokenPair;

/**
 * Refresh with rotation (spec 5.4.1): a valid refresh token bumps token_version and gets a new pair,
 * so the presented token — and every token issued before it — is dead and a replay is rejected.
 */
export class RefreshTokens {
  constructor(
    private readonly validator: TokenValidator,
    private readonly users: UserRepo,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: RefreshTokensInput): Promise<Result<RefreshTokensOutput, Unauthenticated>> {
    const validated = await this.validator.validate(input.refreshToken, 'refresh');
    if (!validated.ok) return validated;
    const user = validated.value;
    // Compare-and-bump: two concurrent refreshes with the same token cannot both succeed.
    const rotated = await this.users.update(
      user.id,
      { updatedAt: this.clock.now() },
      { bumpTokenVersion: true, expectedTokenVersion: user.tokenVersion },
    );
    if (!rotated) return err(unauthenticated());
    return ok(this.tokens.issue(rotated));
  }
}
