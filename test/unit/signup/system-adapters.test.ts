import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { RandomCodeGenerator, Sha256CodeHasher, smtpTransportOptions } from '@metagame/adapters';

describe('RandomCodeGenerator', () => {
  it('yields 6 digits, zero-padded, spread evenly over 000000–999999', () => {
    const generator = new RandomCodeGenerator();
    const buckets = new Array<number>(10).fill(0);
    const samples = 50_000;
    for (let i = 0; i < samples; i += 1) {
      const code = generator.newCode();
      expect(code).toMatch(/^\d{6}$/);
      buckets[Number(code[0])]! += 1;
    }
    // Chi-square over the leading digit, 9 degrees of freedom: 27.9 is the 0.1% critical value.
    const expected = samples / 10;
    const chi = buckets.reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    expect(chi).toBeLessThan(27.9);
  });
});

describe('Sha256CodeHasher', () => {
  const userId = '0f1e2d3c-4b5a-4968-8776-a5b4c3d2e1f0';
  const hasher = new Sha256CodeHasher();

  it('hashes SHA-256 over the code bytes followed by the 16 bytes of the user id', () => {
    const expected = createHash('sha256')
      .update(Buffer.concat([Buffer.from('042917'), Buffer.from('0f1e2d3c4b5a49688776a5b4c3d2e1f0', 'hex')]))
      .digest('hex');
    expect(hasher.hash('042917', userId)).toBe(expected);
  });

  it('matches only the same code for the same user; a malformed stored hash is false', () => {
    const hash = hasher.hash('042917', userId);
    expect(hasher.matches('042917', userId, hash)).toBe(true);
    expect(hasher.matches('042918', userId, hash)).toBe(false);
    expect(hasher.matches('042917', '00000000-0000-4000-8000-000000000001', hash)).toBe(false);
    expect(hasher.matches('042917', userId, 'not-hex')).toBe(false);
    expect(hasher.matches('042917', userId, '')).toBe(false);
  });
});

describe('smtpTransportOptions', () => {
  const base = { host: 'smtp.example.com', fromAddress: 'no-reply@example.com' };

  it('uses STARTTLS, required, on 587 with TLS on', () => {
    expect(smtpTransportOptions({ ...base, port: 587, useTls: true })).toMatchObject({
      port: 587,
      secure: false,
      requireTLS: true,
    });
  });

  it('uses implicit TLS on 465', () => {
    expect(smtpTransportOptions({ ...base, port: 465, useTls: true })).toMatchObject({ port: 465, secure: true });
  });

  it('speaks plain SMTP when TLS is off', () => {
    const options = smtpTransportOptions({ ...base, port: 2525, useTls: false });
    expect(options).toMatchObject({ secure: false, ignoreTLS: true });
    expect(options).not.toHaveProperty('requireTLS');
  });

  it('authenticates only when a username is set', () => {
    expect(smtpTransportOptions({ ...base, port: 587, useTls: true })).not.toHaveProperty('auth');
    expect(
      smtpTransportOptions({ ...base, port: 587, useTls: true, username: 'u@example.com', password: 'p' }).auth,
    ).toEqual({ user: 'u@example.com', pass: 'p' });
  });
});
