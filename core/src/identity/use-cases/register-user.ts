import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { err, ok, type Result } from '../../shared/result.js';
import { normaliseEmail } from '../entities/email.js';
import { isStrongPassword } from '../entities/password-policy.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { Role } from '../entities/role.js';
import type { ClientInfo } from '../entities/session.js';
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
  /** The admin creating the account; absent for the command-line bootstrap (create-admin). */
  readonly actorId?: string;
  readonly client?: ClientInfo;
}
export type RegisterUserOutput = PublicUser;

/** Creates an account with the given role and state: the admin route and the CLI bootstrap; audited. */
export class RegisterUser {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
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
    return this.uow.run(async () => {
      if ((await this.users.insert(user)) === 'email_taken') return err(emailTaken());
      const details = {
        role: user.role,
        is_active: user.isActive,
        is_verified: user.isVerified,
        via: input.actorId ? 'admin' : 'command_line',
      };
      await this.audit.record('account.registered', {
        userId: user.id,
        actorId: input.actorId ?? null,
        email,
        client: input.client,
        details,
      });
      return ok(toPublicUser(user));
    });
  }
}
