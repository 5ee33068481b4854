import { describe, expect, it } from 'vitest';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { aUser } from '../../fakes/user-builder.js';
import { EndOtherSessions } from '@metagame/core/identity/use-cases/end-other-sessions';
import { EndSession } from '@metagame/core/identity/use-cases/end-session';
import { ListSessions } from '@metagame/core/identity/use-cases/list-sessions';
import { PruneIdentityRecords } from '@metagame/core/identity/use-cases/prune-identity-records';

async function setup() {
  const f = identityFakes();
  const user = aUser().build();
  await f.users.insert(user);
  const sid = (token: string) => f.signer.verify(token)!.sid;
  return { ...f, user, sid };
}

describe('sessions', () => {
  it('refreshes one device without touching the other, and the spent refresh token stops working', async () => {
    const f = await setup();
    const phone = await f.signIn(f.user);
    const laptop = await f.signIn(f.user);
    const rotated = await f.refresh.execute({ refreshToken: phone.refreshToken });
    if (!rotated.ok) throw new Error(rotated.error.message);
    expect(f.sid(rotated.value.accessToken)).toBe(f.sid(phone.accessToken));
    expect((await f.authorize.execute({ accessToken: laptop.accessToken, requiredRole: 'user' })).ok).toBe(true);
    expect((await f.refresh.execute({ refreshToken: laptop.refreshToken })).ok).toBe(true);
    expect((await f.users.findById(f.user.id))?.tokenVersion).toBe(0);
  });

  it('ends the session and records the reuse when a spent refresh token is replayed', async () => {
    const f = await setup();
    const pair = await f.signIn(f.user);
    const other = await f.signIn(f.user);
    const rotated = await f.refresh.execute({ refreshToken: pair.refreshToken });
    if (!rotated.ok) throw new Error(rotated.error.message);
    expect(await f.refresh.execute({ refreshToken: pair.refreshToken })).toMatchObject({
      ok: false,
      error: { code: 'UNAUTHENTICATED' },
    });
    expect((await f.authorize.execute({ accessToken: rotated.value.accessToken, requiredRole: 'user' })).ok).toBe(
      false,
    );
    expect((await f.authorize.execute({ accessToken: other.accessToken, requiredRole: 'user' })).ok).toBe(true);
    expect(f.auditLog.ofType('refresh.reuse_detected')).toMatchObject([
      { userId: f.user.id, sessionId: f.sid(pair.accessToken) },
    ]);
    // A second replay of the same token finds the session already ended: nothing more to record.
    await f.refresh.execute({ refreshToken: pair.refreshToken });
    expect(f.auditLog.ofType('refresh.reuse_detected')).toHaveLength(1);
  });

  it('lists live sessions with the current one flagged, ends one, then every other', async () => {
    const f = await setup();
    const [a, b, c] = [await f.signIn(f.user), await f.signIn(f.user), await f.signIn(f.user)];
    const list = new ListSessions(f.sessions, f.clock);
    const listed = await list.execute({ userId: f.user.id, currentSessionId: f.sid(a.accessToken) });
    expect(listed.filter((s) => s.current).map((s) => s.id)).toEqual([f.sid(a.accessToken)]);
    expect(listed).toHaveLength(3);
    const end = new EndSession(f.sessions, f.audit, f.uow, f.clock);
    expect(
      (await end.execute({ user: f.user, sessionId: f.sid(b.accessToken), currentSessionId: f.sid(a.accessToken) })).ok,
    ).toBe(true);
    expect(
      await end.execute({ user: aUser().build(), sessionId: f.sid(c.accessToken), currentSessionId: 'x' }),
    ).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect((await f.authorize.execute({ accessToken: b.accessToken, requiredRole: 'user' })).ok).toBe(false);
    expect(
      await new EndOtherSessions(f.sessions, f.audit, f.uow, f.clock).execute({
        user: f.user,
        currentSessionId: f.sid(a.accessToken),
      }),
    ).toEqual({ ended: 1 });
    expect(
      (await list.execute({ userId: f.user.id, currentSessionId: f.sid(a.accessToken) })).map((s) => s.id),
    ).toEqual([f.sid(a.accessToken)]);
    expect(f.auditLog.ofType('session.ended')).toHaveLength(1);
    expect(f.auditLog.ofType('sessions.others_ended')).toMatchObject([{ details: { sessions_ended: 1 } }]);
  });

  it('logout ends every session and bumps token_version', async () => {
    const f = await setup();
    const [a, b] = [await f.signIn(f.user), await f.signIn(f.user)];
    expect((await f.logout.execute({ accessToken: a.accessToken })).ok).toBe(true);
    expect((await f.users.findById(f.user.id))?.tokenVersion).toBe(1);
    expect(await f.sessions.listLive(f.user.id, f.clock.now())).toEqual([]);
    expect((await f.refresh.execute({ refreshToken: b.refreshToken })).ok).toBe(false);
    expect(f.auditLog.ofType('logout')).toMatchObject([{ details: { sessions_ended: 2 } }]);
  });

  it('prunes audit events older than the retention and sessions that have ended', async () => {
    const f = await setup();
    const pair = await f.signIn(f.user);
    await f.logout.execute({ accessToken: pair.accessToken });
    f.clock.advance({ days: 31 });
    await f.signIn(f.user);
    await f.audit.record('login.succeeded', { userId: f.user.id });
    const pruned = await new PruneIdentityRecords(f.auditLog, f.sessions, f.clock, 30).execute();
    expect(pruned).toEqual({ auditEvents: 1, sessions: 1 });
    expect(f.auditLog.rows.size).toBe(1);
    expect(f.sessions.rows.size).toBe(1);
  });
});

