import type { Clock } from '../../shared/clock.js';
import type { TokenPair, TokenType } from './token-claims.js';
import type { User } from './user.js';
import type { TokenSigner } from '../ports/token-signer.js';
import type { TokenPolicy } from './token-policy.js';

/** Issues an access + refresh pair stamped with the user's current token_version. */
export class TokenIssuer {
  constructor(
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly policy: TokenPolicy,
  ) {}

  issue(user: User): TokenPair {
    return {
      accessToken: this.sign(user, 'access', this.policy.accessTokenMinutes * 60),
      refreshToken: this.sign(user, 'refresh', this.policy.refreshTokenDays * 86_400),
      tokenType: 'bearer',
    };
  }

  private sign(user: User, type: TokenType, lifetimeSeconds: number): string {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + lifetimeSeconds;
    return this.signer.sign({ sub: user.id, role: user.role, email: user.email, tkv: user.tokenVersion, type, exp });
  }
}
