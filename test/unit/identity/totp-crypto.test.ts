import { describe, expect, it } from 'vitest';
import { OsloTotpCrypto } from '@metagame/adapters';
import { totpAt } from '../../http/totp-helpers.js';

const RFC_SECRET = new TextEncoder().encode('12345678901234567890');

describe('OsloTotpCrypto', () => {
  const crypto = new OsloTotpCrypto('secret-key-one');

  it('gives the RFC 6238 SHA-1 test vectors (6 digits) at the step the core chooses', () => {
    // RFC 6238 appendix B: T = 59 s → 94287082, T = 1111111109 s → 07081804 (last 6 digits).
    expect(crypto.codeAt(RFC_SECRET, Math.floor(59 / 30))).toBe('287082');
    expect(crypto.codeAt(RFC_SECRET, Math.floor(1_111_111_109 / 30))).toBe('081804');
  });

  it('spells the secret in base32 as an authenticator app reads it (checked against an independent RFC 6238 implementation)', () => {
    const secret = crypto.newSecret();
    const at = new Date('2026-06-01T12:00:00Z');
    expect(totpAt(crypto.base32(secret), at)).toBe(crypto.codeAt(secret, Math.floor(at.getTime() / 30_000)));
  });

  it('seals a secret so only the same SECRET_KEY opens it, and refuses a tampered value', () => {
    const secret = crypto.newSecret();
    const sealed = crypto.seal(secret);
    expect(sealed).not.toContain(Buffer.from(secret).toString('base64url'));
    expect(crypto.seal(secret)).not.toBe(sealed);
    expect(crypto.open(sealed)).toEqual(secret);
    expect(new OsloTotpCrypto('secret-key-two').open(sealed)).toBeNull();
    const [v, iv, body, tag] = sealed.split('.');
    const flipped = `${body![0] === 'A' ? 'B' : 'A'}${body!.slice(1)}`;
    expect(crypto.open([v, iv, flipped, tag].join('.'))).toBeNull();
    expect(crypto.open('garbage')).toBeNull();
  });

  it('makes distinct recovery codes and challenge tokens, and stores challenges only as a hash', () => {
    const codes = new Set(Array.from({ length: 50 }, () => crypto.newRecoveryCode()));
    expect(codes.size).toBe(50);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const token = crypto.newChallengeToken();
    expect(crypto.challengeId(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(crypto.challengeId(token)).not.toContain(token);
  });
});
