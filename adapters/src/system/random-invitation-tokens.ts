import { createHash, randomBytes } from 'node:crypto';
import type { InvitationTokens } from '@metagame/core';

/**
 * Invitation tokens: 32 bytes from the platform CSPRNG as base64url (43 characters). With 256 bits
 * a stored hash needs no salt and no slow hash: nobody can search the token space, so a plain
 * SHA-256 that the unique index looks up is enough.
 */
export class RandomInvitationTokens implements InvitationTokens {
  newToken(): string {
    return randomBytes(32).toString('base64url');
  }

  hash(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }
}
