import type { Clock } from '../../shared/clock.js';
import { ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { Unauthenticated } from '../errors.js';
import type { SessionRepo } from '../ports/session-repo.js';
import type { UserRepo } from '../ports/user-repo.js';
import type { TokenValidator } from '../entities/token-validator.js';

export interface LogoutInput {
  readonly accessToken: string;
  readonly client?: ClientInfo;
}

/**
 * Revokes every token of the user at once by bumping token_version (every token issued before
 * carries the old value, so each is rejected from then on), and ends every session with it. Any
 * genuine, unexpired access token may ask for it, even one a concurrent refresh has just made stale
 * or whose session has ended: otherwise a refresh racing the logout (say, with a stolen refresh
 * token) would leave its fresh pair alive while the owner's logout is refused.
 */
export class Logout {
  constructor(
    private readonly validator: TokenValidator,
    private readonly users: UserRepo,
    private readonly sessions: SessionRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: LogoutInput): Promise<Result<void, Unauthenticated>> {
    const validated = await this.validator.validate(input.accessToken, 'access', { allowRevoked: true });
    if (!validated.ok) return validated;
    const { user, claims } = validated.value;
    const now = this.clock.now();
    await this.uow.run(async () => {
      await this.users.update(user.id, { updatedAt: now }, { bumpTokenVersion: true });
      const ended = await this.sessions.endAll(user.id, now);
      await this.audit.record('logout', {
        userId: user.id,
        sessionId: claims.sid,
        email: user.email,
        client: input.client,
        details: { sessions_ended: ended },
      });
    });
    return ok(undefined);
  }
}
