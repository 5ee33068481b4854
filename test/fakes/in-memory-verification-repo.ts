import type { AttemptOutcome, CodePurpose, VerificationRecord, VerificationRepo } from '@metagame/core';

const keyOf = (userId: string, purpose: CodePurpose = 'email_verification'): string => `${userId}/${purpose}`;

/** VerificationRepo in a Map keyed by user id and purpose, honouring the contract of test/contracts. */
export class InMemoryVerificationRepo implements VerificationRepo {
  readonly rows = new Map<string, VerificationRecord>();

  async findByUserId(userId: string, purpose?: CodePurpose): Promise<VerificationRecord | null> {
    return this.rows.get(keyOf(userId, purpose)) ?? null;
  }

  async put(record: VerificationRecord, replaceIfSentBy: Date): Promise<'stored' | 'cooldown'> {
    const key = keyOf(record.userId, record.purpose);
    const current = this.rows.get(key);
    if (current && current.lastSentAt.getTime() > replaceIfSentBy.getTime()) return 'cooldown';
    this.rows.set(key, { ...record });
    return 'stored';
  }

  async countAttempt(recordId: string, maxAttempts: number): Promise<AttemptOutcome> {
    const entry = [...this.rows.entries()].find(([, r]) => r.id === recordId);
    if (!entry) return 'missing';
    const [key, record] = entry;
    if (record.attempts >= maxAttempts) return 'exhausted';
    this.rows.set(key, { ...record, attempts: record.attempts + 1 });
    return 'counted';
  }

  async delete(recordId: string): Promise<boolean> {
    const entry = [...this.rows.entries()].find(([, r]) => r.id === recordId);
    return entry ? this.rows.delete(entry[0]) : false;
  }
}
