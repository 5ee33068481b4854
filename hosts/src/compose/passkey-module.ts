import { SimpleWebAuthnCeremony, SqlPasskeyRepo, relyingPartyOf } from '@metagame/adapters';
import { AuditTrail, SessionStarter } from '@metagame/core';
import { DeletePasskey } from '@metagame/core/identity/use-cases/delete-passkey';
import { FinishPasskeyLogin } from '@metagame/core/identity/use-cases/finish-passkey-login';
import { FinishPasskeyRegistration } from '@metagame/core/identity/use-cases/finish-passkey-registration';
import { ListPasskeys } from '@metagame/core/identity/use-cases/list-passkeys';
import { RenamePasskey } from '@metagame/core/identity/use-cases/rename-passkey';
import { StartPasskeyLogin } from '@metagame/core/identity/use-cases/start-passkey-login';
import { StartPasskeyRegistration } from '@metagame/core/identity/use-cases/start-passkey-registration';
import { areaModule, construct, provide } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** Passkeys (WebAuthn): the relying party is the web app FRONTEND_BASE_URL names (its host name, its origin). */
export const passkeyModule = areaModule([
  provide(T.PasskeyRepo, (get) => new SqlPasskeyRepo(get(T.Orm).sql)),
  provide(T.PasskeyCeremony, (get) => new SimpleWebAuthnCeremony(relyingPartyOf(get(T.Config).signup.frontendBaseUrl))),

  construct(StartPasskeyRegistration, T.UserRepo, T.PasskeyRepo, T.PasskeyCeremony, T.Clock),
  construct(
    FinishPasskeyRegistration,
    T.UserRepo,
    T.PasskeyRepo,
    T.PasskeyCeremony,
    AuditTrail,
    T.UnitOfWork,
    T.IdGenerator,
    T.Clock,
  ),
  construct(ListPasskeys, T.PasskeyRepo),
  construct(RenamePasskey, T.PasskeyRepo, AuditTrail, T.UnitOfWork),
  construct(DeletePasskey, T.PasskeyRepo, AuditTrail, T.UnitOfWork),
  construct(StartPasskeyLogin, T.PasskeyRepo, T.PasskeyCeremony, T.Clock),
  construct(
    FinishPasskeyLogin,
    T.UserRepo,
    T.PasskeyRepo,
    T.PasskeyCeremony,
    SessionStarter,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
  ),
]);
