import { createHash, randomBytes } from 'node:crypto';
import type { SecretTickets } from '@metagame/core';

/**
 * 32 bytes from the platform CSPRNG as base64url. With 256 bits a stored hash needs no salt and no
 * slow hash: a plain SHA-256 that the primary key looks up is enough.
 */
export class RandomSecretTickets implements SecretTickets {
  newSecret(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }
}
