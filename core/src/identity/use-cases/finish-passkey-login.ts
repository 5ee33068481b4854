import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import { counterWentBack, type Passkey } from '../entities/passkey.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { TokenPair } from '../entities/token-claims.js';
import type { User } from '../entities/user.js';
import { passkeyCloned, passkeyLoginFailed, type PasskeyCloned, type PasskeyLoginFailed } from '../errors.js';
import { isRefusal, type PasskeyAssertionJson, type PasskeyCeremony } from '../ports/passkey-ceremony.js';
import type { PasskeyRepo } from '../ports/passkey-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface FinishPasskeyLoginInput {
  readonly credential: PasskeyAssertionJson;
  readonly client?: ClientInfo;
}
export type FinishPasskeyLoginOutput = TokenPair;

/**
 * The second call of a passkey login: the browser's assertion. Answers the same token pair (and a
 * new session) as a password login, and no second-factor challenge: a passkey with user
 * verification is already two factors (the device, and the PIN or biometric that unlocked it).
 * Every failure but one answers PASSKEY_LOGIN_FAILED (the audit trail keeps the reason): a
 * challenge unknown, expired or spent (each is single use), an unknown credential, a response that
 * does not verify, an inactive account. The exception is a signature counter that did not grow:
 * a copy of the credential is in use, so the assertion is refused with PASSKEY_CLONED and recorded.
 */
export class FinishPasskeyLogin {
  constructor(
    private readonly users: UserRepo,
    private readonly repo: PasskeyRepo,
    private readonly ceremony: PasskeyCeremony,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
  ) {}

  async execute(
    input: FinishPasskeyLoginInput,
  ): Promise<Result<FinishPasskeyLoginOutput, PasskeyLoginFailed | PasskeyCloned>> {
    const now = this.clock.now();
    const value = this.ceremony.challengeOf(input.credential);
    const challenge = value === null ? null : await this.repo.takeChallenge(value, now);
    if (challenge?.purpose !== 'login') return this.fail(null, 'challenge', input.client);
    const passkey = await this.repo.findByCredentialId(input.credential.id);
    const user = passkey ? await this.users.findById(passkey.userId) : null;
    if (!passkey || !user) return this.fail(null, 'unknown_credential', input.client);
    const verified = await this.ceremony.verifyAssertion(input.credential, challenge.challenge, passkey);
    if (isRefusal(verified)) return this.fail(user, verified.refused, input.client);
    if (counterWentBack(passkey.signCount, verified.signCount))
      return this.cloned(user, passkey, verified.signCount, input.client);
    if (!user.isActive) return this.fail(user, 'inactive_account', input.client);
    const recorded = await this.uow.run(async () => {
      if (!(await this.repo.recordUse(passkey.id, passkey.signCount, verified.signCount, verified.backedUp, now)))
        return null;
      const { session, tokens } = await this.sessions.start(user, input.client);
      await this.audit.record('login.succeeded', {
        userId: user.id,
        sessionId: session.id,
        email: user.email,
        client: input.client,
        details: { via: 'passkey', credential: passkey.id },
      });
      return tokens;
    });
    // The counter moved between our read and our write: another assertion with it won the race.
    return recorded ? ok(recorded) : this.cloned(user, passkey, verified.signCount, input.client);
  }

  private async fail(user: User | null, reason: string, client: ClientInfo | undefined) {
    await this.uow.run(() =>
      this.audit.record('login.failed', {
        userId: user?.id ?? null,
        email: user?.email ?? null,
        client,
        details: { reason, via: 'passkey' },
      }),
    );
    return err(passkeyLoginFailed());
  }

  private async cloned(user: User, passkey: Passkey, presented: number, client: ClientInfo | undefined) {
    await this.uow.run(() =>
      this.audit.record('passkey.clone_detected', {
        userId: user.id,
        email: user.email,
        client,
        details: {
          credential: passkey.id,
          name: passkey.name,
          counter_stored: passkey.signCount,
          counter_presented: presented,
        },
      }),
    );
    return err(passkeyCloned());
  }
}
