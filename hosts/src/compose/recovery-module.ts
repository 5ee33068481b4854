import { ContainerModule } from 'inversify';
import { CodeChecker, ConfirmEmailChange, RequestEmailChange, RequestPasswordReset, ResetPassword } from '@metagame/core';
import { TOKENS } from './tokens.js';

/** Password reset and email change (issue 14), on the signup code machinery of signupModule. */
export const recoveryModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.CodeChecker)
    .toDynamicValue((ctx) => new CodeChecker(ctx.get(TOKENS.VerificationRepo), ctx.get(TOKENS.CodeHasher), ctx.get(TOKENS.Clock)))
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
});
