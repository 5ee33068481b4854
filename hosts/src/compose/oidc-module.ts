import { HttpOpenIdClient, RandomSecretTickets, SqlLinkedIdentityRepo, SqlOpenIdTicketRepo } from '@metagame/adapters';
import {
  AuditTrail,
  IdentityLinker,
  LoginGate,
  OpenIdRegistration,
  OpenIdTickets,
  SessionStarter,
} from '@metagame/core';
import { ConfirmOpenIdLink } from '@metagame/core/identity/use-cases/confirm-open-id-link';
import { FinishOpenIdSignIn } from '@metagame/core/identity/use-cases/finish-open-id-sign-in';
import { ListLinkedIdentities } from '@metagame/core/identity/use-cases/list-linked-identities';
import { ListOpenIdProviders } from '@metagame/core/identity/use-cases/list-open-id-providers';
import { RedeemOpenIdSignIn } from '@metagame/core/identity/use-cases/redeem-open-id-sign-in';
import { StartOpenIdSignIn } from '@metagame/core/identity/use-cases/start-open-id-sign-in';
import { UnlinkIdentity } from '@metagame/core/identity/use-cases/unlink-identity';
import { areaModule, construct, provide, setting } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** The configured providers as core sees them: no client secret. */
const providers = setting(({ oidc }) =>
  oidc.providers.map(({ id, displayName, issuer }) => ({ id, displayName, issuer })),
);

/** Sign-in with OpenID providers, and the links between accounts and providers' people. */
export const oidcModule = areaModule([
  provide(T.LinkedIdentityRepo, (get) => new SqlLinkedIdentityRepo(get(T.Orm).sql)),
  provide(T.OpenIdTicketRepo, (get) => new SqlOpenIdTicketRepo(get(T.Orm).sql)),
  provide(T.OpenIdClient, (get) => new HttpOpenIdClient(get(T.Config).oidc.providers)),
  provide(T.SecretTickets, () => new RandomSecretTickets()),

  construct(OpenIdTickets, T.OpenIdTicketRepo, T.SecretTickets, T.Clock),
  construct(IdentityLinker, T.LinkedIdentityRepo, AuditTrail, T.UnitOfWork, T.IdGenerator, T.Clock),
  construct(OpenIdRegistration, T.UserRepo, IdentityLinker, AuditTrail, T.UnitOfWork, T.IdGenerator, T.Clock),

  construct(ListOpenIdProviders, providers),
  construct(StartOpenIdSignIn, providers, T.OpenIdClient, T.Clock),
  construct(
    FinishOpenIdSignIn,
    providers,
    T.OpenIdClient,
    T.UserRepo,
    T.LinkedIdentityRepo,
    IdentityLinker,
    OpenIdRegistration,
    OpenIdTickets,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
  ),
  construct(RedeemOpenIdSignIn, OpenIdTickets, T.UserRepo, SessionStarter, AuditTrail, T.UnitOfWork, LoginGate),
  construct(ConfirmOpenIdLink, OpenIdTickets, T.UserRepo, IdentityLinker),
  construct(ListLinkedIdentities, T.LinkedIdentityRepo),
  construct(UnlinkIdentity, T.LinkedIdentityRepo, AuditTrail, T.UnitOfWork, T.UserRepo, T.Clock),
]);
