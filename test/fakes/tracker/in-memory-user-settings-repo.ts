import { defaultSettings, type SharedUser, type UserSettings, type UserSettingsRepo } from '@metagame/core';
import type { InMemoryUserRepo } from '../in-memory-user-repo.js';

/** UserSettingsRepo in a Map; reads the users fake for /shared-users, as the SQL adapter joins users. */
export class InMemoryUserSettingsRepo implements UserSettingsRepo {
  readonly rows = new Map<string, UserSettings>();

  constructor(private readonly users: InMemoryUserRepo) {}

  async find(userId: string): Promise<UserSettings | null> {
    return this.rows.get(userId) ?? null;
  }

  async findOrCreate(userId: string): Promise<UserSettings> {
    if (!this.rows.has(userId)) this.rows.set(userId, defaultSettings(userId));
    return this.rows.get(userId)!;
  }

  async save(settings: UserSettings): Promise<void> {
    if (this.rows.has(settings.userId)) this.rows.set(settings.userId, { ...settings });
  }

  async clearActiveDeck(userId: string, personalDeckId: string): Promise<void> {
    const current = this.rows.get(userId);
    if (current?.activePersonalDeckId === personalDeckId)
      this.rows.set(userId, { ...current, activePersonalDeckId: null });
  }

  async listSharing(exceptUserId: string): Promise<SharedUser[]> {
    const sharing = [...this.rows.values()].filter((s) => s.dataShared && s.userId !== exceptUserId);
    return sharing
      .map((s) => this.users.rows.get(s.userId))
      .filter((u) => u !== undefined && u.isActive)
      .map((u) => ({ id: u!.id, email: u!.email, displayName: u!.displayName }))
      .sort((x, y) => x.email.localeCompare(y.email));
  }
}
