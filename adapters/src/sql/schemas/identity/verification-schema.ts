import { EntitySchema } from '@mikro-orm/core';
import type { CodePurpose, VerificationRecord } from '@metagame/core';

/** Row shape of `email_verifications` (signup, password reset and email change codes); (`user_id`, `purpose`) is unique, cascades from `users`. */
export type VerificationRow = {
  -readonly [K in keyof Omit<VerificationRecord, 'purpose' | 'newEmail'>]: VerificationRecord[K];
} & {
  purpose: CodePurpose;
  newEmail: string | null;
};

export const VerificationSchema = new EntitySchema<VerificationRow>({
  name: 'EmailVerification',
  tableName: 'email_verifications',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    purpose: { type: 'string', length: 32 },
    newEmail: { type: 'string', length: 255, nullable: true },
    codeHash: { type: 'string', length: 64 },
    expiresAt: { type: 'Date' },
    attempts: { type: 'integer' },
    lastSentAt: { type: 'Date' },
  },
});
