import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import { OPEN_ID_REQUEST_TTL_MINUTES, type OpenIdProvider, type OpenIdRequest } from '../entities/open-id.js';
import {
  openIdProviderNotFound,
  openIdProviderUnavailable,
  type OpenIdProviderNotFound,
  type OpenIdProviderUnavailable,
} from '../errors.js';
import type { OpenIdClient } from '../ports/open-id-client.js';

export interface StartOpenIdSignInInput {
  readonly providerId: string;
  /** This server's callback for the provider, as registered there. */
  readonly redirectUri: string;
  /** A signed-in user linking the provider from their settings; null for a sign-in. */
  readonly linkUserId: string | null;
}
export interface StartOpenIdSignInOutput {
  /** Where to send the browser. */
  readonly url: string;
  /** What the browser keeps until the callback (PKCE verifier, state, nonce). */
  readonly request: OpenIdRequest;
}

/** Opens an authorization request (code flow with PKCE, state and nonce) to a configured provider. */
export class StartOpenIdSignIn {
  constructor(
    private readonly providers: readonly OpenIdProvider[],
    private readonly client: OpenIdClient,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: StartOpenIdSignInInput,
  ): Promise<Result<StartOpenIdSignInOutput, OpenIdProviderNotFound | OpenIdProviderUnavailable>> {
    if (!this.providers.some((p) => p.id === input.providerId)) return err(openIdProviderNotFound());
    const begun = await this.client.begin(input.providerId, input.redirectUri);
    if (begun === 'unavailable') return err(openIdProviderUnavailable());
    const { url, state, nonce, codeVerifier } = begun;
    const expiresAt = new Date(this.clock.now().getTime() + OPEN_ID_REQUEST_TTL_MINUTES * 60_000);
    return ok({
      url,
      request: { providerId: input.providerId, state, nonce, codeVerifier, linkUserId: input.linkUserId, expiresAt },
    });
  }
}
