/** Random single-use secrets handed to a browser and kept only as their hash. */
export interface SecretTickets {
  /** A new secret: 256 random bits from a CSPRNG, URL-safe text. */
  newSecret(): string;
  /** The secret's SHA-256 as 64 lower-case hex characters (what the database stores and looks up). */
  hash(secret: string): string;
}
