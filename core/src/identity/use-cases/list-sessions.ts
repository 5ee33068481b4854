import type { Clock } from '../../shared/clock.js';
import type { Session } from '../entities/session.js';
import type { SessionRepo } from '../ports/session-repo.js';

export interface ListSessionsInput {
  readonly userId: string;
  /** The session of the caller's token, flagged `current`. */
  readonly currentSessionId: string;
}
export type ListSessionsOutput = readonly (Session & { readonly current: boolean })[];

/** The caller's live sessions (one per signed-in device), newest first. */
export class ListSessions {
  constructor(
    private readonly sessions: SessionRepo,
    private readonly clock: Clock,
  ) {}

  async execute(input: ListSessionsInput): Promise<ListSessionsOutput> {
    const live = await this.sessions.listLive(input.userId, this.clock.now());
    return live.map((session) => ({ ...session, current: session.id === input.currentSessionId }));
  }
}
