import { EntitySchema } from '@mikro-orm/core';
import type { User } from '@metagame/core';

/** Row shape of `users`; columns are the snake_case of these properties (UnderscoreNamingStrategy). */
export type UserRecord = { -readonly [K in keyof User]: User[K] };

export const UserSchema = new EntitySchema<UserRecord>({
  name: 'User',
  tableName: 'users',
  properties: {
    id: { type: 'uuid', primary: true },
    email: { type: 'string', length: 255, unique: true },
    hashedPassword: { type: 'string', length: 255 },
    role: { type: 'string', length: 32 },
    isActive: { type: 'boolean' },
    isVerified: { type: 'boolean' },
    displayName: { type: 'string', length: 100, nullable: true },
    tokenVersion: { type: 'integer' },
    createdAt: { type: 'Date' },
    updatedAt: { type: 'Date' },
  },
});
