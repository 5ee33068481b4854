import type { Request, Response } from 'express';
import { oidc } from '@metagame/contracts';
import { err, ok, type DomainError, type LinkedIdentity } from '@metagame/core';
import { ConfirmOpenIdLink } from '@metagame/core/identity/use-cases/confirm-open-id-link';
import { FinishOpenIdSignIn } from '@metagame/core/identity/use-cases/finish-open-id-sign-in';
import { ListLinkedIdentities } from '@metagame/core/identity/use-cases/list-linked-identities';
import { ListOpenIdProviders } from '@metagame/core/identity/use-cases/list-open-id-providers';
import { RedeemOpenIdSignIn } from '@metagame/core/identity/use-cases/redeem-open-id-sign-in';
import { StartOpenIdSignIn } from '@metagame/core/identity/use-cases/start-open-id-sign-in';
import { UnlinkIdentity } from '@metagame/core/identity/use-cases/unlink-identity';
import { TOKENS } from '../../compose/tokens.js';
import { OidcRequestCookie } from '../oidc-request-cookie.js';
import { presentLoginAnswer } from '../presenters/user-presenter.js';
import { handled, route, type Resolve, type RouteRow } from '../route-table.js';

/** This server as the browser reached it (behind a proxy, TRUST_PROXY makes the scheme right). */
const origin = (req: Request) => `${req.protocol}://${req.get('host') ?? 'localhost'}`;
const redirectUri = (req: Request, provider: string) =>
  `${origin(req)}/api/v1/auth/oidc/${encodeURIComponent(provider)}/callback`;

/**
 * The web app's OpenID page, told the outcome in the fragment: browsers never send a fragment to a
 * server, so a ticket stays out of access logs and Referer headers.
 */
function toWebApp(resolve: Resolve, res: Response, fragment: Record<string, string>): void {
  const app = resolve(TOKENS.Config).signup.frontendBaseUrl;
  res.redirect(302, `${app}/oidc#${new URLSearchParams(fragment).toString()}`);
}

const failed = (error: DomainError) => ({ error: error.code });

const presentIdentity = (i: LinkedIdentity) => ({
  id: i.id,
  provider_id: i.providerId,
  email: i.email,
  created_at: i.createdAt.toISOString(),
  last_used_at: i.lastUsedAt?.toISOString() ?? null,
});

/** Sign-in with OpenID providers: the browser's round trip, the ticket exchanges and the caller's links. */
export const OIDC_ROUTES: readonly RouteRow[] = [
  route({
    contract: oidc.listOpenIdProviders,
    useCase: ListOpenIdProviders,
    input: () => undefined,
    present: (providers) => providers.map((p) => ({ id: p.id, display_name: p.displayName })),
  }),
  handled(oidc.startOpenIdSignIn, (resolve) => {
    const start = resolve(StartOpenIdSignIn);
    const cookie = new OidcRequestCookie(resolve(TOKENS.Config).auth.secretKey);
    return async ({ params, req, res }) => {
      const started = await start.execute({
        providerId: params.provider,
        redirectUri: redirectUri(req, params.provider),
        linkUserId: null,
      });
      if (!started.ok) {
        if (started.error.code === 'NOT_FOUND') return err(started.error);
        toWebApp(resolve, res, failed(started.error));
        return ok(undefined);
      }
      cookie.set(req, res, started.value.request);
      res.redirect(302, started.value.url);
      return ok(undefined);
    };
  }),
  handled(oidc.finishOpenIdSignIn, (resolve) => {
    const finish = resolve(FinishOpenIdSignIn);
    const cookie = new OidcRequestCookie(resolve(TOKENS.Config).auth.secretKey);
    return async ({ params, query, req, res, client }) => {
      const request = cookie.read(req);
      cookie.clear(req, res);
      const finished = await finish.execute({
        providerId: params.provider,
        callbackUrl: `${origin(req)}${req.originalUrl}`,
        state: query.state ?? null,
        request,
        client,
      });
      if (!finished.ok) {
        if (finished.error.code === 'NOT_FOUND') return err(finished.error);
        toWebApp(resolve, res, failed(finished.error));
        return ok(undefined);
      }
      const outcome = finished.value;
      if (outcome.kind === 'linked') toWebApp(resolve, res, { linked: outcome.providerId });
      else if (outcome.kind === 'signed_in') toWebApp(resolve, res, { ticket: outcome.ticket });
      else toWebApp(resolve, res, { link: outcome.ticket, provider: params.provider });
      return ok(undefined);
    };
  }),
  route({
    contract: oidc.redeemOpenIdSignIn,
    useCase: RedeemOpenIdSignIn,
    input: ({ body, client }) => ({ ticket: body.ticket, client }),
    present: presentLoginAnswer,
  }),
  handled(oidc.startOpenIdLink, (resolve) => {
    const start = resolve(StartOpenIdSignIn);
    const cookie = new OidcRequestCookie(resolve(TOKENS.Config).auth.secretKey);
    return async ({ params, user, req, res }) => {
      const started = await start.execute({
        providerId: params.provider,
        redirectUri: redirectUri(req, params.provider),
        linkUserId: user.id,
      });
      if (!started.ok) return started;
      cookie.set(req, res, started.value.request);
      return ok({ authorization_url: started.value.url });
    };
  }),
  route({
    contract: oidc.confirmOpenIdLink,
    useCase: ConfirmOpenIdLink,
    input: ({ body, user, client }) => ({ userId: user.id, ticket: body.ticket, client }),
    present: presentIdentity,
  }),
  route({
    contract: oidc.listLinkedIdentities,
    useCase: ListLinkedIdentities,
    input: ({ user }) => ({ userId: user.id }),
    present: (identities) => identities.map(presentIdentity),
  }),
  route({
    contract: oidc.unlinkIdentity,
    useCase: UnlinkIdentity,
    input: ({ params, user, client }) => ({ user, identityId: params.identity_id, client }),
    present: () => undefined,
  }),
];
