import { err, ok, type Result } from '../../shared/result.js';
import { normaliseEmail } from '../entities/email.js';
import type { TokenPair } from '../entities/token-claims.js';
import { invalidCredentials, type InvalidCredentials } from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { TokenIssuer } from '../entities/token-issuer.js';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
}
export type LoginOutput = TokenPair;

/**
 * Password login (spec 5.2). Unknown email, wrong password and inactive account give the same
 * error; the password is always verified before the active check, and an unknown email verifies
 * against a dummy hash so its timing matches a wrong password.
 */
export class Login {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenIssuer,
  ) {}

  async execute(input: LoginInput): Promise<Result<LoginOutput, InvalidCredentials>> {
    const user = await this.users.findByEmail(normaliseEmail(input.email));
    const hash = user?.hashedPassword ?? (await this.dummy());
    const matches = await this.hasher.verify(hash, input.password);
    if (!user || !matches || !user.isActive) return err(invalidCredentials());
    return ok(this.tokens.issue(user));
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash('dummy password never matches anything 0!Aa');
    return this.dummyHash;
  }
}
