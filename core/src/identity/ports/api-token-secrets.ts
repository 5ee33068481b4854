/** Randomness and hashing for API token secrets (api-token-secret.ts has their shape). */
export interface ApiTokenSecrets {
  /** A new random body: API_TOKEN_BODY_LENGTH base62 characters, uniformly from a CSPRNG. */
  newBody(): string;
  /** The secret's SHA-256 as 64 lower-case hex characters: what is stored and looked up. */
  hash(secret: string): string;
}
