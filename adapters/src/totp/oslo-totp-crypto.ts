import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import type { TotpCrypto } from '@metagame/core';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
/** Recovery code alphabet without look-alikes (no 0/o, 1/l/i). */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const SEAL_VERSION = 'v1';

/**
 * TOTP with @oslojs/otp: HOTP at the step the core computes from its Clock (RFC 6238 is HOTP of
 * the time step), 30 s, 6 digits, SHA-1, and the otpauth URI authenticator apps scan. Secrets are
 * 20 random bytes, sealed at rest with AES-256-GCM under a key derived from SECRET_KEY by HKDF-SHA256
 * (its own `info`, so it is not the JWT key): a database dump alone does not reveal them, and a
 * changed SECRET_KEY makes them unreadable (their owners enrol again; an admin can disable).
 */
export class OsloTotpCrypto implements TotpCrypto {
  private readonly key: Buffer;

  constructor(secretKey: string) {
    this.key = Buffer.from(hkdfSync('sha256', secretKey, 'metagame-totp', 'metagame totp secret sealing v1', 32));
  }

  newSecret(): Uint8Array {
    return new Uint8Array(randomBytes(20));
  }

  base32(secret: Uint8Array): string {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of secret) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += BASE32[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
    }
    if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
    return out;
  }

  keyUri(issuer: string, accountName: string, secret: Uint8Array): string {
    return createTOTPKeyURI(issuer, accountName, secret, 30, 6);
  }

  codeAt(secret: Uint8Array, step: number): string {
    return generateHOTP(secret, BigInt(step), 6);
  }

  newRecoveryCode(): string {
    const bytes = randomBytes(10);
    const chars = [...bytes].map((b) => RECOVERY_ALPHABET[b % RECOVERY_ALPHABET.length]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  }

  newChallengeToken(): string {
    return randomBytes(32).toString('base64url');
  }

  challengeId(token: string): string {
    return createHash('sha256').update(token, 'utf8').digest('hex');
  }

  seal(secret: Uint8Array): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(secret), cipher.final()]);
    return [
      SEAL_VERSION,
      iv.toString('base64url'),
      body.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
    ].join('.');
  }

  open(sealed: string): Uint8Array | null {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== SEAL_VERSION || !iv || !body || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return new Uint8Array(Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]));
    } catch {
      return null;
    }
  }
}
