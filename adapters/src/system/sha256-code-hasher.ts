import { createHash, timingSafeEqual } from 'node:crypto';
import type { CodeHasher } from '@metagame/core';

/**
 * SHA-256 over the code's bytes followed by the 16 bytes of the user's UUID, as 64 hex
 * characters. A 6-digit code has only 10^6 values, so the hash does not make a stolen table safe;
 * binding it to the user id stops one precomputed table serving every account.
 */
export class Sha256CodeHasher implements CodeHasher {
  hash(code: string, userId: string): string {
    return createHash('sha256').update(Buffer.from(code, 'utf8')).update(uuidBytes(userId)).digest('hex');
  }

  matches(code: string, userId: string, codeHash: string): boolean {
    const expected = Buffer.from(codeHash, 'hex');
    const actual = Buffer.from(this.hash(code, userId), 'hex');
    if (expected.length !== actual.length) return false;
    return timingSafeEqual(expected, actual);
  }
}

function uuidBytes(uuid: string): Buffer {
  const hex = uuid.replaceAll('-', '');
  if (!/^[0-9a-fA-F]{32}$/.test(hex)) throw new TypeError('Sha256CodeHasher: user id is not a UUID');
  return Buffer.from(hex, 'hex');
}
