import type { TokenClaims, TokenSigner } from '@metagame/core';

/** Unsigned base64 JSON tokens with a fixed tag: enough to test the use cases' rules on claims. */
export class PlainTokenSigner implements TokenSigner {
  sign(claims: TokenClaims): string {
    return `plain.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  }

  verify(token: string): TokenClaims | null {
    if (!token.startsWith('plain.')) return null;
    try {
      return JSON.parse(Buffer.from(token.slice(6), 'base64url').toString()) as TokenClaims;
    } catch {
      return null;
    }
  }
}
