import { EntitySchema } from '@mikro-orm/core';
import type { LoginChallenge, TotpFactor } from '@metagame/core';

/** Row shape of `user_totp` (m0014); the secret column holds the sealed secret only. */
export type TotpRecord = { -readonly [K in keyof TotpFactor]: TotpFactor[K] };

export const TotpSchema = new EntitySchema<TotpRecord>({
  name: 'UserTotp',
  tableName: 'user_totp',
  properties: {
    userId: { type: 'uuid', primary: true },
    secretSealed: { type: 'string', length: 255, fieldName: 'secret_ciphertext' },
    createdAt: { type: 'Date' },
    enabledAt: { type: 'Date', nullable: true },
    lastUsedStep: { type: 'integer', columnType: 'bigint', nullable: true },
  },
});

export interface RecoveryCodeRecord {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: Date | null;
}

export const RecoveryCodeSchema = new EntitySchema<RecoveryCodeRecord>({
  name: 'TotpRecoveryCode',
  tableName: 'totp_recovery_codes',
  properties: {
    id: { type: 'uuid', primary: true },
    userId: { type: 'uuid' },
    codeHash: { type: 'string', length: 64 },
    usedAt: { type: 'Date', nullable: true },
  },
});

export type LoginChallengeRecord = { -readonly [K in keyof LoginChallenge]: LoginChallenge[K] };

export const LoginChallengeSchema = new EntitySchema<LoginChallengeRecord>({
  name: 'LoginChallenge',
  tableName: 'login_challenges',
  properties: {
    id: { type: 'string', length: 64, primary: true },
    userId: { type: 'uuid' },
    expiresAt: { type: 'Date' },
    attempts: { type: 'integer' },
  },
});

export const TOTP_SCHEMAS = [TotpSchema, RecoveryCodeSchema, LoginChallengeSchema];
