import type { Container } from 'inversify';
import { CapturingMailer } from '@metagame/testkit';
import { TokenIssuer, VerificationSender, type VerificationPolicy } from '@metagame/core';
import { composeContainer, loadConfig, TOKENS, type Token } from '@metagame/hosts';
import { ResendVerification } from '@metagame/core/identity/use-cases/resend-verification';
import { SignUp } from '@metagame/core/identity/use-cases/sign-up';
import { VerifyEmail } from '@metagame/core/identity/use-cases/verify-email';
import { CapturingLogger } from '../support/quiet-logger.js';
import { identityFakes } from './identity-fixture.js';
import { InMemoryVerificationRepo } from './in-memory-verification-repo.js';
import { PlainCodeHasher } from './plain-code-hasher.js';
import { SequenceCodeGenerator } from './sequence-code-generator.js';
import { SnapshotUnitOfWork } from './snapshot-unit-of-work.js';

export const SIGNUP_POLICY: VerificationPolicy = {
  codeTtlMinutes: 15,
  maxAttempts: 5,
  resendCooldownSeconds: 60,
  frontendBaseUrl: 'https://app.example.com',
};

/**
 * The signup use cases on in-memory fakes, wired by the application's own composition root (only
 * the ports are replaced, so the wiring under test is the one the hosts run); `mailer.messages` is
 * the outbox.
 */
export async function signupFakes(options: { requireEmailVerification?: boolean; codes?: string[] } = {}) {
  const f = identityFakes();
  const verifications = new InMemoryVerificationRepo();
  const codes = new SequenceCodeGenerator(options.codes);
  const codeHasher = new PlainCodeHasher();
  const mailer = new CapturingMailer();
  const logger = new CapturingLogger();
  const uow = new SnapshotUnitOfWork([f.users, f.sessions, f.auditLog, verifications]);
  const config = loadConfig({
    REQUIRE_EMAIL_VERIFICATION: String(options.requireEmailVerification ?? true),
    VERIFICATION_CODE_TTL_MINUTES: String(SIGNUP_POLICY.codeTtlMinutes),
    VERIFICATION_MAX_ATTEMPTS: String(SIGNUP_POLICY.maxAttempts),
    VERIFICATION_RESEND_COOLDOWN_SECONDS: String(SIGNUP_POLICY.resendCooldownSeconds),
    FRONTEND_BASE_URL: SIGNUP_POLICY.frontendBaseUrl,
  });
  const container = await composeContainer(config, undefined, logger, async (c) => {
    await replace(c, TOKENS.UserRepo, f.users);
    await replace(c, TOKENS.SessionRepo, f.sessions);
    await replace(c, TOKENS.AuditLog, f.auditLog);
    await replace(c, TOKENS.PasswordHasher, f.hasher);
    await replace(c, TOKENS.TokenSigner, f.signer);
    await replace(c, TOKENS.Clock, f.clock);
    await replace(c, TOKENS.IdGenerator, f.ids);
    await replace(c, TOKENS.UnitOfWork, uow);
    await replace(c, TOKENS.VerificationRepo, verifications);
    await replace(c, TOKENS.CodeGenerator, codes);
    await replace(c, TOKENS.CodeHasher, codeHasher);
    await replace(c, TOKENS.Mailer, mailer);
  });
  return {
    ...f,
    verifications,
    codes,
    codeHasher,
    mailer,
    logger,
    uow,
    issuer: container.get(TokenIssuer),
    sender: container.get(VerificationSender),
    signUp: container.get(SignUp),
    verify: container.get(VerifyEmail),
    resend: container.get(ResendVerification),
  };
}

async function replace<T>(container: Container, token: Token<T>, value: T): Promise<void> {
  await container.unbind(token);
  container.bind(token).toConstantValue(value);
}
