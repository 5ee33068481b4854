import type { ApiToken, ApiTokenHolder } from '../entities/api-token.js';

/** Whose tokens: a user's personal ones, or a team's. */
export type ApiTokenOwner = { readonly userId: string; readonly teamId?: undefined } | { readonly teamId: string };

/** Persistence of API tokens (`api_tokens`); rows cascade from their user and their team. */
export interface ApiTokenRepo {
  /** Stores a new token (fresh id and hash; the user and team exist, or a foreign key refuses it). */
  insert(token: ApiToken): Promise<void>;
  /**
   * The token whose secret hashes to `secretHash`, whatever its state, with its creator and the
   * creator's current role in its team, in ONE read: every token-authenticated request makes it.
   * Null when none.
   */
  findBySecretHash(secretHash: string): Promise<ApiTokenHolder | null>;
  /** The owner's tokens that are not revoked (expired ones included, so the list can say so), newest first. */
  list(owner: ApiTokenOwner): Promise<ApiToken[]>;
  /** How many of the owner's tokens are live (not revoked, not expired) at `now`. */
  countLive(owner: ApiTokenOwner, now: Date): Promise<number>;
  /** Revokes one of the owner's unrevoked tokens; false when it is not theirs, unknown or already revoked. */
  revoke(owner: ApiTokenOwner, tokenId: string, at: Date): Promise<boolean>;
  /** Stamps last use at `at` unless a use at or after `notBefore` is already stamped (one conditional write). */
  touch(tokenId: string, at: Date, notBefore: Date): Promise<void>;
  /** Deletes every revoked token and every token that expired before `expiredBefore`; returns how many. */
  deleteEnded(expiredBefore: Date): Promise<number>;
}
