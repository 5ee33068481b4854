import type { Sql } from '../runner/sql.js';
import { raw } from '@mikro-orm/core';
import type { AttemptOutcome, CodePurpose, VerificationRecord, VerificationRepo } from '@metagame/core';
import { VerificationSchema, type VerificationRow } from '../schemas/identity/verification-schema.js';
import { isUniqueViolation } from '../unique-violation.js';

/**
 * VerificationRepo on MikroORM. Every write is one native statement whose WHERE clause carries the
 * rule (cooldown, attempt limit), so concurrent requests and several server processes cannot break
 * it; the affected-row count tells the caller who won. Reads bypass the identity map.
 */
export class MikroOrmVerificationRepo implements VerificationRepo {
  constructor(private readonly sql: Sql) {}

  async findByUserId(userId: string, purpose: CodePurpose = 'email_verification'): Promise<VerificationRecord | null> {
    const row = await this.sql.em.findOne(VerificationSchema, { userId, purpose }, { disableIdentityMap: true });
    return row ? toDomain(row) : null;
  }

  async put(record: VerificationRecord, replaceIfSentBy: Date): Promise<'stored' | 'cooldown'> {
    const { userId, purpose, newEmail, ...rest } = toRow(record);
    const fields = { ...rest, newEmail };
    const replaced = await this.sql.em.nativeUpdate(
      VerificationSchema,
      { userId, purpose, lastSentAt: { $lte: replaceIfSentBy } },
      fields,
    );
    if (replaced > 0) return 'stored';
    // No row was due: either there is none (the insert wins) or a younger one exists (the unique index
    // refuses it). The insert runs in its own savepoint, so that refusal does not abort the caller's
    // Postgres transaction.
    try {
      await this.sql.em.transactional((em) => em.insert(VerificationSchema, toRow(record)));
      return 'stored';
    } catch (error) {
      if (isUniqueViolation(error)) return 'cooldown';
      throw error;
    }
  }

  async countAttempt(recordId: string, maxAttempts: number): Promise<AttemptOutcome> {
    const counted = await this.sql.em.nativeUpdate(
      VerificationSchema,
      { id: recordId, attempts: { $lt: maxAttempts } },
      { attempts: raw('attempts + 1') },
    );
    if (counted > 0) return 'counted';
    const exists = await this.sql.em.count(VerificationSchema, { id: recordId });
    return exists > 0 ? 'exhausted' : 'missing';
  }

  async delete(recordId: string): Promise<boolean> {
    return (await this.sql.em.nativeDelete(VerificationSchema, { id: recordId })) > 0;
  }
}

const toRow = (record: VerificationRecord): VerificationRow => ({
  ...record,
  purpose: record.purpose ?? 'email_verification',
  newEmail: record.newEmail ?? null,
});

/** The signup code reads back without `purpose` (its default) and every code without an absent `newEmail`. */
const toDomain = (row: VerificationRow): VerificationRecord => ({
  id: row.id,
  userId: row.userId,
  codeHash: row.codeHash,
  expiresAt: new Date(row.expiresAt),
  attempts: Number(row.attempts),
  lastSentAt: new Date(row.lastSentAt),
  ...(row.purpose === 'email_verification' ? {} : { purpose: row.purpose }),
  ...(row.newEmail === null || row.newEmail === undefined ? {} : { newEmail: row.newEmail }),
});
