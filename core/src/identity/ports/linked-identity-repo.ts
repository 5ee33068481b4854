import type { LinkedIdentity, SignInMethodSet } from '../entities/open-id.js';

/** Persistence of the links between accounts and OpenID providers' people. */
export interface LinkedIdentityRepo {
  /** Stores a link; 'taken' when (issuer, subject) is already linked to any account (unique index). */
  insert(identity: LinkedIdentity): Promise<'inserted' | 'taken'>;
  /** The link of this provider's person, or null when there is none. */
  findBySubject(issuer: string, subject: string): Promise<LinkedIdentity | null>;
  /** The user's links, oldest first. */
  listByUser(userId: string): Promise<LinkedIdentity[]>;
  /** Removes one of the user's links; false when the user has no link with this id. */
  delete(userId: string, id: string): Promise<boolean>;
  /** Records a sign-in through the link. */
  touch(id: string, at: Date): Promise<void>;
  /** How the user can sign in: a password, and how many links (zero for an unknown user). */
  signInMethods(userId: string): Promise<SignInMethodSet>;
}
