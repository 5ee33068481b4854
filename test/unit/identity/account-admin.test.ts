import { describe, expect, it } from 'vitest';
import { identityFakes } from '../../fakes/identity-fixture.js';
import { aUser } from '../../fakes/user-builder.js';
import { ListUsers } from '@metagame/core/identity/use-cases/list-users';

const STRONG = 'Str0ng-enough!';

describe('RegisterUser', () => {
  it('stores a normalised email and a hash, never the password', async () => {
    const f = identityFakes();
    const register = f.register;
    const result = await register.execute({
      email: 'New@Example.com',
      password: STRONG,
      role: 'ml_developer',
      isVerified: true,
      isActive: true,
      displayName: 'New',
    });
    expect(result.ok).toBe(true);
    const stored = await f.users.findByEmail('new@example.com');
    expect(stored).toMatchObject({ role: 'ml_developer', isVerified: true, tokenVersion: 0 });
    expect(stored?.hashedPassword).not.toContain(STRONG);
    expect(await f.hasher.verify(stored!.hashedPassword, STRONG)).toBe(true);
    expect(result.ok && 'hashedPassword' in result.value).toBe(false);
  });

  it('refuses a taken email whatever its case', async () => {
    const f = identityFakes();
    const register = f.register;
    const input = { password: STRONG, role: 'user' as const, isVerified: false, isActive: true, displayName: null };
    await register.execute({ ...input, email: 'dup@example.com' });
    const again = await register.execute({ ...input, email: 'DUP@example.com' });
    expect(again.ok || again.error.code).toBe('EMAIL_TAKEN');
  });

  it('refuses a weak password with the password rule as its message', async () => {
    const f = identityFakes();
    const result = await f.register.execute({
      email: 'a@example.com',
      password: 'short',
      role: 'user',
      isVerified: false,
      isActive: true,
      displayName: null,
    });
    expect(result.ok || result.error.message).toBe(
      'At least 12 characters with 1 uppercase, 1 lowercase, 1 digit and 1 symbol',
    );
  });
});

describe('ChangePassword', () => {
  it('needs the current password, then revokes earlier tokens and returns a working pair', async () => {
    const f = identityFakes();
    const user = aUser()
      .withHash(await f.hasher.hash(STRONG))
      .build();
    await f.users.insert(user);
    const change = f.changePassword;
    const wrong = await change.execute({ userId: user.id, currentPassword: 'nope', newPassword: 'An0ther-strong!' });
    expect(wrong.ok || wrong.error.code).toBe('WRONG_PASSWORD');
    const result = await change.execute({ userId: user.id, currentPassword: STRONG, newPassword: 'An0ther-strong!' });
    expect(result.ok).toBe(true);
    expect((await f.users.findById(user.id))?.tokenVersion).toBe(1);
    if (result.ok) expect((await f.validator.validate(result.value.accessToken, 'access')).ok).toBe(true);
  });
});

describe('UpdateUserByAdmin', () => {
  it('bumps token_version on a role change but not on deactivation', async () => {
    const f = identityFakes();
    const admin = aUser().withRole('admin').build();
    const user = aUser().build();
    await f.users.insert(admin);
    await f.users.insert(user);
    const update = f.updateUser;
    await update.execute({ actorId: admin.id, userId: user.id, isActive: false });
    expect(await f.users.findById(user.id)).toMatchObject({ isActive: false, tokenVersion: 0 });
    await update.execute({ actorId: admin.id, userId: user.id, role: 'role_c' });
    expect(await f.users.findById(user.id)).toMatchObject({ role: 'role_c', tokenVersion: 1 });
  });

  it('refuses to let an admin change their own account', async () => {
    const f = identityFakes();
    const admin = aUser().withRole('admin').build();
    await f.users.insert(admin);
    const result = await f.updateUser.execute({ actorId: admin.id, userId: admin.id, role: 'user' });
    expect(result.ok || result.error.code).toBe('FORBIDDEN');
  });

  it('reports an unknown user', async () => {
    const f = identityFakes();
    const result = await f.updateUser.execute({ actorId: 'a', userId: 'missing', isActive: true });
    expect(result.ok || result.error.code).toBe('USER_NOT_FOUND');
  });
});

describe('ListUsers and DeleteUser', () => {
  it('lists oldest first with a total, and deletes', async () => {
    const f = identityFakes();
    const older = aUser().createdAt(new Date('2025-01-01')).build();
    const newer = aUser().createdAt(new Date('2025-06-01')).build();
    await f.users.insert(newer);
    await f.users.insert(older);
    const page = await new ListUsers(f.users).execute({ limit: 1, offset: 0 });
    expect(page.total).toBe(2);
    expect(page.items.map((u) => u.id)).toEqual([older.id]);
    const del = f.deleteUser;
    expect((await del.execute({ actorId: older.id, userId: newer.id })).ok).toBe(true);
    expect((await del.execute({ actorId: older.id, userId: newer.id })).ok).toBe(false);
    expect((await del.execute({ actorId: older.id, userId: older.id })).ok).toBe(false);
  });
});
