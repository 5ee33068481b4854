import { CapturingMailer } from '@metagame/testkit';
import { ResendVerification, SignUp, VerificationSender, VerifyEmail, type VerificationPolicy } from '@metagame/core';
import { CapturingLogger } from '../support/quiet-logger.js';
import { identityFakes } from './identity-fixture.js';
import { InMemoryVerificationRepo } from './in-memory-verification-repo.js';
import { PlainCodeHasher } from './plain-code-hasher.js';
import { SequenceCodeGenerator } from './sequence-code-generator.js';
import { SnapshotUnitOfWork } from './snapshot-unit-of-work.js';

export const SIGNUP_POLICY: VerificationPolicy = { codeTtlMinutes: 15, maxAttempts: 5, resendCooldownSeconds: 60, frontendBaseUrl: 'https://app.example.com' };

/** The signup use cases wired on in-memory fakes; `mailer.messages` is the outbox. */
export function signupFakes(options: { requireEmailVerification?: boolean; codes?: string[] } = {}) {
  const f = identityFakes();
  const verifications = new InMemoryVerificationRepo();
  const codes = new SequenceCodeGenerator(options.codes);
  const codeHasher = new PlainCodeHasher();
  const mailer = new CapturingMailer();
  const logger = new CapturingLogger();
  const uow = new SnapshotUnitOfWork([f.users, verifications]);
  const sender = new VerificationSender(verifications, codes, codeHasher, mailer, f.ids, f.clock, SIGNUP_POLICY);
  const signUp = new SignUp(f.users, f.hasher, sender, f.issuer, uow, f.ids, f.clock, logger, options.requireEmailVerification ?? true);
  const verify = new VerifyEmail(f.users, verifications, codeHasher, f.issuer, uow, f.clock, SIGNUP_POLICY.maxAttempts);
  const resend = new ResendVerification(f.users, sender, uow, f.clock, logger, SIGNUP_POLICY.resendCooldownSeconds);
  return { ...f, verifications, codes, codeHasher, mailer, logger, uow, sender, signUp, verify, resend };
}
