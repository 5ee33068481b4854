import { EntitySchema } from '@mikro-orm/core';
import type { UserSettings } from '@metagame/core';

export type UserSettingsRecord = { -readonly [K in keyof UserSettings]: UserSettings[K] };

export const UserSettingsSchema = new EntitySchema<UserSettingsRecord>({
  name: 'UserSettings',
  tableName: 'user_settings',
  properties: {
    userId: { type: 'uuid', primary: true },
    dataShared: { type: 'boolean' },
    activePersonalDeckId: { type: 'uuid', nullable: true },
  },
});
