/** Lifetimes of issued tokens, from settings: 30 minutes (access) and 7 days (refresh) by default. */
export interface TokenPolicy {
  readonly accessTokenMinutes: number;
  readonly refreshTokenDays: number;
}
