import { describe, expect, it } from 'vitest';
import { parseCardQuery, type CardQuery } from '@metagame/core';

const parsed = (text: string): CardQuery => {
  const result = parseCardQuery(text);
  if (!result.ok) throw new Error(`${text}: ${JSON.stringify(result.error)}`);
  return result.value;
};
const failure = (text: string) => {
  const result = parseCardQuery(text);
  if (result.ok) throw new Error(`${text} parsed: ${JSON.stringify(result.value)}`);
  return result.error;
};

describe('parseCardQuery: each keyword', () => {
  it('bare words are name word starts, one term each; a quoted phrase is one term', () => {
    expect(parsed('Lightning')).toEqual({ kind: 'words', field: 'name', words: ['lightning'] });
    expect(parsed('jötun GRUNT')).toEqual({
      kind: 'and',
      operands: [
        { kind: 'words', field: 'name', words: ['jotun'] },
        { kind: 'words', field: 'name', words: ['grunt'] },
      ],
    });
    expect(parsed('"Lim-Dûl\'s Vault"')).toEqual({ kind: 'words', field: 'name', words: ['lim', 'duls', 'vault'] });
    expect(parsed('name:bolt')).toEqual({ kind: 'words', field: 'name', words: ['bolt'] });
  });

  it('t: and o: take a word or a quoted phrase, as search keys', () => {
    expect(parsed('t:Creature')).toEqual({ kind: 'words', field: 'type', words: ['creature'] });
    expect(parsed('type:"legendary elf"')).toEqual({ kind: 'words', field: 'type', words: ['legendary', 'elf'] });
    expect(parsed('o:"draw a card"')).toEqual({ kind: 'words', field: 'oracle', words: ['draw', 'a', 'card'] });
    expect(parsed('oracle:+1/+1')).toEqual({ kind: 'words', field: 'oracle', words: ['1', '1'] });
  });

  it('c: means at least these colours, id: at most; = exact; counts, m and c', () => {
    expect(parsed('c:rg')).toEqual({ kind: 'colors', field: 'colors', op: '>=', mask: 8 | 16 });
    expect(parsed('c=u')).toEqual({ kind: 'colors', field: 'colors', op: '=', mask: 2 });
    expect(parsed('color<=WUB')).toEqual({ kind: 'colors', field: 'colors', op: '<=', mask: 7 });
    expect(parsed('c:green')).toEqual({ kind: 'colors', field: 'colors', op: '>=', mask: 16 });
    expect(parsed('id:wu')).toEqual({ kind: 'colors', field: 'identity', op: '<=', mask: 3 });
    expect(parsed('ci>=b')).toEqual({ kind: 'colors', field: 'identity', op: '>=', mask: 4 });
    expect(parsed('c:c')).toEqual({ kind: 'colors', field: 'colors', op: '=', mask: 0 });
    expect(parsed('id:colorless')).toEqual({ kind: 'colors', field: 'identity', op: '=', mask: 0 });
    expect(parsed('c:m')).toEqual({ kind: 'colorCount', field: 'colors', op: '>=', count: 2 });
    expect(parsed('id>=3')).toEqual({ kind: 'colorCount', field: 'identity', op: '>=', count: 3 });
  });

  it('mv, usd and eur compare numbers with every operator', () => {
    expect(parsed('mv:3')).toEqual({ kind: 'number', field: 'manaValue', op: '=', value: 3 });
    for (const op of ['=', '!=', '<', '<=', '>', '>='] as const)
      expect(parsed(`cmc${op}2`)).toEqual({ kind: 'number', field: 'manaValue', op, value: 2 });
    expect(parsed('usd<0.5')).toEqual({ kind: 'number', field: 'usd', op: '<', value: 0.5 });
    expect(parsed('eur>=10')).toEqual({ kind: 'number', field: 'eur', op: '>=', value: 10 });
  });

  it('s:, r:, f: and is:', () => {
    expect(parsed('s:lea')).toEqual({ kind: 'set', code: 'LEA' });
    expect(parsed('e=M10')).toEqual({ kind: 'set', code: 'M10' });
    expect(parsed('r:m')).toEqual({ kind: 'number', field: 'rarity', op: '=', value: 4 });
    expect(parsed('rarity>=rare')).toEqual({ kind: 'number', field: 'rarity', op: '>=', value: 2 });
    expect(parsed('f:Modern')).toEqual({ kind: 'legal', format: 'modern' });
    expect(parsed('legal:commander')).toEqual({ kind: 'legal', format: 'commander' });
    for (const what of ['split', 'dfc', 'mdfc', 'transform', 'meld', 'flip', 'adventure', 'token'])
      expect(parsed(`is:${what}`)).toEqual({ kind: 'is', what });
  });
});

