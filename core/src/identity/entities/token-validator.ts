import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { TokenClaims, TokenType } from './token-claims.js';
import type { User } from './user.js';
import { unauthenticated, type Unauthenticated } from '../errors.js';
import type { TokenSigner } from '../ports/token-signer.js';
import type { SessionRepo } from '../ports/session-repo.js';

/** A token that checked out: the live user it names and its claims (the session is `claims.sid`). */
export interface ValidatedToken {
  readonly user: User;
  readonly claims: TokenClaims;
}

/**
 * Turns a presented token into the live user it names, else `unauthenticated`: the signature must
 * hold, the type must be the one expected, it must not be expired, the user must exist and be
 * active, the token's tkv must equal the user's current token_version (anything older was revoked),
 * and its session must not have been ended. User and session come from one read, so revoking a
 * session costs an authenticated request no extra query.
 */
export class TokenValidator {
  constructor(
    private readonly signer: TokenSigner,
    private readonly sessions: SessionRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * `allowRevoked` accepts a token that is only stale (older tkv, ended session, deactivated
   * account): used to revoke, which is always safe to allow for a token we really issued and that
   * has not expired.
   */
  async validate(
    token: string,
    expected: TokenType,
    options: { allowRevoked?: boolean } = {},
  ): Promise<Result<ValidatedToken, Unauthenticated>> {
    const claims = this.signer.verify(token);
    if (!claims || claims.type !== expected) return err(unauthenticated());
    if (claims.exp * 1000 <= this.clock.now().getTime()) return err(unauthenticated('Token has expired.'));
    const found = await this.sessions.findUserInSession(claims.sub, claims.sid);
    if (!found) return err(unauthenticated());
    const { user, sessionLive } = found;
    if (!options.allowRevoked && (!user.isActive || user.tokenVersion !== claims.tkv || !sessionLive))
      return err(unauthenticated());
    return ok({ user, claims });
  }
}
