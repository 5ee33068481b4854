import { raw } from '@mikro-orm/core';
import type { AttemptOutcome, LoginChallenge, TotpFactor, TotpRepo } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import {
  LoginChallengeSchema,
  RecoveryCodeSchema,
  TotpSchema,
  type TotpRecord,
} from '../schemas/identity/totp-schemas.js';
import { isUniqueViolation } from '../unique-violation.js';

/**
 * TotpRepo on MikroORM. Each rule that must hold across concurrent requests and processes (a step
 * used once, a recovery code spent once, a challenge's attempt limit, single use) is the WHERE
 * clause of one native statement; the affected-row count says who won.
 */
export class MikroOrmTotpRepo implements TotpRepo {
  constructor(private readonly sql: Sql) {}

  async find(userId: string): Promise<TotpFactor | null> {
    const row = await this.sql.em.findOne(TotpSchema, { userId }, { disableIdentityMap: true });
    return row ? toFactor(row) : null;
  }

  async putPending(factor: TotpFactor): Promise<boolean> {
    const { userId, ...fields } = factor;
    if ((await this.sql.em.nativeUpdate(TotpSchema, { userId, enabledAt: null }, fields)) > 0) return true;
    try {
      // A savepoint of its own: the primary key's refusal (TOTP already on) must not abort the caller's transaction.
      await this.sql.em.transactional((em) => em.insert(TotpSchema, { ...factor }));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async useStep(userId: string, step: number, enableAt?: Date): Promise<boolean> {
    const changed = await this.sql.em.nativeUpdate(
      TotpSchema,
      { userId, $or: [{ lastUsedStep: null }, { lastUsedStep: { $lt: step } }] },
      { lastUsedStep: step, ...(enableAt ? { enabledAt: enableAt } : {}) },
    );
    return changed > 0;
  }

  async delete(userId: string): Promise<void> {
    await this.sql.em.nativeDelete(RecoveryCodeSchema, { userId });
    await this.sql.em.nativeDelete(TotpSchema, { userId });
  }

  async replaceRecoveryCodes(userId: string, codes: readonly { id: string; codeHash: string }[]): Promise<void> {
    await this.sql.em.nativeDelete(RecoveryCodeSchema, { userId });
    if (codes.length > 0)
      await this.sql.em.insertMany(
        RecoveryCodeSchema,
        codes.map((c) => ({ ...c, userId, usedAt: null })),
      );
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    return (await this.sql.em.nativeUpdate(RecoveryCodeSchema, { userId, codeHash, usedAt: null }, { usedAt: at })) > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    return this.sql.em.count(RecoveryCodeSchema, { userId, usedAt: null });
  }

  async insertChallenge(challenge: LoginChallenge): Promise<void> {
    await this.sql.em.insert(LoginChallengeSchema, { ...challenge });
  }

  async findChallenge(id: string): Promise<LoginChallenge | null> {
    const row = await this.sql.em.findOne(LoginChallengeSchema, { id }, { disableIdentityMap: true });
    return row
      ? { id: row.id, userId: row.userId, expiresAt: new Date(row.expiresAt), attempts: Number(row.attempts) }
      : null;
  }

  async countChallengeAttempt(id: string, maxAttempts: number): Promise<AttemptOutcome> {
    const counted = await this.sql.em.nativeUpdate(
      LoginChallengeSchema,
      { id, attempts: { $lt: maxAttempts } },
      { attempts: raw('attempts + 1') },
    );
    if (counted > 0) return 'counted';
    return (await this.sql.em.count(LoginChallengeSchema, { id })) > 0 ? 'exhausted' : 'missing';
  }

  async deleteChallenge(id: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(LoginChallengeSchema, { id })) > 0;
  }

  async deleteExpiredChallenges(now: Date): Promise<number> {
    return this.sql.em.nativeDelete(LoginChallengeSchema, { expiresAt: { $lt: now } });
  }
}

const toFactor = (row: TotpRecord): TotpFactor => ({
  userId: row.userId,
  secretSealed: row.secretSealed,
  createdAt: new Date(row.createdAt),
  enabledAt: row.enabledAt === null || row.enabledAt === undefined ? null : new Date(row.enabledAt),
  lastUsedStep: row.lastUsedStep === null || row.lastUsedStep === undefined ? null : Number(row.lastUsedStep),
});
