import { describe, expect, it } from 'vitest';
import { colourDecklist, parseDecklistRow, ratingVerdict, CardNameMatcher } from '@metagame/core';

const tests = (name: string, ...ratings: number[]) => ratings.map((rating) => ({ cardName: name, rating }));

describe('ratingVerdict (majority rule, docs/tracker-analytics.md)', () => {
  it.each([
    [[5], 'validated'],
    [[4, 4, 3], 'validated'],
    [[5, 5, 1], 'validated'],
    [[1], 'rejected'],
    [[2, 2, 3], 'rejected'],
    [[1, 1, 5], 'rejected'],
    [[3], 'in_test'],
    [[5, 1], 'in_test'], // tie: neither side holds more than half
    [[4, 4, 3, 3], 'in_test'], // exactly half high is not a majority
    [[2, 2, 3, 3], 'in_test'],
    [[4, 4, 2, 2], 'in_test'],
    [[4, 3, 2], 'in_test'],
    [[], 'neutral'],
  ] as const)('%j → %s', (ratings, status) => {
    expect(ratingVerdict(ratings)).toBe(status);
  });
});

describe('parseDecklistRow', () => {
  it.each([
    ['4 Lightning Bolt', 'Lightning Bolt', 4, false],
    ['4x Lightning Bolt', 'Lightning Bolt', 4, false],
    ['4X Lightning Bolt', 'Lightning Bolt', 4, false],
    ['x4 Lightning Bolt', 'Lightning Bolt', 4, false],
    ['(4) Lightning Bolt', 'Lightning Bolt', 4, false],
    ['[4] Lightning Bolt', 'Lightning Bolt', 4, false],
    ['4 Lightning Bolt (M11) 149', 'Lightning Bolt', 4, false],
    ['1 Dark Ritual (PLST) A25-82', 'Dark Ritual', 1, false],
    ['4 Lightning Bolt (M11)', 'Lightning Bolt', 4, false],
    ['SB: 2 Duress', 'Duress', 2, true],
    ['sb: 2 Duress', 'Duress', 2, true],
    ['1 Thalia *F*', 'Thalia', 1, false],
    ['Lightning Bolt', 'Lightning Bolt', 1, false],
    ['4\tLightning Bolt', 'Lightning Bolt', 4, false],
    ['Lightning Bolt 3', 'Lightning Bolt', 3, false],
    ['Lightning Bolt x2', 'Lightning Bolt', 2, false],
    ['12 Snow-Covered Island', 'Snow-Covered Island', 12, false],
  ] as const)('reads the card text and quantity of %j', (line, cardText, quantity, sideboardPrefix) => {
    expect(parseDecklistRow(line)).toEqual({ kind: 'card', line, cardText, quantity, sideboardPrefix });
  });

  it.each([
    'Deck',
    'Sideboard',
    'sideboard:',
    'SIDEBOARD:',
    'Sideboard (15)',
    'Commander',
    'Companion',
    'Main Deck',
    'Maybeboard',
  ])('%j is a header', (line) => {
    expect(parseDecklistRow(line).kind).toBe('header');
  });

  it('reads a header word with a quantity as a card', () => {
    expect(parseDecklistRow('1 Commander')).toMatchObject({ kind: 'card', cardText: 'Commander' });
  });

  it('classifies blank lines and comments', () => {
    expect(parseDecklistRow('   ').kind).toBe('blank');
    expect(parseDecklistRow('// Burn').kind).toBe('comment');
    expect(parseDecklistRow('# note').kind).toBe('comment');
  });
});

describe('CardNameMatcher', () => {
  const matcher = new CardNameMatcher(['Bolt', 'Lightning Bolt', 'Opt', "Urza's Saga", 'Wear // Tear']);

  it('prefers the longest name', () => {
    expect(matcher.longestMatch('Lightning Bolt')).toBe('lightning bolt');
  });

  it('matches whole words only', () => {
    expect(matcher.longestMatch('Boltwing Drake')).toBeNull();
    expect(matcher.longestMatch('Opttime')).toBeNull();
    expect(matcher.longestMatch('Chain Lightning Bolter')).toBeNull();
    expect(matcher.longestMatch('Bolt the Bird')).toBe('bolt');
  });

  it('is case-insensitive and normalises apostrophes and split-card slashes', () => {
    expect(matcher.longestMatch('LIGHTNING BOLT')).toBe('lightning bolt');
    expect(matcher.longestMatch('Urza’s Saga')).toBe("urza's saga");
    expect(matcher.longestMatch('Wear/Tear')).toBe('wear // tear');
    expect(matcher.longestMatch('Wear /// Tear')).toBe('wear // tear');
  });
});

describe('colourDecklist: the longest tested name in a row decides, the majority of its ratings colours it', () => {
  const content = [
    'Deck',
    '4 Lightning Bolt (M11) 149',
    '4x Boltwing Drake',
    '2 Bolt Ally',
    '',
    'Sideboard',
    'SB: 2 Duress',
    '1 Counterspell',
  ].join('\n');

  it('keeps every row in place, headers and blank lines neutral', () => {
    const view = colourDecklist(content, [
      ...tests('Lightning Bolt', 5, 4),
      ...tests('Bolt', 1, 1),
      ...tests('Duress', 3),
    ]);
    expect(view).toEqual([
      { line: 'Deck', status: 'neutral' },
      { line: '4 Lightning Bolt (M11) 149', status: 'validated' },
      { line: '4x Boltwing Drake', status: 'neutral' },
      { line: '2 Bolt Ally', status: 'rejected' },
      { line: '', status: 'neutral' },
      { line: 'Sideboard', status: 'neutral' },
      { line: 'SB: 2 Duress', status: 'in_test' },
      { line: '1 Counterspell', status: 'neutral' },
    ]);
  });

  it('uses only the ratings of the longest name, not those of shorter names inside it', () => {
    const view = colourDecklist('4 Lightning Bolt', [...tests('Bolt', 5, 5, 5), ...tests('lightning bolt', 1)]);
    expect(view[0]!.status).toBe('rejected');
  });

  it('pools tests of the same name written with different case', () => {
    const view = colourDecklist('4 Lightning Bolt', [
      ...tests('LIGHTNING BOLT', 5),
      ...tests('lightning bolt', 4),
      ...tests('Lightning Bolt', 1),
    ]);
    expect(view[0]!.status).toBe('validated');
  });

  it('treats a tie of the majority rule as in_test', () => {
    expect(colourDecklist('4 Opt', tests('Opt', 5, 1))[0]!.status).toBe('in_test');
  });

  it('handles CRLF, a final newline and an empty list', () => {
    expect(colourDecklist('4 Opt\r\n1 Shock\r\n', tests('Opt', 5)).map((r) => r.line)).toEqual(['4 Opt', '1 Shock']);
    expect(colourDecklist('', tests('Opt', 5))).toEqual([]);
  });
});

describe('CardNameMatcher edge cases', () => {
  it('finds a name that starts mid-row and one that follows punctuation', () => {
    const matcher = new CardNameMatcher(['Bolt', 'Ancestral Recall']);
    expect(matcher.longestMatch('Sideboard plan: Bolt, then Ancestral Recall')).toBe('ancestral recall');
    expect(matcher.longestMatch('(Bolt)')).toBe('bolt');
  });

  it('breaks a tie between equally long names alphabetically', () => {
    expect(new CardNameMatcher(['Opt B', 'Opt A']).longestMatch('Opt A Opt B')).toBe('opt a');
  });

  it('ignores empty names', () => {
    expect(new CardNameMatcher(['', '   ']).longestMatch('anything')).toBeNull();
  });
});
