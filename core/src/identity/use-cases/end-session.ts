import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { User } from '../entities/user.js';
import { sessionNotFound, type SessionNotFound } from '../errors.js';
import type { SessionRepo } from '../ports/session-repo.js';

export interface EndSessionInput {
  readonly user: User;
  readonly sessionId: string;
  /** The session the request came from (ending it is allowed: it signs this device out). */
  readonly currentSessionId: string;
  readonly client?: ClientInfo;
}

/**
 * The caller ends one of their sessions: its refresh token stops working and its access tokens are
 * refused at once. Another user's session, or one already ended, is simply not found.
 */
export class EndSession {
  constructor(
    private readonly sessions: SessionRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: EndSessionInput): Promise<Result<void, SessionNotFound>> {
    return this.uow.run(async () => {
      if (!(await this.sessions.end(input.sessionId, input.user.id, this.clock.now()))) return err(sessionNotFound());
      const details = { current: input.sessionId === input.currentSessionId, ended_session_id: input.sessionId };
      await this.audit.record('session.ended', {
        userId: input.user.id,
        sessionId: input.currentSessionId,
        email: input.user.email,
        client: input.client,
        details,
      });
      return ok(undefined);
    });
  }
}
