import type { Clock } from '../../shared/clock.js';
import type { TotpCrypto } from '../ports/totp-crypto.js';
import type { TotpRepo } from '../ports/totp-repo.js';
import type { SecondFactor } from './second-factor.js';
import { LOGIN_CHALLENGE_TTL_MINUTES } from './totp.js';
import type { User } from './user.js';

/**
 * What a password login answers instead of tokens when a second factor is due. `totp`: enter a code
 * from the app (or a recovery code). `totp_enrolment`: an admin without TOTP while
 * TOTP_REQUIRED_FOR_ADMINS is on; the challenge carries a new secret, and the code that completes
 * the login turns TOTP on (the answer then carries the recovery codes).
 */
export interface SecondFactorChallenge {
  readonly kind: 'totp' | 'totp_enrolment';
  readonly challengeToken: string;
  readonly expiresAt: Date;
  readonly secret?: string;
  readonly otpauthUri?: string;
}

/** True when a login answered a challenge rather than tokens. */
export const isSecondFactorChallenge = (answer: object): answer is SecondFactorChallenge => 'challengeToken' in answer;

/** Decides, after a right password, whether the login needs a second step, and opens it. */
export class LoginGate {
  constructor(
    private readonly repo: TotpRepo,
    private readonly factors: SecondFactor,
    private readonly crypto: TotpCrypto,
    private readonly clock: Clock,
    private readonly requiredForAdmins: boolean,
  ) {}

  async challengeFor(user: User): Promise<SecondFactorChallenge | null> {
    const factor = await this.repo.find(user.id);
    let enrolment: { secret: string; otpauthUri: string } | null = null;
    if (!factor?.enabledAt) {
      if (!(this.requiredForAdmins && user.role === 'admin')) return null;
      const started = await this.factors.startEnrolment(user);
      if (started === 'already_enabled') return this.challengeFor(user);
      enrolment = started;
    }
    const challengeToken = this.crypto.newChallengeToken();
    const expiresAt = new Date(this.clock.now().getTime() + LOGIN_CHALLENGE_TTL_MINUTES * 60_000);
    await this.repo.insertChallenge({
      id: this.crypto.challengeId(challengeToken),
      userId: user.id,
      expiresAt,
      attempts: 0,
    });
    return enrolment
      ? { kind: 'totp_enrolment', challengeToken, expiresAt, ...enrolment }
      : { kind: 'totp', challengeToken, expiresAt };
  }
}
