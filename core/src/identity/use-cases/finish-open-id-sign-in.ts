import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { EMAIL_MAX_LENGTH, normaliseEmail } from '../entities/email.js';
import type { IdentityLinker } from '../entities/identity-linker.js';
import type { OpenIdClaims, OpenIdProvider, OpenIdRequest } from '../entities/open-id.js';
import type { OpenIdRegistration } from '../entities/open-id-registration.js';
import type { OpenIdTickets } from '../entities/open-id-tickets.js';
import type { ClientInfo } from '../entities/session.js';
import * as e from '../errors.js';
import type { LinkedIdentityRepo } from '../ports/linked-identity-repo.js';
import type { OpenIdClient, OpenIdFailure } from '../ports/open-id-client.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface FinishOpenIdSignInInput {
  readonly providerId: string;
  /** The callback URL as the browser requested it (code, state, or the provider's error). */
  readonly callbackUrl: string;
  readonly state: string | null;
  /** What the browser kept since the start; null when it sent none (or a forged one). */
  readonly request: OpenIdRequest | null;
  readonly client?: ClientInfo;
}
/**
 * `signed_in`: a ticket the web app exchanges for tokens. `link_pending`: the email has an account,
 * whose owner must sign in and redeem this ticket to link. `linked`: a settings link is done.
 */
export type FinishOpenIdSignInOutput =
  | { readonly kind: 'signed_in' | 'link_pending'; readonly ticket: string }
  | { readonly kind: 'linked'; readonly providerId: string };
type Failure =
  | e.OpenIdProviderNotFound
  | e.OpenIdCallbackInvalid
  | e.OpenIdProviderDenied
  | e.OpenIdProviderUnavailable
  | e.OpenIdEmailUnverified
  | e.OpenIdIdentityTaken
  | e.InvalidCredentials;
type Outcome = Promise<Result<FinishOpenIdSignInOutput, Failure>>;

const FAILURES: Record<OpenIdFailure, () => Failure> = {
  unavailable: e.openIdProviderUnavailable,
  denied: e.openIdProviderDenied,
  invalid: e.openIdCallbackInvalid,
};
/** The longest subject and issuer stored (OpenID Connect bounds `sub` at 255 ASCII characters). */
const SUBJECT_MAX_LENGTH = 255;

/**
 * The provider's callback. The state must match the browser's own request; the ID token must verify
 * (its nonce included). A linked person signs in; an unknown one gets a verified account only when
 * the provider asserts `email_verified`, and never takes over an existing account's email: that
 * owner must prove it first (`link_pending`). Nothing is stored on a refused callback.
 */
export class FinishOpenIdSignIn {
  constructor(
    private readonly providers: readonly OpenIdProvider[],
    private readonly openId: OpenIdClient,
    private readonly users: UserRepo,
    private readonly identities: LinkedIdentityRepo,
    private readonly linker: IdentityLinker,
    private readonly registration: OpenIdRegistration,
    private readonly tickets: OpenIdTickets,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(input: FinishOpenIdSignInInput): Outcome {
    const provider = this.providers.find((p) => p.id === input.providerId);
    if (!provider) return err(e.openIdProviderNotFound());
    const request = input.request;
    if (!request || request.providerId !== provider.id || request.expiresAt <= this.clock.now())
      return err(e.openIdCallbackInvalid());
    if (input.state === null || input.state !== request.state) return err(e.openIdCallbackInvalid());
    const claims = await this.openId.finish(provider.id, input.callbackUrl, request);
    if (typeof claims === 'string') return err(FAILURES[claims]());
    if (claims.subject.length > SUBJECT_MAX_LENGTH || claims.issuer.length > 2 * SUBJECT_MAX_LENGTH)
      return err(e.openIdCallbackInvalid());
    const who = { providerId: provider.id, issuer: claims.issuer, subject: claims.subject, email: claims.email };
    if (request.linkUserId) {
      const user = await this.users.findById(request.linkUserId);
      if (!user?.isActive) return err(e.invalidCredentials());
      const linked = await this.linker.link(user, who, input.client);
      return linked.ok ? ok({ kind: 'linked', providerId: provider.id }) : linked;
    }
    const identity = await this.identities.findBySubject(claims.issuer, claims.subject);
    if (identity) return this.returning(identity.id, identity.userId, provider.id, claims, input.client);
    return this.first(provider.id, claims, input.client);
  }

  private async returning(id: string, userId: string, providerId: string, claims: OpenIdClaims, client?: ClientInfo) {
    const user = await this.users.findById(userId);
    if (!user?.isActive) {
      await this.uow.run(() =>
        this.audit.record('login.failed', {
          userId,
          email: user?.email ?? null,
          client,
          details: { reason: 'inactive_account', method: 'oidc', provider: providerId },
        }),
      );
      return err(e.invalidCredentials());
    }
    const ticket = await this.uow.run(async () => {
      await this.identities.touch(id, this.clock.now());
      return this.tickets.issue('sign_in', user.id, providerId, claims);
    });
    return ok({ kind: 'signed_in' as const, ticket });
  }

  private async first(providerId: string, claims: OpenIdClaims, client?: ClientInfo): Outcome {
    const email = claims.email ? normaliseEmail(claims.email) : '';
    if (!claims.emailVerified || !email.includes('@') || email.length > EMAIL_MAX_LENGTH)
      return err(e.openIdEmailUnverified());
    const who = { providerId, issuer: claims.issuer, subject: claims.subject, email: claims.email };
    const existing = await this.users.findByEmail(email);
    const created = existing ? 'email_taken' : await this.registration.register(email, claims.name, who, client);
    if (created === 'identity_taken') return err(e.openIdIdentityTaken());
    const owner = created === 'email_taken' ? (existing ?? (await this.users.findByEmail(email))) : created;
    if (!owner) return err(e.openIdCallbackInvalid());
    const kind = created === 'email_taken' ? 'link_pending' : 'signed_in';
    const ticket = await this.uow.run(() =>
      this.tickets.issue(kind === 'signed_in' ? 'sign_in' : 'link', owner.id, providerId, claims),
    );
    return ok({ kind, ticket });
  }
}
