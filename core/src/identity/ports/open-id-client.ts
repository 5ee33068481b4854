import type { OpenIdClaims } from '../entities/open-id.js';

/** Why a provider round trip failed: unreachable, refused by the provider, or not verifiable. */
export type OpenIdFailure = 'unavailable' | 'denied' | 'invalid';

/** A new authorization request: where to send the browser, and the secrets its callback must match. */
export interface OpenIdAuthorization {
  readonly url: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
}

/** The relying party's side of the authorization code flow with PKCE, per configured provider. */
export interface OpenIdClient {
  /** A new authorization request to the provider; 'unavailable' when its discovery document cannot be read. */
  begin(providerId: string, redirectUri: string): Promise<OpenIdAuthorization | 'unavailable'>;
  /**
   * Checks the callback URL (state), exchanges its code with the PKCE verifier and validates the ID
   * token (signature, issuer, audience, nonce). The claims, or why it failed.
   */
  finish(
    providerId: string,
    callbackUrl: string,
    expected: { readonly state: string; readonly nonce: string; readonly codeVerifier: string },
  ): Promise<OpenIdClaims | OpenIdFailure>;
}
