import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import { boundedClient, type ClientInfo, type Session } from './session.js';
import type { TokenPair } from './token-claims.js';
import type { TokenIssuer } from './token-issuer.js';
import type { User } from './user.js';
import type { SessionRepo } from '../ports/session-repo.js';

/**
 * Signs a user in on one device: stores a new session and issues its first pair. Callers run it in
 * the UnitOfWork that also records the event, so a session never exists without its audit row.
 */
export class SessionStarter {
  constructor(
    private readonly sessions: SessionRepo,
    private readonly tokens: TokenIssuer,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async start(user: User, client?: ClientInfo): Promise<{ session: Session; tokens: TokenPair }> {
    const now = this.clock.now();
    const session: Session = {
      id: this.ids.newId(),
      userId: user.id,
      createdAt: now,
      lastUsedAt: now,
      expiresAt: this.tokens.refreshExpiry(now),
      revokedAt: null,
      refreshGeneration: 0,
      ...boundedClient(client),
    };
    await this.sessions.insert(session);
    return { session, tokens: this.tokens.issue(user, session) };
  }
}
