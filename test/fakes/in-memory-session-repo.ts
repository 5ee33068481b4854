import type { Session, SessionRepo, User } from '@metagame/core';
import type { InMemoryUserRepo } from './in-memory-user-repo.js';

/** SessionRepo in a Map beside an InMemoryUserRepo, honouring the same contract as the database adapters. */
export class InMemorySessionRepo implements SessionRepo {
  readonly rows = new Map<string, Session>();

  constructor(private readonly users: InMemoryUserRepo) {}

  async insert(session: Session): Promise<void> {
    this.rows.set(session.id, { ...session });
  }

  async findUserInSession(userId: string, sessionId: string): Promise<{ user: User; sessionLive: boolean } | null> {
    const user = await this.users.findById(userId);
    if (!user) return null;
    const session = this.rows.get(sessionId);
    return { user, sessionLive: session?.userId === userId && session.revokedAt === null };
  }

  async findById(sessionId: string): Promise<Session | null> {
    return this.rows.get(sessionId) ?? null;
  }

  async rotate(
    sessionId: string,
    userId: string,
    expectedGeneration: number,
    at: Date,
    expiresAt: Date,
  ): Promise<Session | null> {
    const session = this.rows.get(sessionId);
    if (
      !session ||
      session.userId !== userId ||
      session.revokedAt !== null ||
      session.refreshGeneration !== expectedGeneration
    )
      return null;
    const rotated = { ...session, refreshGeneration: expectedGeneration + 1, lastUsedAt: at, expiresAt };
    this.rows.set(sessionId, rotated);
    return rotated;
  }

  async listLive(userId: string, now: Date): Promise<Session[]> {
    return [...this.rows.values()]
      .filter((s) => s.userId === userId && s.revokedAt === null && s.expiresAt.getTime() > now.getTime())
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id.localeCompare(a.id));
  }

  async end(sessionId: string, userId: string, at: Date): Promise<boolean> {
    const session = this.rows.get(sessionId);
    if (!session || session.userId !== userId || session.revokedAt !== null) return false;
    this.rows.set(sessionId, { ...session, revokedAt: at });
    return true;
  }

  async endAll(userId: string, at: Date, keep?: string): Promise<number> {
    let ended = 0;
    for (const session of this.rows.values()) {
      if (session.userId !== userId || session.revokedAt !== null || session.id === keep) continue;
      this.rows.set(session.id, { ...session, revokedAt: at });
      ended += 1;
    }
    return ended;
  }

  async deleteEndedBefore(cutoff: Date): Promise<number> {
    let deleted = 0;
    for (const session of [...this.rows.values()]) {
      const ended = (session.revokedAt !== null && session.revokedAt < cutoff) || session.expiresAt < cutoff;
      if (ended && this.rows.delete(session.id)) deleted += 1;
    }
    return deleted;
  }
}
