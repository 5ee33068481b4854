import { EntitySchema } from '@mikro-orm/core';
import type { VerificationRecord } from '@metagame/core';

/** Row shape of `email_verifications` (spec 2.6); `user_id` is unique and cascades from `users`. */
export type VerificationRow = { -readonly [K in keyof VerificationRecord]: VerificationRecord[K] };

export const VerificationSchema = new EntitySchema<VerificationRow>({
  name: 'EmailVerification',
  tableName: 'email_verifications',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid', unique: true },
    codeHash: { type: 'string', length: 64 },
    expiresAt: { type: 'Date' },
    attempts: { type: 'integer' },
    lastSentAt: { type: 'Date' },
  },
});
