/**
 * The cryptography of the second factor: RFC 6238 codes at a time step the core chooses (so the
 * Clock drives them), the otpauth URI, random secrets, recovery codes and challenge tokens, and the
 * sealing of a secret at rest (authenticated encryption under a key derived from SECRET_KEY, so a
 * database dump alone does not hand out the secrets).
 */
export interface TotpCrypto {
  newSecret(): Uint8Array;
  /** The base32 spelling an authenticator app accepts when typed in. */
  base32(secret: Uint8Array): string;
  keyUri(issuer: string, accountName: string, secret: Uint8Array): string;
  codeAt(secret: Uint8Array, step: number): string;
  /** A recovery code, e.g. `k7pq2-xm4rd` (50 bits). */
  newRecoveryCode(): string;
  /** A login challenge token (256 bits, base64url) and the hash under which it is stored. */
  newChallengeToken(): string;
  challengeId(token: string): string;
  seal(secret: Uint8Array): string;
  /** Null when the sealed value was not sealed with this key (SECRET_KEY changed) or is corrupt. */
  open(sealed: string): Uint8Array | null;
}
