import {
  MikroOrmAuditLog,
  MikroOrmSessionRepo,
  MikroOrmUserRepo,
  RandomApiTokenSecrets,
  SqlApiTokenRepo,
} from '@metagame/adapters';
import {
  ApiTokenAuthenticator,
  AuditTrail,
  LoginGate,
  SessionStarter,
  TeamGate,
  TeamSuccession,
  TokenIssuer,
  TokenValidator,
} from '@metagame/core';
import { AuthorizeRequest } from '@metagame/core/identity/use-cases/authorize-request';
import { CreateApiToken } from '@metagame/core/identity/use-cases/create-api-token';
import { CreateTeamApiToken } from '@metagame/core/identity/use-cases/create-team-api-token';
import { ListTeamApiTokens } from '@metagame/core/identity/use-cases/list-team-api-tokens';
import { RevokeTeamApiToken } from '@metagame/core/identity/use-cases/revoke-team-api-token';
import { ChangePassword } from '@metagame/core/identity/use-cases/change-password';
import { DeleteUser } from '@metagame/core/identity/use-cases/delete-user';
import { EndOtherSessions } from '@metagame/core/identity/use-cases/end-other-sessions';
import { EndSession } from '@metagame/core/identity/use-cases/end-session';
import { GetUser } from '@metagame/core/identity/use-cases/get-user';
import { ListApiTokens } from '@metagame/core/identity/use-cases/list-api-tokens';
import { ListAuditEvents } from '@metagame/core/identity/use-cases/list-audit-events';
import { ListSessions } from '@metagame/core/identity/use-cases/list-sessions';
import { ListUsers } from '@metagame/core/identity/use-cases/list-users';
import { Login } from '@metagame/core/identity/use-cases/login';
import { Logout } from '@metagame/core/identity/use-cases/logout';
import { PruneIdentityRecords } from '@metagame/core/identity/use-cases/prune-identity-records';
import { RefreshTokens } from '@metagame/core/identity/use-cases/refresh-tokens';
import { RevokeApiToken } from '@metagame/core/identity/use-cases/revoke-api-token';
import { RegisterUser } from '@metagame/core/identity/use-cases/register-user';
import { UpdateUserByAdmin } from '@metagame/core/identity/use-cases/update-user-by-admin';
import { areaModule, construct, provide, setting } from './binding.js';
import { TOKENS as T } from './tokens.js';

/** Accounts, tokens, sessions, the audit trail and the admin user operations. */
export const identityModule = areaModule([
  provide(T.UserRepo, (get) => new MikroOrmUserRepo(get(T.Orm).sql)),
  provide(T.SessionRepo, (get) => new MikroOrmSessionRepo(get(T.Orm).sql)),
  provide(T.AuditLog, (get) => new MikroOrmAuditLog(get(T.Orm).sql)),
  provide(T.ApiTokenRepo, (get) => new SqlApiTokenRepo(get(T.Orm).sql)),
  provide(T.ApiTokenSecrets, () => new RandomApiTokenSecrets()),

  construct(AuditTrail, T.AuditLog, T.IdGenerator, T.Clock),
  construct(
    TokenIssuer,
    T.TokenSigner,
    T.Clock,
    setting(({ auth }) => ({ accessTokenMinutes: auth.accessTokenMinutes, refreshTokenDays: auth.refreshTokenDays })),
  ),
  construct(TokenValidator, T.TokenSigner, T.SessionRepo, T.Clock),
  construct(SessionStarter, T.SessionRepo, TokenIssuer, T.IdGenerator, T.Clock),

  construct(Login, T.UserRepo, T.PasswordHasher, SessionStarter, AuditTrail, T.UnitOfWork, LoginGate),
  construct(RefreshTokens, TokenValidator, T.SessionRepo, TokenIssuer, AuditTrail, T.UnitOfWork, T.Clock),
  construct(Logout, TokenValidator, T.UserRepo, T.SessionRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(ApiTokenAuthenticator, T.ApiTokenRepo, T.ApiTokenSecrets, T.Clock),
  construct(AuthorizeRequest, TokenValidator, ApiTokenAuthenticator),
  construct(CreateApiToken, T.ApiTokenRepo, T.ApiTokenSecrets, AuditTrail, T.UnitOfWork, T.IdGenerator, T.Clock),
  construct(ListApiTokens, T.ApiTokenRepo),
  construct(RevokeApiToken, T.ApiTokenRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(CreateTeamApiToken, TeamGate, CreateApiToken),
  construct(ListTeamApiTokens, TeamGate, ListApiTokens),
  construct(RevokeTeamApiToken, TeamGate, RevokeApiToken),
  construct(RegisterUser, T.UserRepo, T.PasswordHasher, AuditTrail, T.UnitOfWork, T.IdGenerator, T.Clock),
  construct(
    ChangePassword,
    T.UserRepo,
    T.PasswordHasher,
    T.SessionRepo,
    SessionStarter,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
  ),
  construct(UpdateUserByAdmin, T.UserRepo, T.SessionRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(ListUsers, T.UserRepo),
  construct(GetUser, T.UserRepo),
  construct(DeleteUser, T.UserRepo, TeamSuccession, T.TrackerWorkspaceRepo, AuditTrail, T.UnitOfWork),
  construct(ListSessions, T.SessionRepo, T.Clock),
  construct(EndSession, T.SessionRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(EndOtherSessions, T.SessionRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(ListAuditEvents, T.AuditLog),
  construct(
    PruneIdentityRecords,
    T.AuditLog,
    T.SessionRepo,
    T.Clock,
    setting(({ audit }) => audit.retentionDays),
  ),
]);
