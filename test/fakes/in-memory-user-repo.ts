import type { NewUser, UpdateOptions, User, UserFilter, UserPatch, UserRepo } from '@metagame/core';

/** UserRepo in a Map, honouring the same contract as the database adapters (test/contracts). */
export class InMemoryUserRepo implements UserRepo {
  readonly rows = new Map<string, User>();

  async findById(id: string): Promise<User | null> {
    return this.rows.get(id) ?? null;
  }

  async findByEmail(email: string): Promise<User | null> {
    return [...this.rows.values()].find((u) => u.email === email) ?? null;
  }

  async insert(user: NewUser): Promise<'inserted' | 'email_taken'> {
    if (await this.findByEmail(user.email)) return 'email_taken';
    this.rows.set(user.id, { ...user, tokenVersion: user.tokenVersion ?? 0 });
    return 'inserted';
  }

  async update(id: string, patch: UserPatch, options: UpdateOptions = {}): Promise<User | null> {
    const user = this.rows.get(id);
    if (!user) return null;
    if (options.expectedTokenVersion !== undefined && user.tokenVersion !== options.expectedTokenVersion) return null;
    const updated = { ...user, ...patch, tokenVersion: user.tokenVersion + (options.bumpTokenVersion ? 1 : 0) };
    this.rows.set(id, updated);
    return updated;
  }

  async changeEmail(id: string, email: string, at: Date): Promise<User | 'email_taken' | null> {
    const holder = await this.findByEmail(email);
    if (holder && holder.id !== id) return 'email_taken';
    return this.update(id, { email, updatedAt: at }, { bumpTokenVersion: true });
  }

  async list(
    page: { limit: number; offset: number },
    filter: UserFilter = {},
  ): Promise<{ items: User[]; total: number }> {
    const all = [...this.rows.values()]
      .filter(
        (u) =>
          (filter.role === undefined || u.role === filter.role) &&
          (filter.isActive === undefined || u.isActive === filter.isActive) &&
          (filter.emailContains === undefined || u.email.includes(filter.emailContains.toLowerCase())),
      )
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
    return { items: all.slice(page.offset, page.offset + page.limit), total: all.length };
  }

  async delete(id: string): Promise<boolean> {
    return this.rows.delete(id);
  }
}
