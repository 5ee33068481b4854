import type { Clock } from '../../shared/clock.js';
import type { TokenPair, TokenType } from './token-claims.js';
import type { Session } from './session.js';
import type { User } from './user.js';
import type { TokenSigner } from '../ports/token-signer.js';
import type { TokenPolicy } from './token-policy.js';

/** Issues an access + refresh pair stamped with the user's current token_version and their session. */
export class TokenIssuer {
  constructor(
    private readonly signer: TokenSigner,
    private readonly clock: Clock,
    private readonly policy: TokenPolicy,
  ) {}

  /** When a refresh token issued now expires: the session's end unless it is refreshed again. */
  refreshExpiry(now: Date): Date {
    return new Date(now.getTime() + this.policy.refreshTokenDays * 86_400_000);
  }

  issue(user: User, session: Pick<Session, 'id' | 'refreshGeneration'>): TokenPair {
    return {
      accessToken: this.sign(user, session, 'access', this.policy.accessTokenMinutes * 60),
      refreshToken: this.sign(user, session, 'refresh', this.policy.refreshTokenDays * 86_400),
      tokenType: 'bearer',
    };
  }

  private sign(
    user: User,
    session: Pick<Session, 'id' | 'refreshGeneration'>,
    type: TokenType,
    lifetimeSeconds: number,
  ): string {
    const exp = Math.floor(this.clock.now().getTime() / 1000) + lifetimeSeconds;
    return this.signer.sign({
      sub: user.id,
      role: user.role,
      email: user.email,
      tkv: user.tokenVersion,
      type,
      exp,
      sid: session.id,
      gen: session.refreshGeneration,
    });
  }
}
