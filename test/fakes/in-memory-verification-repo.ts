import type { AttemptOutcome, VerificationRecord, VerificationRepo } from '@metagame/core';

/** VerificationRepo in a Map keyed by user id, honouring the contract of test/contracts. */
export class InMemoryVerificationRepo implements VerificationRepo {
  readonly rows = new Map<string, VerificationRecord>();

  async findByUserId(userId: string): Promise<VerificationRecord | null> {
    return this.rows.get(userId) ?? null;
  }

  async put(record: VerificationRecord, replaceIfSentBy: Date): Promise<'stored' | 'cooldown'> {
    const current = this.rows.get(record.userId);
    if (current && current.lastSentAt.getTime() > replaceIfSentBy.getTime()) return 'cooldown';
    this.rows.set(record.userId, { ...record });
    return 'stored';
  }

  async countAttempt(recordId: string, maxAttempts: number): Promise<AttemptOutcome> {
    const record = [...this.rows.values()].find((r) => r.id === recordId);
    if (!record) return 'missing';
    if (record.attempts >= maxAttempts) return 'exhausted';
    this.rows.set(record.userId, { ...record, attempts: record.attempts + 1 });
    return 'counted';
  }

  async delete(recordId: string): Promise<boolean> {
    const record = [...this.rows.values()].find((r) => r.id === recordId);
    return record ? this.rows.delete(record.userId) : false;
  }
}
