import * as oidc from 'openid-client';
import type { OpenIdAuthorization, OpenIdClaims, OpenIdClient, OpenIdFailure } from '@metagame/core';

/** A provider as OIDC_PROVIDERS configures it, secret included. */
export interface OpenIdProviderSettings {
  readonly id: string;
  readonly displayName: string;
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Space-separated, `openid` among them. */
  readonly scopes: string;
}

/** Seconds the discovery and token requests may take before the provider counts as down. */
const TIMEOUT_SECONDS = 10;
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * openid-client refuses plain-HTTP issuers. A loopback issuer (a test's or a developer's own
 * provider) is the one exception allowed: nothing leaves the machine.
 */
export const isLoopbackIssuer = (issuer: string): boolean => {
  const url = new URL(issuer);
  return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
};

/**
 * OpenIdClient on openid-client (panva): discovery, PKCE (S256), state and nonce, the code grant
 * and the ID token's checks are the library's. Discovery runs on first use and is kept per
 * provider; a failed one is retried by the next request, so a provider that comes back works again.
 */
export class HttpOpenIdClient implements OpenIdClient {
  private readonly configurations = new Map<string, Promise<oidc.Configuration>>();

  constructor(private readonly providers: readonly OpenIdProviderSettings[]) {}

  async begin(providerId: string, redirectUri: string): Promise<OpenIdAuthorization | 'unavailable'> {
    const config = await this.configuration(providerId);
    const provider = this.providers.find((p) => p.id === providerId);
    if (!config || !provider) return 'unavailable';
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: provider.scopes,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    });
    return { url: url.href, state, nonce, codeVerifier };
  }

  async finish(
    providerId: string,
    callbackUrl: string,
    expected: { readonly state: string; readonly nonce: string; readonly codeVerifier: string },
  ): Promise<OpenIdClaims | OpenIdFailure> {
    const config = await this.configuration(providerId);
    if (!config) return 'unavailable';
    try {
      const tokens = await oidc.authorizationCodeGrant(config, new URL(callbackUrl), {
        pkceCodeVerifier: expected.codeVerifier,
        expectedState: expected.state,
        expectedNonce: expected.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) return 'invalid';
      if (typeof claims['email'] === 'string') return toClaims(claims, {});
      // Some providers put the email only in the UserInfo answer (OpenID Connect's rule for a code
      // flow that issues an access token); its subject must be the ID token's.
      const info = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
      return toClaims(claims, info);
    } catch (error) {
      return failureOf(error);
    }
  }

  /** The provider's discovered configuration, or null while it cannot be read (or it is not configured). */
  private async configuration(providerId: string): Promise<oidc.Configuration | null> {
    const provider = this.providers.find((p) => p.id === providerId);
    if (!provider) return null;
    let pending = this.configurations.get(providerId);
    if (!pending) {
      pending = discover(provider);
      this.configurations.set(providerId, pending);
    }
    try {
      return await pending;
    } catch {
      // Down, or not an OpenID provider: ask again next time.
      if (this.configurations.get(providerId) === pending) this.configurations.delete(providerId);
      return null;
    }
  }
}

function discover(provider: OpenIdProviderSettings): Promise<oidc.Configuration> {
  const insecure = isLoopbackIssuer(provider.issuer);
  return oidc.discovery(
    new URL(provider.issuer),
    provider.clientId,
    provider.clientSecret,
    oidc.ClientSecretPost(provider.clientSecret),
    { timeout: TIMEOUT_SECONDS, ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}) },
  );
}

/** The ID token's claims, with what UserInfo adds where the token has none. */
function toClaims(claims: oidc.IDToken, info: Readonly<Record<string, unknown>>): OpenIdClaims {
  const all: Readonly<Record<string, unknown>> = { ...info, ...claims };
  const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);
  return {
    issuer: claims.iss,
    subject: claims.sub,
    email: text(all['email']),
    emailVerified: all['email_verified'] === true,
    name: text(all['name']) ?? text(all['preferred_username']) ?? text(all['nickname']),
  };
}

/**
 * The provider answered the browser with an error (cancelled, refused): denied. The token endpoint
 * unreachable, timing out or failing on its side: unavailable. Everything else (a code, state,
 * nonce, signature or audience that does not check out) is invalid.
 */
function failureOf(error: unknown): OpenIdFailure {
  if (error instanceof oidc.AuthorizationResponseError) return 'denied';
  if (error instanceof oidc.ResponseBodyError) return error.status >= 500 ? 'unavailable' : 'invalid';
  if (error instanceof oidc.ClientError) return 'invalid';
  const name = error instanceof Error ? error.name : '';
  if (error instanceof TypeError || name === 'AbortError' || name === 'TimeoutError') return 'unavailable';
  return 'invalid';
}
