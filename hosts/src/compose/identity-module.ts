import { ContainerModule } from 'inversify';
import { MikroOrmAuditLog, MikroOrmSessionRepo, MikroOrmUserRepo } from '@metagame/adapters';
import {
  AuditTrail,
  AuthorizeRequest,
  ChangePassword,
  DeleteUser,
  EndOtherSessions,
  EndSession,
  GetUser,
  ListAuditEvents,
  ListSessions,
  ListUsers,
  Login,
  Logout,
  PruneIdentityRecords,
  RefreshTokens,
  RegisterUser,
  SessionStarter,
  TokenIssuer,
  TokenValidator,
  UpdateUserByAdmin,
} from '@metagame/core';
import { TOKENS as T } from './tokens.js';

/** Accounts, tokens, sessions, the audit trail and the admin user operations. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(T.UserRepo)
    .toDynamicValue((ctx) => new MikroOrmUserRepo(ctx.get(T.Orm).sql))
    .inSingletonScope();
  bind(T.SessionRepo)
    .toDynamicValue((ctx) => new MikroOrmSessionRepo(ctx.get(T.Orm).sql))
    .inSingletonScope();
  bind(T.AuditLog)
    .toDynamicValue((ctx) => new MikroOrmAuditLog(ctx.get(T.Orm).sql))
    .inSingletonScope();
  bind(T.AuditTrail)
    .toDynamicValue((ctx) => new AuditTrail(ctx.get(T.AuditLog), ctx.get(T.IdGenerator), ctx.get(T.Clock)))
    .inSingletonScope();
  bind(T.TokenIssuer)
    .toDynamicValue((ctx) => {
      const { auth } = ctx.get(T.Config);
      const policy = { accessTokenMinutes: auth.accessTokenMinutes, refreshTokenDays: auth.refreshTokenDays };
      return new TokenIssuer(ctx.get(T.TokenSigner), ctx.get(T.Clock), policy);
    })
    .inSingletonScope();
  bind(T.TokenValidator)
    .toDynamicValue((ctx) => new TokenValidator(ctx.get(T.TokenSigner), ctx.get(T.SessionRepo), ctx.get(T.Clock)))
    .inSingletonScope();
  bind(T.SessionStarter)
    .toDynamicValue(
      (ctx) =>
        new SessionStarter(ctx.get(T.SessionRepo), ctx.get(T.TokenIssuer), ctx.get(T.IdGenerator), ctx.get(T.Clock)),
    )
    .inSingletonScope();
  bind(T.Login)
    .toDynamicValue(
      (ctx) =>
        new Login(
          ctx.get(T.UserRepo),
          ctx.get(T.PasswordHasher),
          ctx.get(T.SessionStarter),
          ctx.get(T.AuditTrail),
          ctx.get(T.UnitOfWork),
          ctx.get(T.LoginGate),
        ),
    )
    .inSingletonScope();
  bind(T.RefreshTokens)
    .toDynamicValue(
      (ctx) =>
        new RefreshTokens(
          ctx.get(T.TokenValidator),
          ctx.get(T.SessionRepo),
          ctx.get(T.TokenIssuer),
          ctx.get(T.AuditTrail),
          ctx.get(T.UnitOfWork),
          ctx.get(T.Clock),
        ),
    )
    .inSingletonScope();
  bind(T.Logout)
    .toDynamicValue(
      (ctx) =>
        new Logout(
          ctx.get(T.TokenValidator),
          ctx.get(T.UserRepo),
          ctx.get(T.SessionRepo),
          ctx.get(T.AuditTrail),
          ctx.get(T.UnitOfWork),
          ctx.get(T.Clock),
        ),
    )
    .inSingletonScope();
  bind(T.AuthorizeRequest)
    .toDynamicValue((ctx) => new AuthorizeRequest(ctx.get(T.TokenValidator)))
    .inSingletonScope();
  bind(T.RegisterUser)
    .toDynamicValue(
      (ctx) =>
        new RegisterUser(
          ctx.get(T.UserRepo),
          ctx.get(T.PasswordHasher),
          ctx.get(T.AuditTrail),
          ctx.get(T.UnitOfWork),
          ctx.get(T.IdGenerator),
          ctx.get(T.Clock),
        ),
    )
    .inSingletonScope();
  bind(T.ChangePassword)
    .toDynamicValue(
      (ctx) =>
        new ChangePassword(
          ctx.get(T.UserRepo),
          ctx.get(T.PasswordHasher),
          ctx.get(T.SessionRepo),
          ctx.get(T.SessionStarter),
          ctx.get(T.AuditTrail),
          ctx.get(T.UnitOfWork),
          ctx.get(T.Clock),
        ),
    )
    .inSingletonScope();
  bind(T.UpdateUserByAdmin)
    .toDynamicValue(
      (ctx) =>
        new UpdateUserByAdmin(
          ctx.get(T.UserRepo),
          ctx.get(T.SessionRepo),
          ctx.get(T.AuditTrail),
          ctx.get(T.UnitOfWork),
          ctx.get(T.Clock),
        ),
    )
    .inSingletonScope();
  bind(T.ListUsers)
    .toDynamicValue((ctx) => new ListUsers(ctx.get(T.UserRepo)))
    .inSingletonScope();
  bind(T.GetUser)
    .toDynamicValue((ctx) => new GetUser(ctx.get(T.UserRepo)))
    .inSingletonScope();
  bind(T.DeleteUser)
    .toDynamicValue((ctx) => new DeleteUser(ctx.get(T.UserRepo), ctx.get(T.AuditTrail), ctx.get(T.UnitOfWork)))
    .inSingletonScope();
  bind(T.ListSessions)
    .toDynamicValue((ctx) => new ListSessions(ctx.get(T.SessionRepo), ctx.get(T.Clock)))
    .inSingletonScope();
  bind(T.EndSession)
    .toDynamicValue(
      (ctx) => new EndSession(ctx.get(T.SessionRepo), ctx.get(T.AuditTrail), ctx.get(T.UnitOfWork), ctx.get(T.Clock)),
    )
    .inSingletonScope();
  bind(T.EndOtherSessions)
    .toDynamicValue(
      (ctx) =>
        new EndOtherSessions(ctx.get(T.SessionRepo), ctx.get(T.AuditTrail), ctx.get(T.UnitOfWork), ctx.get(T.Clock)),
    )
    .inSingletonScope();
  bind(T.ListAuditEvents)
    .toDynamicValue((ctx) => new ListAuditEvents(ctx.get(T.AuditLog)))
    .inSingletonScope();
  bind(T.PruneIdentityRecords)
    .toDynamicValue(
      (ctx) =>
        new PruneIdentityRecords(
          ctx.get(T.AuditLog),
          ctx.get(T.SessionRepo),
          ctx.get(T.Clock),
          ctx.get(T.Config).audit.retentionDays,
        ),
    )
    .inSingletonScope();
});
