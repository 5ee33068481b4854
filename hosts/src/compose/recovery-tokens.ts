import type { ServiceIdentifier } from 'inversify';
import type { CodeChecker, ConfirmEmailChange, RequestEmailChange, RequestPasswordReset, ResetPassword } from '@metagame/core';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of identity III's account recovery (password reset, email change); spread into TOKENS. */
export const RECOVERY_TOKENS = {
  CodeChecker: token<CodeChecker>('CodeChecker'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  RequestEmailChange: token<RequestEmailChange>('RequestEmailChange'),
  ConfirmEmailChange: token<ConfirmEmailChange>('ConfirmEmailChange'),
} as const;
