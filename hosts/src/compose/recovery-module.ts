import { MikroOrmTotpRepo, OsloTotpCrypto } from '@metagame/adapters';
import { AuditTrail, CodeChecker, LoginGate, SecondFactor, SessionStarter, VerificationSender } from '@metagame/core';
import { CompleteSecondFactor } from '@metagame/core/identity/use-cases/complete-second-factor';
import { ConfirmEmailChange } from '@metagame/core/identity/use-cases/confirm-email-change';
import { ConfirmTotpEnrolment } from '@metagame/core/identity/use-cases/confirm-totp-enrolment';
import { DisableTotp } from '@metagame/core/identity/use-cases/disable-totp';
import { GetTotpStatus } from '@metagame/core/identity/use-cases/get-totp-status';
import { RequestEmailChange } from '@metagame/core/identity/use-cases/request-email-change';
import { RequestPasswordReset } from '@metagame/core/identity/use-cases/request-password-reset';
import { ResetPassword } from '@metagame/core/identity/use-cases/reset-password';
import { RemoveTotpByOperator } from '@metagame/core/identity/use-cases/remove-totp-by-operator';
import { SetPasswordByOperator } from '@metagame/core/identity/use-cases/set-password-by-operator';
import { StartTotpEnrolment } from '@metagame/core/identity/use-cases/start-totp-enrolment';
import { areaModule, construct, provide, setting } from './binding.js';
import { TOKENS as T } from './tokens.js';

/**
 * Password reset and email change on the signup code machinery, the TOTP second factor, and the
 * operator's command-line way out of both.
 */
export const recoveryModule = areaModule([
  provide(T.TotpRepo, (get) => new MikroOrmTotpRepo(get(T.Orm).sql)),
  provide(T.TotpCrypto, (get) => new OsloTotpCrypto(get(T.Config).auth.secretKey)),

  construct(CodeChecker, T.VerificationRepo, T.CodeHasher, T.Clock),
  construct(SecondFactor, T.TotpRepo, T.TotpCrypto, T.CodeHasher, T.IdGenerator, T.Clock),
  construct(
    LoginGate,
    T.TotpRepo,
    SecondFactor,
    T.TotpCrypto,
    T.Clock,
    setting(({ recovery }) => recovery.totpRequiredForAdmins),
  ),

  construct(
    RequestPasswordReset,
    T.UserRepo,
    VerificationSender,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
    T.Logger,
    setting(({ signup }) => signup.resendCooldownSeconds),
  ),
  construct(
    ResetPassword,
    T.UserRepo,
    T.VerificationRepo,
    CodeChecker,
    T.PasswordHasher,
    T.SessionRepo,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
    setting(({ recovery }) => recovery.resetMaxAttempts),
  ),
  construct(
    RequestEmailChange,
    T.UserRepo,
    T.PasswordHasher,
    VerificationSender,
    T.Mailer,
    AuditTrail,
    T.UnitOfWork,
    T.Logger,
  ),
  construct(
    ConfirmEmailChange,
    T.UserRepo,
    T.VerificationRepo,
    CodeChecker,
    T.SessionRepo,
    SessionStarter,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
    setting(({ signup }) => signup.maxAttempts),
  ),
  construct(StartTotpEnrolment, T.UserRepo, SecondFactor, AuditTrail, T.UnitOfWork),
  construct(ConfirmTotpEnrolment, T.TotpRepo, SecondFactor, T.UserRepo, AuditTrail, T.UnitOfWork),
  construct(DisableTotp, T.UserRepo, T.PasswordHasher, T.TotpRepo, SecondFactor, AuditTrail, T.UnitOfWork),
  construct(GetTotpStatus, T.TotpRepo),
  construct(
    CompleteSecondFactor,
    T.UserRepo,
    T.TotpRepo,
    SecondFactor,
    T.TotpCrypto,
    SessionStarter,
    AuditTrail,
    T.UnitOfWork,
    T.Clock,
    T.AuditLog,
  ),
  construct(SetPasswordByOperator, T.UserRepo, T.PasswordHasher, T.SessionRepo, AuditTrail, T.UnitOfWork, T.Clock),
  construct(RemoveTotpByOperator, T.UserRepo, T.TotpRepo, AuditTrail, T.UnitOfWork),
]);
