import type { Clock } from '../../shared/clock.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { ClientInfo } from '../entities/session.js';
import type { User } from '../entities/user.js';
import type { SessionRepo } from '../ports/session-repo.js';

export interface EndOtherSessionsInput {
  readonly user: User;
  readonly currentSessionId: string;
  readonly client?: ClientInfo;
}
export interface EndOtherSessionsOutput {
  readonly ended: number;
}

/** Signs every other device out: every session of the caller but the current one ends at once. */
export class EndOtherSessions {
  constructor(
    private readonly sessions: SessionRepo,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: EndOtherSessionsInput): Promise<EndOtherSessionsOutput> {
    return this.uow.run(async () => {
      const ended = await this.sessions.endAll(input.user.id, this.clock.now(), input.currentSessionId);
      const note = {
        userId: input.user.id,
        sessionId: input.currentSessionId,
        email: input.user.email,
        client: input.client,
        details: { sessions_ended: ended },
      };
      await this.audit.record('sessions.others_ended', note);
      return { ended };
    });
  }
}
