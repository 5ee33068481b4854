import { RequestContext } from '@mikro-orm/core';
import { MikroOrmVerificationRepo, RandomCodeGenerator, Sha256CodeHasher } from '@metagame/adapters';
import { AuditTrail, CodeChecker, SessionStarter, VerificationSender } from '@metagame/core';
import { ResendVerification } from '@metagame/core/identity/use-cases/resend-verification';
import { SignUp } from '@metagame/core/identity/use-cases/sign-up';
import { VerifyEmail } from '@metagame/core/identity/use-cases/verify-email';
import { BackgroundTasks } from './background-tasks.js';
import { areaModule, construct, provide, setting } from './binding.js';
import { chooseMailer } from './choose-mailer.js';
import { TOKENS as T } from './tokens.js';

/** Self-registration: signup, email verification codes, the mailer and the work a request leaves running. */
export const signupModule = areaModule([
  provide(T.VerificationRepo, (get) => new MikroOrmVerificationRepo(get(T.Orm).sql)),
  provide(T.CodeGenerator, () => new RandomCodeGenerator()),
  provide(T.CodeHasher, () => new Sha256CodeHasher()),
  provide(T.Mailer, (get) => chooseMailer(get(T.Config), get(T.Logger))),
  provide(T.BackgroundTasks, (get) => {
    const orm = get(T.Orm);
    return new BackgroundTasks(get(T.Logger), (task) => RequestContext.create(orm.em, task));
  }),

  construct(
    VerificationSender,
    T.VerificationRepo,
    T.CodeGenerator,
    T.CodeHasher,
    T.Mailer,
    T.IdGenerator,
    T.Clock,
    setting(({ signup, recovery }) => ({ ...signup, resetCodeTtlMinutes: recovery.resetCodeTtlMinutes })),
  ),
  construct(
    SignUp,
    T.UserRepo,
    T.PasswordHasher,
    VerificationSender,
    SessionStarter,
    AuditTrail,
    T.UnitOfWork,
    T.IdGenerator,
    T.Clock,
    T.Logger,
    setting(({ signup }) => signup.requireEmailVerification),
  ),
  construct(
    VerifyEmail,
    T.UserRepo,
    T.VerificationRepo,
    CodeChecker,
    SessionStarter,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
    setting(({ signup }) => signup.maxAttempts),
  ),
  construct(
    ResendVerification,
    T.UserRepo,
    VerificationSender,
    T.UnitOfWork,
    T.Clock,
    T.Logger,
    setting(({ signup }) => signup.resendCooldownSeconds),
  ),
]);
