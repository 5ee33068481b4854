/**
 * Sign-in with an OpenID provider (authorization code flow with PKCE). An account is linked to a
 * provider's person by (issuer, subject), never by email: an email is only the key a first sign-in
 * uses to notice that an account exists, which its owner must then prove before the link is made.
 */

/** A provider as configured (OIDC_PROVIDERS), without its client secret. */
export interface OpenIdProvider {
  /** URL-safe name: the path segment of its routes (`/auth/oidc/{id}/start`). */
  readonly id: string;
  readonly displayName: string;
  readonly issuer: string;
}

/** What a provider asserted in a validated ID token. */
export interface OpenIdClaims {
  readonly issuer: string;
  readonly subject: string;
  /** As the provider gave it (not normalised); null when it gave none. */
  readonly email: string | null;
  /** True only when the provider says `email_verified: true`. */
  readonly emailVerified: boolean;
  readonly name: string | null;
}

/** The secrets of one authorization request, kept by the browser (a signed cookie) until the callback. */
export interface OpenIdRequest {
  readonly providerId: string;
  readonly state: string;
  readonly nonce: string;
  readonly codeVerifier: string;
  /** Set when a signed-in user links the provider from their settings: the account to link to. */
  readonly linkUserId: string | null;
  readonly expiresAt: Date;
}

/** An account's link to a provider's person. */
export interface LinkedIdentity {
  readonly id: string;
  readonly userId: string;
  readonly providerId: string;
  readonly issuer: string;
  readonly subject: string;
  /** The email the provider gave when the link was made (shown in settings), or null. */
  readonly email: string | null;
  readonly createdAt: Date;
  readonly lastUsedAt: Date | null;
}

/**
 * What the callback hands the web app instead of tokens (which must not travel in a URL): a
 * single-use ticket, kept only as its hash. `sign_in` is exchanged for a token pair (or a
 * second-factor challenge); `link` proves a provider's person wants to join the existing account
 * `userId`, and is redeemed only by that account, signed in.
 */
export interface OpenIdTicket {
  readonly id: string;
  readonly purpose: 'sign_in' | 'link';
  readonly userId: string;
  readonly providerId: string;
  readonly issuer: string;
  readonly subject: string;
  readonly email: string | null;
  readonly expiresAt: Date;
}

/** How long the browser may take between the start and the callback. */
export const OPEN_ID_REQUEST_TTL_MINUTES = 10;
/** A sign-in ticket is exchanged by the web app at once. */
export const SIGN_IN_TICKET_TTL_MINUTES = 2;
/** A link ticket waits while its owner signs in with their password (and second factor). */
export const LINK_TICKET_TTL_MINUTES = 15;

/** The ways an account can sign in; unlinking must leave at least one. */
export interface SignInMethodSet {
  readonly password: boolean;
  readonly linkedIdentities: number;
  readonly passkeys: number;
}

export const signInMethodCount = (methods: SignInMethodSet): number =>
  (methods.password ? 1 : 0) + methods.linkedIdentities + methods.passkeys;
