import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Session, SessionRepo, UserRepo } from '@metagame/core';
import { aUser } from '../fakes/user-builder.js';

export interface SessionRepoHarness {
  readonly sessions: SessionRepo;
  readonly users: UserRepo;
  close(): Promise<void>;
}

let counter = 0;
const T0 = new Date('2026-05-01T12:00:00.000Z');
const at = (minutes: number) => new Date(T0.getTime() + minutes * 60_000);

function aSession(userId: string, patch: Partial<Session> = {}): Session {
  counter += 1;
  return {
    id: `00000000-0000-4000-a000-${counter.toString(16).padStart(12, '0')}`,
    userId,
    createdAt: at(counter),
    lastUsedAt: at(counter),
    expiresAt: at(10_000),
    revokedAt: null,
    refreshGeneration: 0,
    userAgent: 'Mozilla/5.0 (test)',
    ipAddress: '203.0.113.7',
    ...patch,
  };
}

/** What every SessionRepo must do, run against the in-memory fake, SQLite and PostgreSQL alike. */
/**
 * `cascades`: deleting a user removes their sessions (a database foreign key). The in-memory fake
 * keeps no such link, so that case is not registered for it.
 */
export function sessionRepoContract(make: () => Promise<SessionRepoHarness>, options: { cascades: boolean }): void {
  let h: SessionRepoHarness;
  beforeAll(async () => {
    h = await make();
  });
  afterAll(async () => h.close());

  const aUserWithSessions = async (...patches: Partial<Session>[]) => {
    const user = aUser().build();
    await h.users.insert(user);
    const sessions = patches.map((patch) => aSession(user.id, patch));
    for (const session of sessions) await h.sessions.insert(session);
    return { user, sessions };
  };

  describe('SessionRepo contract', () => {
    it('finds an inserted session by id with every field intact', async () => {
      const { sessions } = await aUserWithSessions({ userAgent: null, ipAddress: '2001:db8::1' });
      expect(await h.sessions.findById(sessions[0]!.id)).toEqual(sessions[0]);
      expect(await h.sessions.findById('00000000-0000-4000-a000-0000deadbeef')).toBeNull();
    });

    it('reads the user with whether the session is live in one call: live, ended, another user’s, unknown', async () => {
      const { user, sessions } = await aUserWithSessions({}, { revokedAt: at(1) });
      const other = await aUserWithSessions({});
      expect(await h.sessions.findUserInSession(user.id, sessions[0]!.id)).toEqual({ user, sessionLive: true });
      expect(await h.sessions.findUserInSession(user.id, sessions[1]!.id)).toEqual({ user, sessionLive: false });
      expect((await h.sessions.findUserInSession(user.id, other.sessions[0]!.id))?.sessionLive).toBe(false);
      expect((await h.sessions.findUserInSession(user.id, '00000000-0000-4000-a000-0000deadbeef'))?.sessionLive).toBe(
        false,
      );
      expect(await h.sessions.findUserInSession('00000000-0000-4000-8000-00000000dead', sessions[0]!.id)).toBeNull();
    });

    it('rotates only from the expected generation of a live session of that user', async () => {
      const { user, sessions } = await aUserWithSessions({ refreshGeneration: 2 }, { revokedAt: at(1) });
      const other = aUser().build();
      const [live, ended] = sessions as [Session, Session];
      expect(await h.sessions.rotate(live.id, user.id, 1, at(50), at(20_000))).toBeNull();
      expect(await h.sessions.rotate(live.id, other.id, 2, at(50), at(20_000))).toBeNull();
      expect(await h.sessions.rotate(ended.id, user.id, 0, at(50), at(20_000))).toBeNull();
      expect(await h.sessions.rotate(live.id, user.id, 2, at(50), at(20_000))).toEqual({
        ...live,
        refreshGeneration: 3,
        lastUsedAt: at(50),
        expiresAt: at(20_000),
      });
      expect((await h.sessions.findById(live.id))?.refreshGeneration).toBe(3);
    });

    it('lets exactly one of several concurrent rotations from one generation win', async () => {
      const { user, sessions } = await aUserWithSessions({});
      const results = await Promise.all(
        Array.from({ length: 5 }, () => h.sessions.rotate(sessions[0]!.id, user.id, 0, at(60), at(20_000))),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(1);
      expect((await h.sessions.findById(sessions[0]!.id))?.refreshGeneration).toBe(1);
    });

    it('lists live sessions only, newest first', async () => {
      const { user, sessions } = await aUserWithSessions(
        { createdAt: at(1) },
        { createdAt: at(3) },
        { createdAt: at(2), revokedAt: at(4) },
        { createdAt: at(5), expiresAt: at(6) },
      );
      expect((await h.sessions.listLive(user.id, at(7))).map((s) => s.id)).toEqual([sessions[1]!.id, sessions[0]!.id]);
    });

    it('ends one live session of its owner once, never another user’s', async () => {
      const { user, sessions } = await aUserWithSessions({});
      const intruder = await aUserWithSessions();
      expect(await h.sessions.end(sessions[0]!.id, intruder.user.id, at(10))).toBe(false);
      expect(await h.sessions.end(sessions[0]!.id, user.id, at(10))).toBe(true);
      expect(await h.sessions.end(sessions[0]!.id, user.id, at(11))).toBe(false);
      expect((await h.sessions.findById(sessions[0]!.id))?.revokedAt).toEqual(at(10));
    });

    it('ends every live session of a user but the one kept, and counts them', async () => {
      const { user, sessions } = await aUserWithSessions({}, {}, {}, { revokedAt: at(1) });
      const bystander = await aUserWithSessions({});
      expect(await h.sessions.endAll(user.id, at(20), sessions[0]!.id)).toBe(2);
      expect((await h.sessions.listLive(user.id, at(21))).map((s) => s.id)).toEqual([sessions[0]!.id]);
      expect(await h.sessions.endAll(user.id, at(22))).toBe(1);
      expect(await h.sessions.listLive(user.id, at(23))).toEqual([]);
      expect(await h.sessions.listLive(bystander.user.id, at(23))).toHaveLength(1);
    });

    it('deletes sessions that ended (signed out or expired) before the cutoff, and keeps live ones', async () => {
      const { sessions } = await aUserWithSessions(
        { revokedAt: at(5) },
        { expiresAt: at(6) },
        { expiresAt: at(50_000) },
        { revokedAt: at(9) },
      );
      expect(await h.sessions.deleteEndedBefore(at(8))).toBeGreaterThanOrEqual(2);
      const left = await Promise.all(sessions.map((s) => h.sessions.findById(s.id)));
      expect(left.map((s) => s !== null)).toEqual([false, false, true, true]);
    });

    if (!options.cascades) return;
    it('loses a user’s sessions with the user (ON DELETE CASCADE)', async () => {
      const { user, sessions } = await aUserWithSessions({});
      await h.users.delete(user.id);
      expect(await h.sessions.findById(sessions[0]!.id)).toBeNull();
    });
  });
}
