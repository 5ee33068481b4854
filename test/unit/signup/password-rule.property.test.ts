import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildOpenApi, ALL_ROUTES, signupSchemas } from '@metagame/contracts';
import { isStrongPassword } from '@metagame/core';

type Doc = { components: { schemas: Record<string, { properties: Record<string, { pattern?: string }> }> } };
const doc = buildOpenApi(ALL_ROUTES, { title: 't', version: '1', description: 'd' }) as Doc;
const publishedPattern = doc.components.schemas.UserCreate!.properties.password!.pattern!;
/** JSON Schema validators (ajv) match `pattern` with the `u` flag: characters are code points. */
const published = new RegExp(publishedPattern, 'u');

/** The server's validator on the signup path: the UserSignup body schema. */
const serverAccepts = (password: string) =>
  signupSchemas.UserSignup.safeParse({ email: 'p@example.com', password }).success;

/**
 * The password rule written out by hand: ≥12 characters (code points), a lower, an upper, a digit
 * and a symbol (not \w, not \s).
 */
const specAccepts = (p: string) =>
  [...p].length >= 12 && /[a-z]/.test(p) && /[A-Z]/.test(p) && /\d/.test(p) && /[^\w\s]/.test(p);

/** Every request string must also be storable as sent (no NUL, no unpaired surrogate), password or not. */
const storable = (s: string) =>
  !s.includes('\u0000') && !/[\uD800-\uDFFF]/.test(s.replace(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g, ''));

/** Strings built from the characters the rule cares about, so both answers come up often. */
const ruleAlphabet = fc.constantFrom(...'aZ9_ !-\t\nÄé€😀'.split(''), 'a', 'B', '3', '#', ' ', '_', '\u00a0', '\u2028');
const candidates = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ maxLength: 40, unit: 'binary' }),
  fc.string({ minLength: 8, maxLength: 24, unit: ruleAlphabet }),
);

describe('the password rule', () => {
  it('is published as the pattern of UserCreate.password and of UserSignup.password', () => {
    expect(doc.components.schemas.UserSignup!.properties.password!.pattern).toBe(publishedPattern);
  });

  it('agrees between the published regex, the server validator (which also refuses unstorable strings), the core policy and the hand-written rule', () => {
    fc.assert(
      fc.property(candidates, (password) => {
        const expected = published.test(password);
        expect(serverAccepts(password)).toBe(expected && storable(password));
        expect(isStrongPassword(password)).toBe(expected);
        expect(specAccepts(password)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });

  it('sees both outcomes in the generated strings (the property is not vacuous)', () => {
    const sample = fc.sample(candidates, 3_000);
    expect(sample.some((p) => published.test(p))).toBe(true);
    expect(sample.some((p) => !published.test(p))).toBe(true);
  });

  /** Regression: the rule counted UTF-16 units, so 8 letters and 2 emoji passed as 12 characters. */
  it('counts characters as code points: 11 characters with an emoji are too short, 12 are enough', () => {
    const eleven = 'Aa1!aaaaaa😀';
    const twelve = 'Aa1!aaaaaaa😀';
    expect(eleven.length).toBe(12);
    expect([isStrongPassword(eleven), serverAccepts(eleven), published.test(eleven)]).toEqual([false, false, false]);
    expect([isStrongPassword(twelve), serverAccepts(twelve), published.test(twelve)]).toEqual([true, true, true]);
  });
});
