import type { Role } from '../entities/role.js';
import type { User } from '../entities/user.js';

export type NewUser = Omit<User, 'tokenVersion'> & { readonly tokenVersion?: number };

export interface UserPatch {
  /** Only through `changeEmail`, which answers a taken address instead of throwing. */
  readonly email?: string;
  readonly role?: Role;
  readonly isActive?: boolean;
  readonly isVerified?: boolean;
  readonly hashedPassword?: string;
  readonly displayName?: string | null;
  readonly updatedAt: Date;
}

/** Which accounts a listing keeps; every given field must hold. */
export interface UserFilter {
  readonly role?: Role;
  readonly isActive?: boolean;
  /** A part of the (normalised) email. */
  readonly emailContains?: string;
}

export interface UpdateOptions {
  readonly bumpTokenVersion?: boolean;
  readonly expectedTokenVersion?: number;
}

/** Persistence of accounts. Emails arrive already normalised (lower case). */
export interface UserRepo {
  /** The user with this id, or null when there is none. */
  findById(id: string): Promise<User | null>;
  /** The user with this (normalised) email, or null when there is none. */
  findByEmail(email: string): Promise<User | null>;
  /** Stores a new user; returns 'email_taken' when the email is already used (unique constraint). */
  insert(user: NewUser): Promise<'inserted' | 'email_taken'>;
  /**
   * Applies a patch and returns the updated user. `bumpTokenVersion` adds 1 to token_version in the
   * same statement; `expectedTokenVersion` makes the update conditional on the current value
   * (compare-and-set). Null when the user is gone or the expected version no longer holds.
   */
  update(id: string, patch: UserPatch, options?: UpdateOptions): Promise<User | null>;
  /**
   * Moves the account to `email` (normalised) and bumps token_version in one statement, so every
   * token issued for the old address stops working. 'email_taken' when another account holds it
   * (the unique index decides, also against a concurrent signup); null when the user is gone.
   */
  changeEmail(id: string, email: string, at: Date): Promise<User | 'email_taken' | null>;
  /** Users matching `filter`, ordered by creation time then id, for admin listings; total counts the matches. */
  list(page: { limit: number; offset: number }, filter?: UserFilter): Promise<{ items: User[]; total: number }>;
  /** Deletes the user and, through cascades, everything they own; false when there was no such user. */
  delete(id: string): Promise<boolean>;
}
