import {
  hasPassword,
  type LinkedIdentity,
  type LinkedIdentityRepo,
  type PasskeyRepo,
  type SignInMethodSet,
  type UserRepo,
} from '@metagame/core';

/**
 * LinkedIdentityRepo in a Map, honouring the same contract as the database adapter
 * (test/contracts/linked-identity-repo.contract.ts); it reads passwords from the users fake and
 * passkeys from the passkeys fake.
 */
export class InMemoryLinkedIdentityRepo implements LinkedIdentityRepo {
  readonly rows = new Map<string, LinkedIdentity>();

  constructor(
    private readonly users: UserRepo,
    /** The passkeys a user holds, also a way to sign in (none when not given). */
    private readonly passkeys: Pick<PasskeyRepo, 'listByUser'> = { listByUser: () => Promise.resolve([]) },
  ) {}

  async insert(identity: LinkedIdentity): Promise<'inserted' | 'taken'> {
    if (await this.findBySubject(identity.issuer, identity.subject)) return 'taken';
    this.rows.set(identity.id, { ...identity });
    return 'inserted';
  }

  async findBySubject(issuer: string, subject: string): Promise<LinkedIdentity | null> {
    const found = [...this.rows.values()].find((i) => i.issuer === issuer && i.subject === subject);
    return found ? { ...found } : null;
  }

  async listByUser(userId: string): Promise<LinkedIdentity[]> {
    return [...this.rows.values()]
      .filter((i) => i.userId === userId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((i) => ({ ...i }));
  }

  async delete(userId: string, id: string): Promise<boolean> {
    if (this.rows.get(id)?.userId !== userId) return false;
    return this.rows.delete(id);
  }

  async touch(id: string, at: Date): Promise<void> {
    const row = this.rows.get(id);
    if (row) this.rows.set(id, { ...row, lastUsedAt: at });
  }

  async signInMethods(userId: string): Promise<SignInMethodSet> {
    const user = await this.users.findById(userId);
    return {
      password: user !== null && hasPassword(user),
      linkedIdentities: (await this.listByUser(userId)).length,
      passkeys: (await this.passkeys.listByUser(userId)).length,
    };
  }
}
