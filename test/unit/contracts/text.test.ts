import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { identitySchemas, Text } from '@metagame/contracts';

const messages = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

/**
 * The one string schema every request string is built from (contracts `Text`), so every string is
 * one the databases store as sent.
 */
describe('Text', () => {
  const text = Text(10);

  it('accepts exactly max characters', () => {
    expect(text.safeParse('x'.repeat(10)).success).toBe(true);
  });

  it('refuses one character more than max', () => {
    expect(text.safeParse('x'.repeat(11)).success).toBe(false);
  });

  it('refuses a NUL character anywhere, saying so', () => {
    for (const value of ['\u0000', 'a\u0000', '\u0000b', 'a\u0000b'])
      expect(messages(text.safeParse(value)), JSON.stringify(value)).toEqual(['Must not contain NUL characters.']);
  });

  it('refuses a lone high surrogate, a lone low surrogate and a reversed pair, saying so', () => {
    for (const value of ['\uD800', 'a\uD800b', '\uDC00', 'a\uDFFFb', '\uDC00\uD800']) {
      expect(messages(text.safeParse(value)), JSON.stringify(value)).toEqual([
        expect.stringMatching(/unpaired UTF-16 surrogates/),
      ]);
    }
  });

  it('accepts characters outside the BMP (well-formed surrogate pairs)', () => {
    expect(text.safeParse('🂡 𝔘 😀').success).toBe(true);
  });

  it('accepts quotes, backslashes and SQL meta-characters as plain text', () => {
    expect(text.parse(`'"\\%_;--`)).toBe(`'"\\%_;--`);
  });

  it('accepts every well-formed string without NUL of up to max characters (code points), and nothing else', () => {
    const wellFormed = (s: string) => !/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));
    fc.assert(
      fc.property(
        fc.string({ unit: 'binary', maxLength: 14 }),
        fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 14 }),
        (a, b) => {
          for (const s of [a, b])
            expect(text.safeParse(s).success).toBe([...s].length <= 10 && !s.includes('\u0000') && wellFormed(s));
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('the login form (TokenRequest)', () => {
  const parse = (username: string) => identitySchemas.TokenRequest.safeParse({ username, password: 'x' });

  it('accepts an address without a top-level domain, as create-admin allows', () => {
    expect(parse('ops@localhost').success).toBe(true);
  });

  it('trims the username, as stored emails are trimmed', () => {
    expect(parse('  someone@example.com ').data?.username).toBe('someone@example.com');
  });

  it('refuses a username that is not an email address', () => {
    for (const username of ['someone', '@example.com', 'someone@', 'two words@example.com'])
      expect(parse(username).success, username).toBe(false);
  });

  it('refuses a username longer than 255 characters', () => {
    expect(parse(`${'a'.repeat(244)}@example.com`).success).toBe(false);
  });
});