describe('parseCardQuery: combining', () => {
  const bolt = { kind: 'words', field: 'name', words: ['bolt'] };
  const red = { kind: 'colors', field: 'colors', op: '>=', mask: 8 };
  const blue = { kind: 'colors', field: 'colors', op: '>=', mask: 2 };

  it('and binds tighter than or; parentheses group; - negates a term or a group', () => {
    expect(parsed('bolt c:r or c:u')).toEqual({ kind: 'or', operands: [{ kind: 'and', operands: [bolt, red] }, blue] });
    expect(parsed('bolt (c:r OR c:u)')).toEqual({
      kind: 'and',
      operands: [bolt, { kind: 'or', operands: [red, blue] }],
    });
    expect(parsed('-c:r')).toEqual({ kind: 'not', operand: red });
    expect(parsed('-(c:r or c:u) bolt')).toEqual({
      kind: 'and',
      operands: [{ kind: 'not', operand: { kind: 'or', operands: [red, blue] } }, bolt],
    });
    expect(parsed('bolt and c:r')).toEqual({ kind: 'and', operands: [bolt, red] });
    expect(parsed('((bolt))')).toEqual(bolt);
  });

  it('a hyphen inside a word is part of it; punctuation-only words are dropped', () => {
    expect(parsed('lim-dul')).toEqual({ kind: 'words', field: 'name', words: ['lim', 'dul'] });
    expect(parsed('bolt -')).toEqual({ kind: 'words', field: 'name', words: ['bolt'] });
    expect(parsed('fire // ice')).toEqual({
      kind: 'and',
      operands: [
        { kind: 'words', field: 'name', words: ['fire'] },
        { kind: 'words', field: 'name', words: ['ice'] },
      ],
    });
  });
});

describe('parseCardQuery: syntax errors name the term and its 1-based position', () => {
  it.each([
    ['foo:bar', 1, 'foo:bar', "Unknown keyword 'foo'"],
    ['t:elf  xyz>=3', 8, 'xyz>=3', "Unknown keyword 'xyz'"],
    ['t:', 1, 't:', 'Missing value'],
    ['mv>=three', 1, 'mv>=three', 'compares with a number'],
    ['usd<', 1, 'usd<', 'Missing value'],
    ['c:purple', 1, 'c:purple', 'Unknown colour'],
    ['c>=m', 1, 'c>=m', "takes ':' only"],
    ['r:epic', 1, 'r:epic', 'Unknown rarity'],
    ['f:standrd', 1, 'f:standrd', 'Unknown format'],
    ['is:sideways', 1, 'is:sideways', "Unknown 'is:' value"],
    ['t>creature', 1, 't>creature', "takes ':' or '='"],
    ['s:l-e-a', 1, 's:l-e-a', 'set code'],
    ['o:"draw', 1, 'o:"draw', 'Unterminated'],
    ['t:elf (c:g', 7, '(c:g', "Unmatched '('"],
    ['t:elf)', 6, ')', "Unmatched ')'"],
    ['or bolt', 1, 'or', "'or' needs a term"],
    ['bolt or', 6, 'or', "'or' needs a term"],
    ['bolt or or c:r', 6, 'or', "'or' needs a term"],
    ['-(', 3, '', 'Missing term'],
    ['()', 1, '()', 'Empty parentheses'],
    ['"//"', 1, '"//"', 'Nothing to search for'],
    ['//', 1, '//', 'Nothing to search for'],
    ['', 1, '', 'Empty search'],
  ])('%j → position %i, term %j', (text, position, term, reason) => {
    const error = failure(text);
    expect(error).toMatchObject({ position, term });
    expect(error.reason).toContain(reason);
  });
});
