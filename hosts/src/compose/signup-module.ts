import { RequestContext } from '@mikro-orm/core';
import { ContainerModule } from 'inversify';
import { MikroOrmVerificationRepo, RandomCodeGenerator, Sha256CodeHasher } from '@metagame/adapters';
import { ResendVerification, SignUp, VerificationSender, VerifyEmail } from '@metagame/core';
import { BackgroundTasks } from './background-tasks.js';
import { chooseMailer } from './choose-mailer.js';
import { TOKENS } from './tokens.js';

/** Self-registration: signup, email verification codes and the mailer (spec 3, 4.3, 6). */
export const signupModule = new ContainerModule(({ bind }) => {
  bind(TOKENS.VerificationRepo)
    .toDynamicValue((ctx) => new MikroOrmVerificationRepo(ctx.get(TOKENS.Orm).sql))
    .inSingletonScope();
  bind(TOKENS.CodeGenerator)
    .toDynamicValue(() => new RandomCodeGenerator())
    .inSingletonScope();
  bind(TOKENS.CodeHasher)
    .toDynamicValue(() => new Sha256CodeHasher())
    .inSingletonScope();
  bind(TOKENS.Mailer)
    .toDynamicValue((ctx) => chooseMailer(ctx.get(TOKENS.Config), ctx.get(TOKENS.Logger)))
    .inSingletonScope();
  bind(TOKENS.BackgroundTasks)
    .toDynamicValue((ctx) => {
      const orm = ctx.get(TOKENS.Orm);
      return new BackgroundTasks(ctx.get(TOKENS.Logger), (task) => RequestContext.create(orm.em, task));
    })
    .inSingletonScope();
  bind(TOKENS.VerificationSender)
    .toDynamicValue((ctx) => {
      const { signup } = ctx.get(TOKENS.Config);
      return new VerificationSender(
        ctx.get(TOKENS.VerificationRepo),
        ctx.get(TOKENS.CodeGenerator),
        ctx.get(TOKENS.CodeHasher),
        ctx.get(TOKENS.Mailer),
        ctx.get(TOKENS.IdGenerator),
        ctx.get(TOKENS.Clock),
        { ...signup, resetCodeTtlMinutes: ctx.get(TOKENS.Config).recovery.resetCodeTtlMinutes },
      );
    })
    .inSingletonScope();
  bind(TOKENS.SignUp)
    .toDynamicValue(
      (ctx) =>
        new SignUp(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.PasswordHasher),
          ctx.get(TOKENS.VerificationSender),
          ctx.get(TOKENS.SessionStarter),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.IdGenerator),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Logger),
          ctx.get(TOKENS.Config).signup.requireEmailVerification,
        ),
    )
    .inSingletonScope();
  bind(TOKENS.VerifyEmail)
    .toDynamicValue(
      (ctx) =>
        new VerifyEmail(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.VerificationRepo),
          ctx.get(TOKENS.CodeChecker),
          ctx.get(TOKENS.SessionStarter),
          ctx.get(TOKENS.AuditTrail),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Config).signup.maxAttempts,
        ),
    )
    .inSingletonScope();
  bind(TOKENS.ResendVerification)
    .toDynamicValue(
      (ctx) =>
        new ResendVerification(
          ctx.get(TOKENS.UserRepo),
          ctx.get(TOKENS.VerificationSender),
          ctx.get(TOKENS.UnitOfWork),
          ctx.get(TOKENS.Clock),
          ctx.get(TOKENS.Logger),
          ctx.get(TOKENS.Config).signup.resendCooldownSeconds,
        ),
    )
    .inSingletonScope();
});
