import type { Clock } from '../../shared/clock.js';
import { err, ok, type Result } from '../../shared/result.js';
import type { UnitOfWork } from '../../shared/unit-of-work.js';
import type { AuditTrail } from '../entities/audit-trail.js';
import type { SecondFactor } from '../entities/second-factor.js';
import type { ClientInfo } from '../entities/session.js';
import type { SessionStarter } from '../entities/session-starter.js';
import type { TokenPair } from '../entities/token-claims.js';
import {
  LOGIN_CHALLENGE_MAX_ATTEMPTS,
  SECOND_FACTOR_FAILURE_WINDOW_MINUTES,
  SECOND_FACTOR_FAILURES_PER_ACCOUNT,
} from '../entities/totp.js';
import type { AuditLog } from '../ports/audit-log.js';
import { invalidSecondFactor, type InvalidSecondFactor } from '../errors.js';
import type { TotpCrypto } from '../ports/totp-crypto.js';
import type { TotpRepo } from '../ports/totp-repo.js';
import type { UserRepo } from '../ports/user-repo.js';

export interface CompleteSecondFactorInput {
  readonly challengeToken: string;
  readonly code: string;
  readonly client?: ClientInfo;
}
export interface CompleteSecondFactorOutput {
  readonly tokens: TokenPair;
  /** Only when this login turned TOTP on (an admin's enrolment challenge): shown this once. */
  readonly recoveryCodes: string[] | null;
}

/**
 * The second call of a login with TOTP on: the challenge from the first and a code (or a recovery
 * code). A challenge lives LOGIN_CHALLENGE_TTL_MINUTES, allows LOGIN_CHALLENGE_MAX_ATTEMPTS codes
 * (counted before they are compared, across processes) and is single use. Every failure (unknown,
 * expired or spent challenge, wrong or replayed code, account deactivated meanwhile) answers the
 * same INVALID_SECOND_FACTOR; the audit trail records the reason. After
 * SECOND_FACTOR_FAILURES_PER_ACCOUNT failures within SECOND_FACTOR_FAILURE_WINDOW_MINUTES (counted in
 * the audit trail, so across challenges, addresses and processes) no code is evaluated until the
 * window has moved on.
 */
export class CompleteSecondFactor {
  constructor(
    private readonly users: UserRepo,
    private readonly repo: TotpRepo,
    private readonly factors: SecondFactor,
    private readonly crypto: TotpCrypto,
    private readonly sessions: SessionStarter,
    private readonly audit: AuditTrail,
    private readonly uow: UnitOfWork,
    private readonly clock: Clock,
    /** Read to count the account's recent failures (the audit trail is shared by every process). */
    private readonly auditLog: AuditLog,
  ) {}

  async execute(input: CompleteSecondFactorInput): Promise<Result<CompleteSecondFactorOutput, InvalidSecondFactor>> {
    const challenge = await this.repo.findChallenge(this.crypto.challengeId(input.challengeToken));
    if (!challenge || challenge.expiresAt.getTime() <= this.clock.now().getTime()) return err(invalidSecondFactor());
    if ((await this.repo.countChallengeAttempt(challenge.id, LOGIN_CHALLENGE_MAX_ATTEMPTS)) !== 'counted')
      return this.fail(challenge.userId, null, 'challenge_exhausted', input.client);
    if (await this.tooManyFailures(challenge.userId))
      return this.fail(challenge.userId, null, 'account_limit', input.client);
    const user = await this.users.findById(challenge.userId);
    const factor = await this.repo.find(challenge.userId);
    if (!user || !factor) return err(invalidSecondFactor());
    const enrolling = !factor.enabledAt;
    const checked = await this.factors.check(factor, input.code, !enrolling);
    if (checked !== 'totp' && checked !== 'recovery_code') return this.fail(user.id, user.email, checked, input.client);
    if (!user.isActive) return this.fail(user.id, user.email, 'inactive_account', input.client);
    return this.uow.run(async () => {
      if (!(await this.repo.deleteChallenge(challenge.id))) return err(invalidSecondFactor());
      const recoveryCodes = enrolling ? await this.factors.newRecoveryCodes(user.id) : null;
      if (enrolling)
        await this.audit.record('totp.enabled', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { via: 'login' },
        });
      if (checked === 'recovery_code') {
        await this.audit.record('totp.recovery_code_used', {
          userId: user.id,
          email: user.email,
          client: input.client,
          details: { left: await this.repo.recoveryCodesLeft(user.id) },
        });
      }
      const { session, tokens } = await this.sessions.start(user, input.client);
      await this.audit.record('login.succeeded', {
        userId: user.id,
        sessionId: session.id,
        email: user.email,
        client: input.client,
        details: { second_factor: checked },
      });
      return ok({ tokens, recoveryCodes });
    });
  }

  private async tooManyFailures(userId: string): Promise<boolean> {
    const from = new Date(this.clock.now().getTime() - SECOND_FACTOR_FAILURE_WINDOW_MINUTES * 60_000);
    const { total } = await this.auditLog.list(
      { userId, type: 'login.second_factor_failed', from },
      { limit: 1, offset: 0 },
    );
    return total >= SECOND_FACTOR_FAILURES_PER_ACCOUNT;
  }

  private async fail(
    userId: string,
    email: string | null,
    reason: string,
    client: ClientInfo | undefined,
  ): Promise<Result<never, InvalidSecondFactor>> {
    await this.uow.run(() =>
      this.audit.record('login.second_factor_failed', { userId, email, client, details: { reason } }),
    );
    return err(invalidSecondFactor());
  }
}
