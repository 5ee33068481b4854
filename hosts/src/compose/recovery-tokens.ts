import type { ServiceIdentifier } from 'inversify';
import type {
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
  TotpCrypto,
  TotpRepo,
} from '@metagame/core';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of identity III (password reset, email change, TOTP); spread into TOKENS. */
export const RECOVERY_TOKENS = {
  CodeChecker: token<CodeChecker>('CodeChecker'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  RequestEmailChange: token<RequestEmailChange>('RequestEmailChange'),
  ConfirmEmailChange: token<ConfirmEmailChange>('ConfirmEmailChange'),
  TotpRepo: token<TotpRepo>('TotpRepo'),
  TotpCrypto: token<TotpCrypto>('TotpCrypto'),
  SecondFactor: token<SecondFactor>('SecondFactor'),
  LoginGate: token<LoginGate>('LoginGate'),
  StartTotpEnrolment: token<StartTotpEnrolment>('StartTotpEnrolment'),
  ConfirmTotpEnrolment: token<ConfirmTotpEnrolment>('ConfirmTotpEnrolment'),
  DisableTotp: token<DisableTotp>('DisableTotp'),
  GetTotpStatus: token<GetTotpStatus>('GetTotpStatus'),
  CompleteSecondFactor: token<CompleteSecondFactor>('CompleteSecondFactor'),
} as const;
