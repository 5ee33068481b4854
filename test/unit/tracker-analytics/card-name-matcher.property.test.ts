import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CardNameMatcher, normaliseCardText } from '@metagame/core';

/** The rule written the slow, obvious way: every name, whole words, longest then alphabetical. */
function naiveLongest(names: string[], text: string): string | null {
  const haystack = normaliseCardText(text);
  const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const hits = [...new Set(names.map(normaliseCardText))]
    .filter((n) => n !== '' && new RegExp(`(?<![\\p{L}\\p{N}_])${escape(n)}(?![\\p{L}\\p{N}_])`, 'u').test(haystack))
    .sort((a, b) => b.length - a.length || (a < b ? -1 : 1));
  return hits[0] ?? null;
}

const word = fc.constantFrom(
  'bolt',
  'Bolt',
  'boltwing',
  'lightning',
  'opt',
  'Opt',
  'wear',
  'tear',
  "urza's",
  'saga',
  '4',
  'x',
);
const phrase = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const separator = fc.constantFrom(' ', ', ', ' // ', '-', ' (');

describe('CardNameMatcher (property)', () => {
  it('agrees with the naive longest whole-word search', () => {
    fc.assert(
      fc.property(
        fc.array(phrase, { maxLength: 8 }),
        fc.array(fc.tuple(phrase, separator), { maxLength: 5 }),
        (names, parts) => {
          const text = parts.map(([p, s]) => p + s).join('');
          expect(new CardNameMatcher(names).longestMatch(text)).toBe(naiveLongest(names, text));
        },
      ),
      { numRuns: 500 },
    );
  });
});
