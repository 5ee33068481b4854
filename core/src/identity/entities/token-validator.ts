import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { TokenType } from './token-claims.js';
import type { User } from './user.js';
import { unauthenticated, type Unauthenticated } from '../errors.js';
import type { TokenSigner } from '../ports/token-signer.js';
import type { UserRepo } from '../ports/user-repo.js';

/**
 * Turns a presented token into the live user it names (spec 5.3): the signature must hold, the type
 * must be the one expected, it must not be expired, the user must exist and be active, and the
 * token's tkv must equal the user's current token_version (anything older was revoked).
 */
export class TokenValidator {
  constructor(
    private readonly signer: TokenSigner,
    private readonly users: UserRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * `allowRevoked` accepts a token that is only stale (older tkv, deactivated account): used to
   * revoke, which is always safe to allow for a token we really issued and that has not expired.
   */
  async validate(token: string, expected: TokenType, options: { allowRevoked?: boolean } = {}): Promise<Result<User, Unauthenticated>> {
    const claims = this.signer.verify(token);
    if (!claims || claims.type !== expected) return err(unauthenticated());
    if (claims.exp * 1000 <= this.clock.now().getTime()) return err(unauthenticated('Token has expired.'));
    const user = await this.users.findById(claims.sub);
    if (!user) return err(unauthenticated());
    if (!options.allowRevoked && (!user.isActive || user.tokenVersion !== claims.tkv)) return err(unauthenticated());
    return ok(user);
  }
}
