import type { TokenClaims } from '../entities/token-claims.js';

/**
 * Signs and checks JWTs. `verify` checks the signature and the pinned algorithm and that the payload
 * has the claim shape; expiry and token type are business rules checked by the use cases.
 */
export interface TokenSigner {
  sign(claims: TokenClaims): string;
  /** The claims of a well-formed, correctly signed token, or null for anything else. */
  verify(token: string): TokenClaims | null;
}
