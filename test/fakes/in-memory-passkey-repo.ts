import type { Passkey, PasskeyChallenge, PasskeyRepo } from '@metagame/core';

/** PasskeyRepo in Maps, honouring the same contract as the database adapter (test/contracts/passkey-repo.contract.ts). */
export class InMemoryPasskeyRepo implements PasskeyRepo {
  /** By id; `rows` so SnapshotUnitOfWork can roll it back. */
  readonly rows = new Map<string, Passkey>();
  private readonly challenges = new Map<string, PasskeyChallenge>();

  async insert(passkey: Passkey): Promise<'inserted' | 'credential_taken'> {
    if ([...this.rows.values()].some((p) => p.credentialId === passkey.credentialId)) return 'credential_taken';
    this.rows.set(passkey.id, { ...passkey, transports: [...passkey.transports] });
    return 'inserted';
  }

  async findByCredentialId(credentialId: string): Promise<Passkey | null> {
    const found = [...this.rows.values()].find((p) => p.credentialId === credentialId);
    return found ? { ...found } : null;
  }

  async listByUser(userId: string): Promise<Passkey[]> {
    return [...this.rows.values()]
      .filter((p) => p.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((p) => ({ ...p }));
  }

  async rename(userId: string, id: string, name: string): Promise<Passkey | null> {
    const found = this.rows.get(id);
    if (found?.userId !== userId) return null;
    const renamed = { ...found, name };
    this.rows.set(id, renamed);
    return { ...renamed };
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (this.rows.get(id)?.userId !== userId) return false;
    return this.rows.delete(id);
  }

  async recordUse(id: string, expectedCount: number, signCount: number, backedUp: boolean, at: Date): Promise<boolean> {
    const found = this.rows.get(id);
    if (found?.signCount !== expectedCount) return false;
    this.rows.set(id, { ...found, signCount, backedUp, lastUsedAt: at });
    return true;
  }

  async insertChallenge(challenge: PasskeyChallenge): Promise<void> {
    if (this.challenges.has(challenge.challenge)) throw new Error('duplicate challenge');
    this.challenges.set(challenge.challenge, { ...challenge });
  }

  async takeChallenge(challenge: string, now: Date): Promise<PasskeyChallenge | null> {
    const found = this.challenges.get(challenge);
    if (!found) return null;
    this.challenges.delete(challenge);
    return found.expiresAt.getTime() > now.getTime() ? { ...found } : null;
  }

  async deleteExpiredChallenges(now: Date): Promise<number> {
    let deleted = 0;
    for (const [key, c] of this.challenges)
      if (c.expiresAt.getTime() < now.getTime()) deleted += Number(this.challenges.delete(key));
    return deleted;
  }
}
