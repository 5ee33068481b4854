import { err, ok, type Result } from '../../shared/result.js';
import type { Role } from '../entities/role.js';
import { roleSatisfies } from '../entities/role.js';
import type { User } from '../entities/user.js';
import { insufficientPermissions, type InsufficientPermissions, type Unauthenticated } from '../errors.js';
import type { TokenValidator } from '../entities/token-validator.js';

export interface AuthorizeRequestInput {
  readonly accessToken: string;
  readonly requiredRole: Role;
}
/** The caller and the session their token belongs to. */
export interface AuthorizeRequestOutput {
  readonly user: User;
  readonly sessionId: string;
}

/**
 * Authenticates an access token, then checks the role level: an unauthenticated caller gets a 401
 * before any role is looked at, and a role below the route's minimum a 403 "Insufficient permissions.".
 */
export class AuthorizeRequest {
  constructor(private readonly validator: TokenValidator) {}

  async execute(
    input: AuthorizeRequestInput,
  ): Promise<Result<AuthorizeRequestOutput, Unauthenticated | InsufficientPermissions>> {
    const validated = await this.validator.validate(input.accessToken, 'access');
    if (!validated.ok) return validated;
    const { user, claims } = validated.value;
    if (!roleSatisfies(user.role, input.requiredRole)) return err(insufficientPermissions());
    return ok({ user, sessionId: claims.sid });
  }
}
