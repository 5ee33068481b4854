import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { isStrongPassword } from '../entities/password-policy.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { TokenPair } from '../entities/token-claims.js';
import {
  userNotFound,
  weakPassword,
  wrongPassword,
  type UserNotFound,
  type WeakPassword,
  type WrongPassword,
} from '../errors.js';
import type { PasswordHasher } from '../ports/password-hasher.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface ChangePasswordInput {
  readonly userId: string;
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly client?: ClientInfo;
}
export type ChangePasswordOutput = TokenPair;

/**
 * The caller changes their own password, proving the current one. token_version is bumped, as on
 * every password or role change, and every session ended, so every device is signed out; the caller
 * gets a fresh pair in a new session to carry on with.
 */
export class ChangePassword {
  constructor(
    private readonly users: UserRepo,
    private readonly hasher: PasswordHasher,
    private readonly sessionRepo: SessionRepo,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: ChangePasswordInput,
  ): Promise<Result<ChangePasswordOutput, WrongPassword | WeakPassword | UserNotFound>> {
    const user = await this.users.findById(input.userId);
    if (!user) return err(userNotFound());
    if (!(await this.hasher.verify(user.hashedPassword, input.currentPassword))) return err(wrongPassword());
    if (!isStrongPassword(input.newPassword)) return err(weakPassword());
    const hashedPassword = await this.hasher.hash(input.newPassword);
    return this.uow.run(async () => {
      const now = this.clock.now();
      const updated = await this.users.update(user.id, { hashedPassword, updatedAt: now }, { bumpTokenVersion: true });
      if (!updated) return err(userNotFound());
      const ended = await this.sessionRepo.endAll(user.id, now);
      const { session, tokens } = await this.sessions.start(updated, input.client);
      await this.audit.record('password.changed', {
        userId: user.id,
        sessionId: session.id,
        email: user.email,
        client: input.client,
        details: { sessions_ended: ended },
      });
      return ok(tokens);
    });
  }
}
