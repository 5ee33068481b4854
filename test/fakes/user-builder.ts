import type { Role, User } from '@metagame/core';

let counter = 0;

/** Builds users for tests: `aUser().withRole('admin').inactive().build()`. */
export const aUser = () => new UserBuilder();

class UserBuilder {
  private user: User;

  constructor() {
    counter += 1;
    const at = new Date('2026-01-01T00:00:00.000Z');
    this.user = {
      id: `00000000-0000-4000-9000-${counter.toString(16).padStart(12, '0')}`,
      email: `player${counter}@example.com`,
      hashedPassword: 'plain$',
      role: 'user',
      isActive: true,
      isVerified: true,
      displayName: `Player ${counter}`,
      tokenVersion: 0,
      createdAt: at,
      updatedAt: at,
    };
  }

  withId(id: string) {
    return this.with({ id });
  }
  withEmail(email: string) {
    return this.with({ email });
  }
  withRole(role: Role) {
    return this.with({ role });
  }
  withHash(hashedPassword: string) {
    return this.with({ hashedPassword });
  }
  withTokenVersion(tokenVersion: number) {
    return this.with({ tokenVersion });
  }
  createdAt(at: Date) {
    return this.with({ createdAt: at, updatedAt: at });
  }
  inactive() {
    return this.with({ isActive: false });
  }
  unverified() {
    return this.with({ isVerified: false });
  }
  build(): User {
    return { ...this.user };
  }

  private with(patch: Partial<User>) {
    this.user = { ...this.user, ...patch };
    return this;
  }
}
