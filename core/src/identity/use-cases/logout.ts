import type { Clock } from '../../shared/clock.js';
import { ok, type Result } from '../../shared/result.js';
import type { Unauthenticated } from '../errors.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { TokenValidator } from '../entities/token-validator.js';

export interface LogoutInput {
  readonly accessToken: string;
}

/**
 * Revokes every token of the user at once by bumping token_version (spec 5.4.2). Any genuine,
 * unexpired access token may ask for it, even one a concurrent refresh has just made stale: otherwise
 * a refresh racing the logout (say, with a stolen refresh token) would leave its fresh pair alive
 * while the owner's logout is refused.
 */
export class Logout {
  constructor(
    private readonly validator: TokenValidator,
    private readonly users: UserRepo,
    private readonly clock: Clock,
  ) {}

  async execute(input: LogoutInput): Promise<Result<void, Unauthenticated>> {
    const validated = await this.validator.validate(input.accessToken, 'access', { allowRevoked: true });
    if (!validated.ok) return validated;
    await this.users.update(validated.value.id, { updatedAt: this.clock.now() }, { bumpTokenVersion: true });
    return ok(undefined);
  }
}
