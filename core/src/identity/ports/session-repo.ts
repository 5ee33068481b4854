import type { Session } from '../entities/session.js';
import type { User } from '../entities/user.js';

/** Persistence of sessions (one per signed-in device); rows cascade from `users`. */
export interface SessionRepo {
  /** Stores a new session (its id is fresh; the user exists, or the foreign key refuses it). */
  insert(session: Session): Promise<void>;
  /**
   * The user `userId` and whether their session `sessionId` is live (exists, is theirs, not ended), in
   * ONE read: every authenticated request makes it. Null when there is no such user.
   */
  findUserInSession(userId: string, sessionId: string): Promise<{ user: User; sessionLive: boolean } | null>;
  /** The session, ended or not; null when there is none (never made, pruned, or the user deleted). */
  findById(sessionId: string): Promise<Session | null>;
  /**
   * Moves a live session of `userId` to its next refresh generation, only if it is still at
   * `expectedGeneration` (compare-and-set, so one of two concurrent uses wins), stamping
   * `lastUsedAt` and the new `expiresAt`. Null when nothing matched.
   */
  rotate(
    sessionId: string,
    userId: string,
    expectedGeneration: number,
    at: Date,
    expiresAt: Date,
  ): Promise<Session | null>;
  /** The user's sessions that are not ended and not expired at `now`, newest first. */
  listLive(userId: string, now: Date): Promise<Session[]>;
  /** Ends one live session of `userId`; false when it is not theirs, or already ended. */
  end(sessionId: string, userId: string, at: Date): Promise<boolean>;
  /** Ends every live session of `userId` except `keep`; returns how many. */
  endAll(userId: string, at: Date, keep?: string): Promise<number>;
  /** Deletes sessions ended (revoked or expired) before `cutoff`; returns how many. */
  deleteEndedBefore(cutoff: Date): Promise<number>;
}
