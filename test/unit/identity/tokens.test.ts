import { describe, expect, it } from 'vitest';
import type { Role } from '@metagame/core';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { aUser } from '../../fakes/user-builder.js';

async function setup(role: Role = 'user') {
  const f = identityFakes();
  const user = aUser().withRole(role).build();
  await f.users.insert(user);
  const pair = await f.signIn(user);
  return { ...f, user, pair };
}

describe('AuthorizeRequest', () => {
  it('accepts a valid access token and returns the user', async () => {
    const { authorize, pair, user } = await setup();
    const result = await authorize.execute({ accessToken: pair.accessToken, requiredRole: 'user' });
    expect(result.ok && result.value.user.id).toBe(user.id);
  });

  it('rejects a refresh token where an access token is expected', async () => {
    const { authorize, pair } = await setup();
    const result = await authorize.execute({ accessToken: pair.refreshToken, requiredRole: 'user' });
    expect(result.ok || result.error.code).toBe('UNAUTHENTICATED');
  });

  it('rejects an expired token', async () => {
    const { authorize, pair, clock } = await setup();
    clock.advance({ minutes: 30 });
    const result = await authorize.execute({ accessToken: pair.accessToken, requiredRole: 'user' });
    expect(result.ok || result.error.code).toBe('UNAUTHENTICATED');
  });

  it('accepts the token one second before expiry', async () => {
    const { authorize, pair, clock } = await setup();
    clock.advance({ minutes: 29, seconds: 59 });
    expect((await authorize.execute({ accessToken: pair.accessToken, requiredRole: 'user' })).ok).toBe(true);
  });

  it('rejects tokens of deleted, inactive or revoked users', async () => {
    const { authorize, pair, users, user, clock } = await setup();
    await users.update(user.id, { updatedAt: clock.now() }, { bumpTokenVersion: true });
    expect((await authorize.execute({ accessToken: pair.accessToken, requiredRole: 'user' })).ok).toBe(false);
    const other = await setup();
    await other.users.update(other.user.id, { isActive: false, updatedAt: other.clock.now() });
    expect((await other.authorize.execute({ accessToken: other.pair.accessToken, requiredRole: 'user' })).ok).toBe(
      false,
    );
    await other.users.delete(other.user.id);
    expect((await other.authorize.execute({ accessToken: other.pair.accessToken, requiredRole: 'user' })).ok).toBe(
      false,
    );
  });

  it.each<[Role, Role, boolean]>([
    ['user', 'user', true],
    ['user', 'role_c', false],
    ['role_c', 'role_c', true],
    ['ml_developer', 'role_c', true],
    ['ml_developer', 'admin', false],
    ['admin', 'ml_developer', true],
    ['admin', 'admin', true],
  ])('a %s meets a %s requirement: %s', async (held, required, allowed) => {
    const { authorize, pair } = await setup(held);
    const result = await authorize.execute({ accessToken: pair.accessToken, requiredRole: required });
    expect(result.ok ? true : result.error.code).toBe(allowed ? true : 'INSUFFICIENT_PERMISSIONS');
  });
});

describe('RefreshTokens', () => {
  it('rotates: the new pair works and the old refresh token is rejected on replay', async () => {
    const { refresh, authorize, pair } = await setup();
    const first = await refresh.execute({ refreshToken: pair.refreshToken });
    expect(first.ok).toBe(true);
    if (!first.ok) return;
    expect((await authorize.execute({ accessToken: first.value.accessToken, requiredRole: 'user' })).ok).toBe(true);
    expect((await refresh.execute({ refreshToken: pair.refreshToken })).ok).toBe(false);
    expect((await authorize.execute({ accessToken: pair.accessToken, requiredRole: 'user' })).ok).toBe(false);
  });

  it('rejects an access token presented as a refresh token', async () => {
    const { refresh, pair } = await setup();
    const result = await refresh.execute({ refreshToken: pair.accessToken });
    expect(result.ok || result.error.code).toBe('UNAUTHENTICATED');
  });

  it('lets only one of two concurrent refreshes with the same token succeed', async () => {
    const { refresh, pair } = await setup();
    const results = await Promise.all([
      refresh.execute({ refreshToken: pair.refreshToken }),
      refresh.execute({ refreshToken: pair.refreshToken }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
  });
});

describe('Logout', () => {
  it('accepts a token a refresh has just made stale, and then revokes the refreshed pair too', async () => {
    const { logout, authorize, refresh, pair } = await setup();
    const rotated = await refresh.execute({ refreshToken: pair.refreshToken });
    expect((await logout.execute({ accessToken: pair.accessToken })).ok).toBe(true);
    if (rotated.ok)
      expect((await authorize.execute({ accessToken: rotated.value.accessToken, requiredRole: 'user' })).ok).toBe(
        false,
      );
  });

  it('refuses a refresh token, a forged token and an expired one', async () => {
    const { logout, pair, clock } = await setup();
    expect((await logout.execute({ accessToken: pair.refreshToken })).ok).toBe(false);
    expect((await logout.execute({ accessToken: 'plain.e30' })).ok).toBe(false);
    clock.advance({ minutes: 31 });
    expect((await logout.execute({ accessToken: pair.accessToken })).ok).toBe(false);
  });

  it('revokes every token issued before', async () => {
    const { logout, authorize, refresh, pair } = await setup();
    expect((await logout.execute({ accessToken: pair.accessToken })).ok).toBe(true);
    expect((await authorize.execute({ accessToken: pair.accessToken, requiredRole: 'user' })).ok).toBe(false);
    expect((await refresh.execute({ refreshToken: pair.refreshToken })).ok).toBe(false);
  });
});
