import { ContainerModule } from 'inversify';
import { MikroOrmTotpRepo, OsloTotpCrypto } from '@metagame/adapters';
import {
  CodeChecker,
  CompleteSecondFactor,
  ConfirmEmailChange,
  ConfirmTotpEnrolment,
  DisableTotp,
  GetTotpStatus,
  LoginGate,
  RequestEmailChange,
  RequestPasswordReset,
  ResetPassword,
  SecondFactor,
  StartTotpEnrolment,
} from '@metagame/core';
import { TOKENS } from './tokens.js';

/** Identity III (issue 14): password reset and email change on the signup code machinery, and TOTP. */
export const recoveryModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CodeChecker)
    .toDynamicValue(
      (ctx) => new CodeChecker(ctx.get(TOKENS.VerificationRepo), ctx.get(TOKENS.CodeHasher), ctx.get(TOKENS.Clock)),
    )
    .inSingletonScope();
  bind(TOKENS.RequestPasswordReset)
    .toDynamicValue(
      (ctx) =>
        new RequestPasswordReset(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.VerificationSender),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Logger),
          ctx.get(TOKENS.Config).signup.resendCooldownSeconds,
        ),
    )
    .inSingletonScope();
  bind(TOKENS.ResetPassword)
    .toDynamicValue(
      (ctx) =>
        new ResetPassword(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.VerificationRepo),
          ctx.get(TOKENS.CodeChecker),
          ctx.get(TOKENS.PasswordHasher),
          ctx.get(TOKENS.SessionRepo),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Config).recovery.resetMaxAttempts,
        ),
    )
    .inSingletonScope();
  bind(TOKENS.RequestEmailChange)
    .toDynamicValue(
      (ctx) =>
        new RequestEmailChange(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.PasswordHasher),
          ctx.get(TOKENS.VerificationSender),
          ctx.get(TOKENS.Mailer),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Logger),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.ConfirmEmailChange)
    .toDynamicValue(
      (ctx) =>
        new ConfirmEmailChange(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.VerificationRepo),
          ctx.get(TOKENS.CodeChecker),
          ctx.get(TOKENS.SessionRepo),
          ctx.get(TOKENS.SessionStarter),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Config).signup.maxAttempts,
        ),
    )
    .inSingletonScope();
  bind(TOKENS.TotpRepo)
    .toDynamicValue((ctx) => new MikroOrmTotpRepo(ctx.get(TOKENS.Orm).sql))
    .inSingletonScope();
  bind(TOKENS.TotpCrypto)
    .toDynamicValue((ctx) => new OsloTotpCrypto(ctx.get(TOKENS.Config).auth.secretKey))
    .inSingletonScope();
  bind(TOKENS.SecondFactor)
    .toDynamicValue(
      (ctx) =>
        new SecondFactor(
          ctx.get(TOKENS.TotpRepo),
          ctx.get(TOKENS.TotpCrypto),
          ctx.get(TOKENS.CodeHasher),
          ctx.get(TOKENS.IdGenerator),
          ctx.get(TOKENS.Clock),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.LoginGate)
    .toDynamicValue(
      (ctx) =>
        new LoginGate(
          ctx.get(TOKENS.TotpRepo),
          ctx.get(TOKENS.SecondFactor),
          ctx.get(TOKENS.TotpCrypto),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Config).recovery.totpRequiredForAdmins,
        ),
    )
    .inSingletonScope();
  bind(TOKENS.StartTotpEnrolment)
    .toDynamicValue(
      (ctx) =>
        new StartTotpEnrolment(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.SecondFactor),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.ConfirmTotpEnrolment)
    .toDynamicValue(
      (ctx) =>
        new ConfirmTotpEnrolment(
          ctx.get(TOKENS.TotpRepo),
          ctx.get(TOKENS.SecondFactor),
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.DisableTotp)
    .toDynamicValue(
      (ctx) =>
        new DisableTotp(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.PasswordHasher),
          ctx.get(TOKENS.TotpRepo),
          ctx.get(TOKENS.SecondFactor),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
        ),
    )
    .inSingletonScope();
  bind(TOKENS.GetTotpStatus)
    .toDynamicValue((ctx) => new GetTotpStatus(ctx.get(TOKENS.TotpRepo)))
    .inSingletonScope();
  bind(TOKENS.CompleteSecondFactor)
    .toDynamicValue(
      (ctx) =>
        new CompleteSecondFactor(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.TotpRepo),
          ctx.get(TOKENS.SecondFactor),
          ctx.get(TOKENS.TotpCrypto),
          ctx.get(TOKENS.SessionStarter),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.AuditLog),
        ),
    )
    .inSingletonScope();
});
