import type { Sql } from '../runner/sql.js';
import { defaultSettings, type SharedUser, type UserSettings, type UserSettingsRepo } from '@metagame/core';
import { UserSchema } from '../schemas/identity/user-schema.js';
import { UserSettingsSchema, type UserSettingsRecord } from '../schemas/tracker/user-settings-schema.js';
import { isUniqueViolation } from '../unique-violation.js';

/** UserSettingsRepo on MikroORM: reads bypass the identity map, writes are native statements. */
export class MikroOrmUserSettingsRepo implements UserSettingsRepo {
  constructor(private readonly sql: Sql) {}

  async find(userId: string): Promise<UserSettings | null> {
    const record = await this.sql.em.findOne(UserSettingsSchema, { userId }, { disableIdentityMap: true });
    return record ? toDomain(record) : null;
  }

  async findOrCreate(userId: string): Promise<UserSettings> {
    const found = await this.find(userId);
    if (found) return found;
    try {
      // A savepoint, so losing the race to a concurrent first read does not abort an outer transaction.
      await this.sql.em.transactional((em) => em.insert(UserSettingsSchema, defaultSettings(userId)));
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    const created = await this.find(userId);
    if (!created) throw new Error(`settings of user ${userId} vanished after insert`);
    return created;
  }

  async save(settings: UserSettings): Promise<void> {
    const { userId, ...changes } = settings;
    await this.sql.em.nativeUpdate(UserSettingsSchema, { userId }, changes);
  }

  async clearActiveDeck(userId: string, personalDeckId: string): Promise<void> {
    await this.sql.em.nativeUpdate(
      UserSettingsSchema,
      { userId, activePersonalDeckId: personalDeckId },
      { activePersonalDeckId: null },
    );
  }

  async listSharing(exceptUserId: string): Promise<SharedUser[]> {
    const sharing = await this.sql.em.find(
      UserSettingsSchema,
      { dataShared: true, userId: { $ne: exceptUserId } },
      { disableIdentityMap: true, fields: ['userId'] },
    );
    if (sharing.length === 0) return [];
    const users = await this.sql.em.find(
      UserSchema,
      { id: { $in: sharing.map((s) => s.userId) }, isActive: true },
      { disableIdentityMap: true, orderBy: { email: 'asc' }, fields: ['id', 'email', 'displayName'] },
    );
    return users.map((u) => ({ id: u.id, email: u.email, displayName: u.displayName ?? null }));
  }
}

const toDomain = (record: UserSettingsRecord): UserSettings => ({
  userId: record.userId,
  dataShared: Boolean(record.dataShared),
  activePersonalDeckId: record.activePersonalDeckId ?? null,
});
