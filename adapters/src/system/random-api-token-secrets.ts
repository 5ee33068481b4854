import { createHash, randomBytes } from 'node:crypto';
import { API_TOKEN_BODY_LENGTH, type ApiTokenSecrets } from '@metagame/core';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** The largest multiple of 62 a byte holds: bytes at or above it are dropped, so each character is uniform. */
const UNBIASED = 248;

/**
 * API token secrets: 43 base62 characters from the platform CSPRNG (43 · log2 62 ≈ 256 bits). The
 * stored hash is a plain SHA-256, not Argon2: a slow, salted hash protects secrets people choose,
 * which an attacker holding the table can guess; nobody can search 2^256 random bodies, and a slow
 * hash would cost every API request tens of milliseconds. An unsalted hash also lets the unique index
 * find the row.
 */
export class RandomApiTokenSecrets implements ApiTokenSecrets {
  newBody(): string {
    let body = '';
    while (body.length < API_TOKEN_BODY_LENGTH) {
      for (const byte of randomBytes(64)) {
        if (byte < UNBIASED && body.length < API_TOKEN_BODY_LENGTH) body += BASE62[byte % 62];
      }
    }
    return body;
  }

  hash(secret: string): string {
    return createHash('sha256').update(secret, 'utf8').digest('hex');
  }
}
