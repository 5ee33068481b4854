import type { TeamRole } from '../../teams/entities/team-role.js';
import type { User } from './user.js';

/**
 * What a token may do. `tracker:read` and `tracker:write` cover the tracker's routes (a team token's
 * in its team's workspace); `meta:read` covers the public metagame and card reference, which answer
 * anonymous callers too, so today it grants nothing a token-less script could not do: it exists so a
 * script that only reads public data can carry a token that can do nothing else.
 */
export const API_TOKEN_SCOPES = ['tracker:read', 'tracker:write', 'meta:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

export const API_TOKEN_DEFAULT_DAYS = 90;
export const API_TOKEN_MAX_DAYS = 365;
export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** Live (unrevoked, unexpired) tokens one user, or one team, may hold at once. */
export const API_TOKEN_LIMIT = 50;
/** Last use is stamped at most this often per token, so the token path writes once a minute, not per request. */
export const API_TOKEN_TOUCH_INTERVAL_MS = 60_000;
/**
 * An expired token stays listed (as expired) this long, so its owner sees why a script stopped;
 * then pruning deletes it. A revoked one is deleted by the next prune: it is no longer listed.
 */
export const API_TOKEN_KEPT_AFTER_EXPIRY_MS = 30 * 86_400_000;

/**
 * A long-lived credential for scripts and bots. A personal token (`teamId` null) acts as its
 * creator on their own workspace; a team token acts as its creator, within its scopes, on that
 * team's workspace only, and only while the creator is still a captain or owner of it. The secret
 * itself is never stored: `secretHash` is its SHA-256, `prefix` a short non-secret start of it that
 * lets a user tell their tokens apart.
 */
export interface ApiToken {
  readonly id: string;
  readonly userId: string;
  readonly teamId: string | null;
  readonly name: string;
  readonly scopes: readonly ApiTokenScope[];
  readonly prefix: string;
  readonly secretHash: string;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
}

/** A token as a request presents it, read with what deciding on it needs (one read). */
export interface ApiTokenHolder {
  readonly token: ApiToken;
  /** The creator, whose identity the token acts with (active or not: the caller decides). */
  readonly user: User;
  /** The creator's role in the token's team now; null for a personal token, or when they left it. */
  readonly creatorTeamRole: TeamRole | null;
}

export const isApiTokenScope = (value: string): value is ApiTokenScope =>
  (API_TOKEN_SCOPES as readonly string[]).includes(value);

/** Scopes as stored: each once, in the catalogue's order (so two lists of the same scopes compare equal). */
export const normaliseScopes = (scopes: readonly ApiTokenScope[]): ApiTokenScope[] =>
  API_TOKEN_SCOPES.filter((scope) => scopes.includes(scope));

export const isTokenLive = (token: ApiToken, now: Date): boolean =>
  token.revokedAt === null && token.expiresAt.getTime() > now.getTime();

/** Last use is worth a write only when the stored one is more than the interval old. */
export const needsTouch = (token: ApiToken, now: Date): boolean =>
  token.lastUsedAt === null || now.getTime() - token.lastUsedAt.getTime() > API_TOKEN_TOUCH_INTERVAL_MS;
