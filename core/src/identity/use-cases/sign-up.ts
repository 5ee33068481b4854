import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { Logger } from '../../shared/logger.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import { normaliseEmail } from '../entities/email.js';
import { isStrongPassword } from '../entities/password-policy.js';
import type { TokenPair } from '../entities/token-claims.js';
import { toPublicUser, type PublicUser, type User } from '../entities/user.js';
import { emailTaken, weakPassword, type EmailTaken, type WeakPassword } from '../errors.js';
import { MailDeliveryError } from '../ports/mailer.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { VerificationSender } from '../entities/verification-sender.js';
import { emailNotSent, type EmailNotSent } from '../errors.js';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly displayName: string | null;
  readonly client?: ClientInfo;
}
/** One shape whichever way the verification setting is: tokens is null while verification is pending. */
export interface SignUpOutput {
  readonly user: PublicUser;
  readonly verificationRequired: boolean;
  readonly tokens: TokenPair | null;
}
export type SignUpError = EmailTaken | WeakPassword | EmailNotSent;

/**
 * Self-registration: role is always `user`, and is_verified is never taken from the payload. With
 * verification on, the account, its record and the email form one unit: the email is sent last
 * inside the transaction, so a refused email rolls back the account and the caller may sign up
 * again. With it off, the account is verified at once and logged in.
 */
export class SignUp {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sender: VerificationSender,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private readonly requireEmailVerification: boolean,
  ) {}

  async execute(input: SignUpInput): Promise<Result<SignUpOutput, SignUpError>> {
    if (!isStrongPassword(input.password)) return err(weakPassword());
    const email = normaliseEmail(input.email);
    if (await this.users.findByEmail(email)) return err(emailTaken());
    const user = await this.newUser(email, input);
    if (!this.requireEmailVerification) {
      return this.uow.run(async () => {
        if ((await this.users.insert(user)) === 'email_taken') return err(emailTaken());
        const { session, tokens } = await this.sessions.start(user, input.client);
        await this.audit.record('login.succeeded', {
          userId: user.id,
          sessionId: session.id,
          email,
          client: input.client,
          details: { via: 'signup' },
        });
        return ok({ user: toPublicUser(user), verificationRequired: false, tokens });
      });
    }
    try {
      return await this.uow.run(async () => {
        if ((await this.users.insert(user)) === 'email_taken') return err(emailTaken());
        await this.sender.send(user, user.createdAt);
        return ok({ user: toPublicUser(user), verificationRequired: true, tokens: null });
      });
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      this.logger.warn({ reason: error.message }, 'signup rolled back: the verification email was not sent');
      return err(emailNotSent());
    }
  }

  private async newUser(email: string, input: SignUpInput): Promise<User> {
    const now = this.clock.now();
    return {
      id: this.ids.newId(),
      email,
      // Hashed before any transaction opens: Argon2id takes tens of milliseconds.
      hashedPassword: await this.hasher.hash(input.password),
      role: 'user',
      isActive: true,
      isVerified: !this.requireEmailVerification,
      displayName: input.displayName,
      tokenVersion: 0,
      createdAt: now,
      updatedAt: now,
    };
  }
}
