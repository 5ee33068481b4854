import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { isStrongPassword } from '../entities/password-policy.js';
import type { TokenPair } from '../entities/token-claims.js';
import { userNotFound, weakPassword, wrongPassword, type UserNotFound, type WeakPassword, type WrongPassword } from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { TokenIssuer } from '../entities/token-issuer.js';

export interface ChangePasswordInput {
  readonly userId: string;
  readonly currentPassword: string;
  readonly newPassword: string;
}
export type ChangePasswordOutput = TokenPair;

/**
 * The caller changes their own password, proving the current one. token_version is bumped (spec 3),
 * so every other session dies; the caller gets a fresh pair to carry on with.
 */
export class ChangePassword {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
    private readonly clock: Clock,
  ) {}

  async execute(input: ChangePasswordInput): Promise<Result<ChangePasswordOutput, WrongPassword | WeakPassword | UserNotFound>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    if (!(await this.hasher.verify(user.hashedPassword, input.currentPassword))) return err(wrongPassword());
    if (!isStrongPassword(input.newPassword)) return err(weakPassword());
    const hashedPassword = await this.hasher.hash(input.newPassword);
    const updated = await this.users.update(user.id, { hashedPassword, updatedAt: this.clock.now() }, { bumpTokenVersion: true });
    if (!updated) return err(userNotFound());
    return ok(this.tokens.issue(updated));
  }
}
