import type { OpenIdAuthorization, OpenIdClaims, OpenIdClient, OpenIdFailure } from '@metagame/core';

/** OpenIdClient that answers what a test scripted: the next claims (or failure), and counts exchanges. */
export class ScriptedOpenIdClient implements OpenIdClient {
  next: OpenIdClaims | OpenIdFailure = 'invalid';
  discovery: 'up' | 'unavailable' = 'up';
  exchanges = 0;
  private counter = 0;

  async begin(providerId: string, redirectUri: string): Promise<OpenIdAuthorization | 'unavailable'> {
    if (this.discovery === 'unavailable') return 'unavailable';
    this.counter += 1;
    const state = `state-${this.counter}`;
    return {
      url: `https://idp.example.com/auth?client=${providerId}&redirect_uri=${encodeURIComponent(redirectUri)}&state=${state}`,
      state,
      nonce: `nonce-${this.counter}`,
      codeVerifier: `verifier-${this.counter}`,
    };
  }

  async finish(): Promise<OpenIdClaims | OpenIdFailure> {
    this.exchanges += 1;
    return this.next;
  }
}
