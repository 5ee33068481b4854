import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { LoginFailureReason } from '../entities/audit-event.js';
import { normaliseEmail } from '../entities/email.js';
import { hasPassword } from '../entities/user.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { TokenPair } from '../entities/token-claims.js';
import { invalidCredentials, type InvalidCredentials } from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { LoginGate, SecondFactorChallenge } from '../entities/login-gate.js';

export interface LoginInput {
  readonly email: string;
  readonly password: string;
  /** The device signing in (recorded on its session and in the audit trail). */
  readonly client?: ClientInfo;
}
/** A token pair; with TOTP on (or due), a challenge to complete with CompleteSecondFactor instead. */
export type LoginOutput = TokenPair | SecondFactorChallenge;

/**
 * Password login. Unknown email, wrong password and inactive account give the same error (a 401
 * "Invalid credentials."); the password is always verified before the active check, and an unknown
 * email verifies against a dummy hash so its timing matches a wrong password. Each login starts a
 * session of its own; the audit trail records success and failure (with the reason class, never the
 * password). With a second factor (TOTP) on, a right password answers a challenge instead of
 * tokens.
 */
export class Login {
  private dummyHash: Promise<string> | undefined;

  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    /** Absent: no second factor (core unit tests of the password-only login). */
    private readonly gate?: LoginGate,
  ) {}

  async execute(input: LoginInput): Promise<Result<LoginOutput, InvalidCredentials>> {
    const email = normaliseEmail(input.email);
    const user = await this.users.findByEmail(email);
    // An account without a password verifies against the dummy too, so its timing tells nothing.
    const hash = user && hasPassword(user) ? user.hashedPassword : await this.dummy();
    const matches = await this.hasher.verify(hash, input.password);
    const failure: LoginFailureReason | null = !user
      ? 'unknown_account'
      : !matches
        ? 'wrong_password'
        : !user.isActive
          ? 'inactive_account'
          : null;
    if (failure || !user) {
      await this.audit.record('login.failed', {
        userId: user?.id ?? null,
        email,
        client: input.client,
        details: { reason: failure ?? 'unknown_account' },
      });
      return err(invalidCredentials());
    }
    return this.uow.run(async () => {
      const challenge = await this.gate?.challengeFor(user);
      if (challenge) {
        await this.audit.record('login.challenged', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { kind: challenge.kind },
        });
        return ok(challenge);
      }
      const { session, tokens } = await this.sessions.start(user, input.client);
      await this.audit.record('login.succeeded', {
        userId: user.id,
        sessionId: session.id,
        email: user.email,
        client: input.client,
      });
      return ok(tokens);
    });
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hasher.hash('dummy password never matches anything 0!Aa');
    return this.dummyHash;
  }
}