describe('the audit trail', () => {
  it('records each failed login with its reason class, never the password', async () => {
    const f = identityFakes();
    await f.users.insert(
      aUser()
        .withEmail('on@example.com')
        .withHash(await f.hasher.hash('Right-Pass-1!'))
        .build(),
    );
    await f.users.insert(
      aUser()
        .withEmail('off@example.com')
        .withHash(await f.hasher.hash('Right-Pass-1!'))
        .inactive()
        .build(),
    );
    await f.login.execute({ email: 'ghost@example.com', password: 'Typed-Secret-1!' });
    await f.login.execute({ email: 'ON@example.com', password: 'Typed-Secret-2!' });
    await f.login.execute({ email: 'off@example.com', password: 'Right-Pass-1!' });
    const failures = f.auditLog.ofType('login.failed');
    expect(failures.map((e) => [e.email, e.details['reason']])).toEqual([
      ['ghost@example.com', 'unknown_account'],
      ['on@example.com', 'wrong_password'],
      ['off@example.com', 'inactive_account'],
    ]);
    expect(JSON.stringify([...f.auditLog.rows.values()])).not.toMatch(/Typed-Secret|Right-Pass|plain\$/);
  });

  it('refuses a detail that could hold a secret, rolling back the change it came with', async () => {
    const f = identityFakes();
    const user = aUser().build();
    await f.users.insert(user);
    const attempt = f.uow.run(async () => {
      await f.users.update(user.id, { isActive: false, updatedAt: f.clock.now() });
      await f.audit.record('account.deactivated', { userId: user.id, details: { reset_token: 'abc' } });
    });
    await expect(attempt).rejects.toThrow(/reset_token/);
    expect((await f.users.findById(user.id))?.isActive).toBe(true);
    expect(f.auditLog.rows.size).toBe(0);
  });

  it('leaves neither the change nor its row when writing the row fails', async () => {
    const f = identityFakes();
    const [admin, user] = [aUser().withRole('admin').build(), aUser().build()];
    await f.users.insert(admin);
    await f.users.insert(user);
    f.auditLog.record = async () => {
      throw new Error('audit table unavailable');
    };
    await expect(f.updateUser.execute({ actorId: admin.id, userId: user.id, role: 'admin' })).rejects.toThrow(
      'audit table unavailable',
    );
    expect(await f.users.findById(user.id)).toMatchObject({ role: 'user', tokenVersion: 0 });
  });

  it('records who an admin registered, re-roled, deactivated and deleted', async () => {
    const f = identityFakes();
    const admin = aUser().withRole('admin').build();
    await f.users.insert(admin);
    const created = await f.register.execute({
      email: 'new@example.com',
      password: 'Str0ng-enough!',
      role: 'user',
      isVerified: true,
      isActive: true,
      displayName: null,
      actorId: admin.id,
    });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    await f.updateUser.execute({ actorId: admin.id, userId: id, role: 'role_c', isActive: false });
    await f.deleteUser.execute({ actorId: admin.id, userId: id });
    const events = [...f.auditLog.rows.values()];
    expect(events.map((e) => [e.type, e.userId, e.actorId])).toEqual([
      ['account.registered', id, admin.id],
      ['role.changed', id, admin.id],
      ['account.deactivated', id, admin.id],
      ['account.deleted', id, admin.id],
    ]);
  });
});
