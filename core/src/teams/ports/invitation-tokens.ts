/** The secret of an invitation link: made here, sent once by email, kept only as its hash. */
export interface InvitationTokens {
  /** A new token: 256 random bits from a CSPRNG, URL-safe text. */
  newToken(): string;
  /** The token's SHA-256 as 64 lower-case hex characters (what the database stores and looks up). */
  hash(token: string): string;
}
