import { ContainerModule } from 'inversify';
import { MikroOrmUserRepo } from '@metagame/adapters';
import {
  AuthorizeRequest,
  ChangePassword,
  DeleteUser,
  GetUser,
  ListUsers,
  Login,
  Logout,
  RefreshTokens,
  RegisterUser,
  TokenIssuer,
  TokenValidator,
  UpdateUserByAdmin,
} from '@metagame/core';
import { TOKENS } from './tokens.js';

/** Accounts, tokens and the admin user operations. */
export const identityModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.UserRepo).toDynamicValue((ctx) => new MikroOrmUserRepo(ctx.get(TOKENS.Orm).sql)).inSingletonScope();
  bind(TOKENS.TokenIssuer)
    .toDynamicValue((ctx) => {
      const { auth } = ctx.get(TOKENS.Config);
      const policy = { accessTokenMinutes: auth.accessTokenMinutes, refreshTokenDays: auth.refreshTokenDays };
      return new TokenIssuer(ctx.get(TOKENS.TokenSigner), ctx.get(TOKENS.Clock), policy);
    })
    .inSingletonScope();
  bind(TOKENS.TokenValidator)
    .toDynamicValue((ctx) => new TokenValidator(ctx.get(TOKENS.TokenSigner), ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.Clock)))
    .inSingletonScope();
  bind(TOKENS.Login)
    .toDynamicValue((ctx) => new Login(ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.PasswordHasher), ctx.get(TOKENS.TokenIssuer)))
    .inSingletonScope();
  bind(TOKENS.RefreshTokens)
    .toDynamicValue(
      (ctx) => new RefreshTokens(ctx.get(TOKENS.TokenValidator), ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.TokenIssuer), ctx.get(TOKENS.Clock)),
    )
    .inSingletonScope();
  bind(TOKENS.Logout)
    .toDynamicValue((ctx) => new Logout(ctx.get(TOKENS.TokenValidator), ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.Clock)))
    .inSingletonScope();
  bind(TOKENS.AuthorizeRequest).toDynamicValue((ctx) => new AuthorizeRequest(ctx.get(TOKENS.TokenValidator))).inSingletonScope();
  bind(TOKENS.RegisterUser)
    .toDynamicValue(
      (ctx) => new RegisterUser(ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.PasswordHasher), ctx.get(TOKENS.IdGenerator), ctx.get(TOKENS.Clock)),
    )
    .inSingletonScope();
  bind(TOKENS.ChangePassword)
    .toDynamicValue(
      (ctx) => new ChangePassword(ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.PasswordHasher), ctx.get(TOKENS.TokenIssuer), ctx.get(TOKENS.Clock)),
    )
    .inSingletonScope();
  bind(TOKENS.UpdateUserByAdmin).toDynamicValue((ctx) => new UpdateUserByAdmin(ctx.get(TOKENS.UserRepo), ctx.get(TOKENS.Clock))).inSingletonScope();
  bind(TOKENS.ListUsers).toDynamicValue((ctx) => new ListUsers(ctx.get(TOKENS.UserRepo))).inSingletonScope();
  bind(TOKENS.GetUser).toDynamicValue((ctx) => new GetUser(ctx.get(TOKENS.UserRepo))).inSingletonScope();
  bind(TOKENS.DeleteUser).toDynamicValue((ctx) => new DeleteUser(ctx.get(TOKENS.UserRepo))).inSingletonScope();
});
