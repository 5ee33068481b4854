/**
 * One signed-in device (a login, a verification or a signup that logged in). Its id travels in every
 * token as the `sid` claim. Refresh tokens are single-use within the session: each carries the
 * session's `refreshGeneration` at issue (claim `gen`), a refresh moves the generation on, and a
 * refresh token of an older generation presented again is a replay (reuse detection), which ends the
 * session. An ended session (`revokedAt` set) rejects its access tokens at once. `token_version`
 * still ends every session of the user together (logout, password change, role change).
 */
export interface Session {
  readonly id: string;
  readonly userId: string;
  readonly createdAt: Date;
  /** When the session last logged in or refreshed (the last time it was issued tokens). */
  readonly lastUsedAt: Date;
  /** When its current refresh token expires; the session cannot be continued after that. */
  readonly expiresAt: Date;
  readonly revokedAt: Date | null;
  readonly refreshGeneration: number;
  readonly userAgent: string | null;
  readonly ipAddress: string | null;
}

/** Who is calling, as the host sees it: recorded on sessions and audit events. */
export interface ClientInfo {
  readonly ipAddress: string | null;
  readonly userAgent: string | null;
}

export const UNKNOWN_CLIENT: ClientInfo = { ipAddress: null, userAgent: null };

/** Column bounds: a user agent is cut to 255 characters, an address to 64 (an IPv6 with zone fits). */
export const USER_AGENT_MAX_LENGTH = 255;
export const IP_ADDRESS_MAX_LENGTH = 64;

/** The client as stored: over-long values cut (by code point, never splitting a character). */
export const boundedClient = (client: ClientInfo = UNKNOWN_CLIENT): ClientInfo => ({
  ipAddress: cut(client.ipAddress, IP_ADDRESS_MAX_LENGTH),
  userAgent: cut(client.userAgent, USER_AGENT_MAX_LENGTH),
});

const cut = (value: string | null, max: number): string | null => {
  if (value === null || value === '') return null;
  const chars = [...value];
  return chars.length <= max ? value : chars.slice(0, max).join('');
};

export const isLive = (session: Session, now: Date): boolean =>
  session.revokedAt === null && session.expiresAt.getTime() > now.getTime();
