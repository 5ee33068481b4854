import type { Clock } from '../../shared/clock.js';
import type { IdGenerator } from '../../shared/id-generator.js';
import type { CodeHasher } from '../ports/code-hasher.js';
import type { TotpCrypto } from '../ports/totp-crypto.js';
import type { TotpRepo } from '../ports/totp-repo.js';
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_DRIFT_STEPS, TOTP_ISSUER, timeStep, type TotpFactor } from './totp.js';
import type { User } from './user.js';

/** How a second factor was proven, or why not. */
export type FactorCheck = 'totp' | 'recovery_code' | 'wrong' | 'replayed' | 'unreadable';

const TOTP_SHAPE = new RegExp(`^[0-9]{${TOTP_DIGITS}}$`);
/** Recovery codes are compared without case, spaces or dashes, as people copy them. */
const normaliseRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

/**
 * The second factor's rules, shared by login, enrolment and disabling: a TOTP code of the current
 * step ± TOTP_DRIFT_STEPS, accepted once (the step is recorded by a compare-and-set, so a replay
 * or a concurrent second use is refused), or an unused recovery code (each single use).
 */
export class SecondFactor {
  constructor(
    private readonly repo: TotpRepo,
    private readonly crypto: TotpCrypto,
    private readonly hasher: CodeHasher,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  /** A fresh pending factor for `user` (replacing a pending one): the secret and its otpauth URI. */
  async startEnrolment(user: User): Promise<{ secret: string; otpauthUri: string } | 'already_enabled'> {
    const secret = this.crypto.newSecret();
    const factor: TotpFactor = {
      userId: user.id,
      secretSealed: this.crypto.seal(secret),
      createdAt: this.clock.now(),
      enabledAt: null,
      lastUsedStep: null,
    };
    if (!(await this.repo.putPending(factor))) return 'already_enabled';
    return { secret: this.crypto.base32(secret), otpauthUri: this.crypto.keyUri(TOTP_ISSUER, user.email, secret) };
  }

  /**
   * Checks `code` against the factor: a TOTP code (enabling a pending factor when it is right), or,
   * when `allowRecovery` and the factor is on, a recovery code, which is spent.
   */
  async check(factor: TotpFactor, code: string, allowRecovery: boolean): Promise<FactorCheck> {
    const trimmed = code.trim();
    if (TOTP_SHAPE.test(trimmed)) {
      const secret = this.crypto.open(factor.secretSealed);
      if (!secret) return 'unreadable';
      const now = this.clock.now();
      const current = timeStep(now);
      for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step += 1) {
        if (this.crypto.codeAt(secret, step) !== trimmed) continue;
        if (factor.lastUsedStep !== null && step <= factor.lastUsedStep) return 'replayed';
        const enableAt = factor.enabledAt ? undefined : now;
        return (await this.repo.useStep(factor.userId, step, enableAt)) ? 'totp' : 'replayed';
      }
      return 'wrong';
    }
    if (!allowRecovery || !factor.enabledAt) return 'wrong';
    const used = await this.repo.useRecoveryCode(
      factor.userId,
      this.hasher.hash(normaliseRecoveryCode(trimmed), factor.userId),
      this.clock.now(),
    );
    return used ? 'recovery_code' : 'wrong';
  }

  /** Ten new recovery codes: stored as hashes (replacing any earlier ones), returned in the clear once. */
  async newRecoveryCodes(userId: string): Promise<string[]> {
    const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => this.crypto.newRecoveryCode());
    await this.repo.replaceRecoveryCodes(
      userId,
      codes.map((code) => ({ id: this.ids.newId(), codeHash: this.hasher.hash(normaliseRecoveryCode(code), userId) })),
    );
    return codes;
  }
}
