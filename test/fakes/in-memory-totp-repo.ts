import type { AttemptOutcome, LoginChallenge, TotpFactor, TotpRepo } from '@metagame/core';

interface RecoveryCode {
  readonly id: string;
  readonly codeHash: string;
  usedAt: Date | null;
}

/** TotpRepo in Maps, honouring the same contract as the database adapter (test/contracts/totp-repo.contract.ts). */
export class InMemoryTotpRepo implements TotpRepo {
  private readonly factors = new Map<string, TotpFactor>();
  private readonly recoveryCodes = new Map<string, RecoveryCode[]>();
  private readonly challenges = new Map<string, LoginChallenge>();

  async find(userId: string): Promise<TotpFactor | null> {
    const factor = this.factors.get(userId);
    return factor ? { ...factor } : null;
  }

  async putPending(factor: TotpFactor): Promise<boolean> {
    if (this.factors.get(factor.userId)?.enabledAt) return false;
    this.factors.set(factor.userId, { ...factor });
    return true;
  }

  async useStep(userId: string, step: number, enableAt?: Date): Promise<boolean> {
    const factor = this.factors.get(userId);
    if (!factor || (factor.lastUsedStep !== null && factor.lastUsedStep >= step)) return false;
    this.factors.set(userId, { ...factor, lastUsedStep: step, ...(enableAt ? { enabledAt: enableAt } : {}) });
    return true;
  }

  async delete(userId: string): Promise<void> {
    this.factors.delete(userId);
    this.recoveryCodes.delete(userId);
  }

  async replaceRecoveryCodes(userId: string, hashes: readonly { id: string; codeHash: string }[]): Promise<void> {
    this.recoveryCodes.set(
      userId,
      hashes.map(({ id, codeHash }) => ({ id, codeHash, usedAt: null })),
    );
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    const code = this.recoveryCodes.get(userId)?.find((c) => c.codeHash === codeHash && c.usedAt === null);
    if (!code) return false;
    code.usedAt = at;
    return true;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    return (this.recoveryCodes.get(userId) ?? []).filter((c) => c.usedAt === null).length;
  }

  async insertChallenge(challenge: LoginChallenge): Promise<void> {
    if (this.challenges.has(challenge.id)) throw new Error(`duplicate login challenge ${challenge.id}`);
    this.challenges.set(challenge.id, { ...challenge });
  }

  async findChallenge(id: string): Promise<LoginChallenge | null> {
    const challenge = this.challenges.get(id);
    return challenge ? { ...challenge } : null;
  }

  async countChallengeAttempt(id: string, maxAttempts: number): Promise<AttemptOutcome> {
    const challenge = this.challenges.get(id);
    if (!challenge) return 'missing';
    if (challenge.attempts >= maxAttempts) return 'exhausted';
    this.challenges.set(id, { ...challenge, attempts: challenge.attempts + 1 });
    return 'counted';
  }

  async deleteChallenge(id: string): Promise<boolean> {
    return this.challenges.delete(id);
  }

  async deleteExpiredChallenges(now: Date): Promise<number> {
    let deleted = 0;
    for (const [id, challenge] of this.challenges) {
      if (challenge.expiresAt < now) deleted += Number(this.challenges.delete(id));
    }
    return deleted;
  }
}
