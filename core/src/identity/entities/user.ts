import type { Role } from './role.js';

/**
 * An account, identified by its email. `tokenVersion` is the revocation counter: every token
 * carries the value it was issued with (claim `tkv`), and a token whose tkv differs from the user's
 * is dead. Logout, password change and role change bump it, which kills every earlier token at
 * once.
 */
export interface User {
  readonly id: string;
  readonly email: string;
  readonly hashedPassword: string;
  readonly role: Role;
  readonly isActive: boolean;
  readonly isVerified: boolean;
  readonly displayName: string | null;
  readonly tokenVersion: number;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * The stored hash of an account without a password (one created by an OpenID sign-in). No password
 * verifies against it; a password reset sets one.
 */
export const NO_PASSWORD = '';

export const hasPassword = (user: Pick<User, 'hashedPassword'>): boolean => user.hashedPassword !== NO_PASSWORD;

/** The public view of a user: everything but the password hash. */
export type PublicUser = Omit<User, 'hashedPassword'>;

export const toPublicUser = ({ hashedPassword: _hash, ...rest }: User): PublicUser => rest;
