import type { ServiceIdentifier } from 'inversify';
import type {
  CodeGenerator,
  CodeHasher,
  Mailer,
  ResendVerification,
  SignUp,
  VerificationRepo,
  VerificationSender,
  VerifyEmail,
} from '@metagame/core';
import type { BackgroundTasks } from './background-tasks.js';

const token = <T>(name: string): ServiceIdentifier<T> => Symbol.for(`metagame.${name}`);

/** Service identifiers of self-registration; spread into TOKENS. */
export const SIGNUP_TOKENS = {
  VerificationRepo: token<VerificationRepo>('VerificationRepo'),
  CodeGenerator: token<CodeGenerator>('CodeGenerator'),
  CodeHasher: token<CodeHasher>('CodeHasher'),
  Mailer: token<Mailer>('Mailer'),
  VerificationSender: token<VerificationSender>('VerificationSender'),
  SignUp: token<SignUp>('SignUp'),
  VerifyEmail: token<VerifyEmail>('VerifyEmail'),
  ResendVerification: token<ResendVerification>('ResendVerification'),
  BackgroundTasks: token<BackgroundTasks>('BackgroundTasks'),
} as const;
