import { EntitySchema } from '@mikro-orm/core';
import type { Session } from '@metagame/core';

/** Row shape of `auth_sessions`; columns are the snake_case of these properties. */
export type SessionRecord = { -readonly [K in keyof Session]: Session[K] };

export const SessionSchema = new EntitySchema<SessionRecord>({
  name: 'AuthSession',
  tableName: 'auth_sessions',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    createdAt: { type: 'Date' },
    lastUsedAt: { type: 'Date' },
    expiresAt: { type: 'Date' },
    revokedAt: { type: 'Date', nullable: true },
    refreshGeneration: { type: 'integer' },
    userAgent: { type: 'string', length: 255, nullable: true },
    ipAddress: { type: 'string', length: 64, nullable: true },
  },
});
