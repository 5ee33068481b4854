import type { Passkey, PasskeyChallenge } from '../entities/passkey.js';

/** Persistence of passkeys and their ceremony challenges; rows cascade from `users`. */
export interface PasskeyRepo {
  /** Stores a new passkey; 'credential_taken' (nothing written) when its credential id is registered already, to anyone. */
  insert(passkey: Passkey): Promise<'inserted' | 'credential_taken'>;
  /** The passkey with this credential id (base64url), whoever owns it; null when none. */
  findByCredentialId(credentialId: string): Promise<Passkey | null>;
  /** The user's passkeys, oldest first. */
  listByUser(userId: string): Promise<Passkey[]>;
  /** Renames one passkey of `userId`; null when it is not theirs (or not there). */
  rename(userId: string, id: string, name: string): Promise<Passkey | null>;
  /** Deletes one passkey of `userId`; false when it is not theirs (or not there). */
  delete(userId: string, id: string): Promise<boolean>;
  /**
   * Records a use: sets the counter to `signCount`, the backup flag and last_used_at, only while the
   * stored counter is still `expectedCount` (compare-and-set). False when it moved meanwhile, so of
   * two assertions with one counter value only one wins.
   */
  recordUse(id: string, expectedCount: number, signCount: number, backedUp: boolean, at: Date): Promise<boolean>;
  insertChallenge(challenge: PasskeyChallenge): Promise<void>;
  /**
   * Takes (deletes) the challenge with this value and answers it; null when there is none, or it
   * expired before `now`. Single use: of two concurrent takes only one gets it.
   */
  takeChallenge(challenge: string, now: Date): Promise<PasskeyChallenge | null>;
  /** Deletes challenges that expired before `now` (never answered); returns how many. */
  deleteExpiredChallenges(now: Date): Promise<number>;
}
