import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { verificationLink } from '@metagame/core';

describe('verificationLink', () => {
  it('URL-encodes both values so every email and code parse back unchanged', () => {
    fc.assert(
      fc.property(
        fc.emailAddress(),
        fc.string({ minLength: 6, maxLength: 6, unit: fc.constantFrom(...'0123456789') }),
        (email, code) => {
          const url = new URL(verificationLink('https://app.example.com/base/', email, code));
          expect(url.pathname).toBe('/base/verify-email');
          expect(url.searchParams.get('email')).toBe(email);
          expect(url.searchParams.get('code')).toBe(code);
        },
      ),
    );
  });

  it('keeps characters that mean something in a query string intact', () => {
    const url = new URL(verificationLink('https://app.example.com', 'a+b&c=d@example.com', '012345'));
    expect(url.searchParams.get('email')).toBe('a+b&c=d@example.com');
    expect(url.search).toBe('?email=a%2Bb%26c%3Dd%40example.com&code=012345');
  });
});
