import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import { normaliseEmail } from '../entities/email.js';
import { isStrongPassword } from '../entities/password-policy.js';
import type { Role } from '../entities/role.js';
import { toPublicUser, type PublicUser } from '../entities/user.js';
import { emailTaken, weakPassword, type EmailTaken, type WeakPassword } from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface RegisterUserInput {
  readonly email: string;
  readonly password: string;
  readonly role: Role;
  readonly isVerified: boolean;
  readonly isActive: boolean;
  readonly displayName: string | null;
}
export type RegisterUserOutput = PublicUser;

/** Creates an account with the given role and state: the admin route and the CLI bootstrap. */
export class RegisterUser {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute(input: RegisterUserInput): Promise<Result<RegisterUserOutput, EmailTaken | WeakPassword>> {
    if (!isStrongPassword(input.password)) return err(weakPassword());
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) return err(emailTaken());
    const now = this.clock.now();
    const user = {
      id: this.ids.newId(),
      email,
      hashedPassword: await this.hasher.hash(input.password),
      role: input.role,
      isActive: input.isActive,
      isVerified: input.isVerified,
      displayName: input.displayName,
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    };
    // The unique index decides a race between two registrations of one email.
    if ((await this.users.insert(user)) === 'email_taken') return err(emailTaken());
    return ok(toPublicUser(user));
  }
}
