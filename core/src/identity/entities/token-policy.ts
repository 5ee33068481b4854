/** Lifetimes of issued tokens, from settings (spec 5.1: 30 minutes and 7 days by default). */
export interface TokenPolicy {
  readonly accessTokenMinutes: number;
  readonly refreshTokenDays: number;
}
