import { err, ok, type Result } from '../../shared/result.js';
import {
  COLOR_BITS,
  FORMATS,
  IS_LAYOUTS,
  RARITY_RANK,
  type CardQuery,
  type ColorField,
  type Comparison,
  type IsKind,
  type WordField,
} from './card-query.js';
import { searchWords } from './search-key.js';

/** Where a search stops making sense: `position` is the 1-based character where `term` starts. */
export interface CardQuerySyntaxError {
  readonly position: number;
  readonly term: string;
  readonly reason: string;
}

type Token =
  | { readonly type: '(' | ')' | 'or' | '-'; readonly at: number; readonly text: string }
  | {
      readonly type: 'term';
      readonly at: number;
      readonly text: string;
      readonly key: string | null;
      readonly op: string | null;
      readonly value: string;
      readonly quoted: boolean;
    };

class SyntaxFailure extends Error {
  constructor(readonly detail: CardQuerySyntaxError) {
    super(detail.reason);
  }
}
const fail = (at: number, term: string, reason: string): never => {
  throw new SyntaxFailure({ position: at + 1, term, reason });
};

const OPERATOR = /^(!=|>=|<=|:|=|<|>)/;
const KEYWORD = /^([a-zA-Z]+)(?=!=|>=|<=|:|=|<|>)/;

/** Splits the text into parentheses, `or`, negations and terms (`key op value`, a word or a "quoted phrase"). */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (/\s/.test(c)) {
      i++;
    } else if (c === '(' || c === ')') {
      tokens.push({ type: c, at: i, text: c });
      i++;
    } else if (c === '-' && i + 1 < text.length && !/[\s)]/.test(text[i + 1]!)) {
      tokens.push({ type: '-', at: i, text: '-' });
      i++;
    } else {
      const start = i;
      const keyword = KEYWORD.exec(text.slice(i));
      let key: string | null = null;
      let op: string | null = null;
      if (keyword) {
        key = keyword[1]!.toLowerCase();
        i += keyword[1]!.length;
        op = OPERATOR.exec(text.slice(i))![1]!;
        i += op.length;
      }
      let value: string;
      let quoted = false;
      if (text[i] === '"') {
        const close = text.indexOf('"', i + 1);
        if (close === -1) fail(start, text.slice(start), 'Unterminated quoted phrase: add the closing "');
        value = text.slice(i + 1, close);
        quoted = true;
        i = close + 1;
      } else {
        const from = i;
        while (i < text.length && !/[\s()]/.test(text[i]!)) i++;
        value = text.slice(from, i);
      }
      const raw = text.slice(start, i);
      if (!key && !quoted && value.toLowerCase() === 'or') tokens.push({ type: 'or', at: start, text: raw });
      else if (!key && !quoted && value.toLowerCase() === 'and') continue;
      else tokens.push({ type: 'term', at: start, text: raw, key, op, value, quoted });
    }
  }
  return tokens;
}

const KEYWORDS: Readonly<Record<string, string>> = {
  t: 'type',
  type: 'type',
  o: 'oracle',
  oracle: 'oracle',
  name: 'name',
  n: 'name',
  c: 'colors',
  color: 'colors',
  colour: 'colors',
  id: 'identity',
  identity: 'identity',
  ci: 'identity',
  mv: 'mv',
  cmc: 'mv',
  manavalue: 'mv',
  s: 'set',
  set: 'set',
  e: 'set',
  edition: 'set',
  r: 'rarity',
  rarity: 'rarity',
  f: 'legal',
  format: 'legal',
  legal: 'legal',
  usd: 'usd',
  eur: 'eur',
  is: 'is',
};
const COLOR_NAMES: Readonly<Record<string, string>> = { white: 'W', blue: 'U', black: 'B', red: 'R', green: 'G' };
const RARITY_ABBREVIATIONS: Readonly<Record<string, string>> = {
  c: 'common',
  u: 'uncommon',
  r: 'rare',
  m: 'mythic',
  s: 'special',
  b: 'bonus',
};
const NUMBER = /^\d+(\.\d+)?$/;

type TermToken = Extract<Token, { type: 'term' }>;

/** `:` and `=` only (a set, a format, an `is:`); negate with `-`. */
function equalityOnly(t: TermToken): void {
  if (t.op !== ':' && t.op !== '=') fail(t.at, t.text, `'${t.key}' takes ':' or '=' (negate with '-')`);
}
const comparison = (op: string, colon: Comparison): Comparison => (op === ':' ? colon : (op as Comparison));

function wordsTerm(t: TermToken, field: WordField): CardQuery {
  equalityOnly(t);
  const words = searchWords(t.value);
  if (words.length === 0) fail(t.at, t.text, 'Nothing to search for: give a word or a "quoted phrase"');
  return { kind: 'words', field, words };
}

function colorsTerm(t: TermToken, field: ColorField): CardQuery {
  const value = t.value.toLowerCase();
  // `c:` means "at least these colours", `id:` "within this identity" (a commander's deck).
  const op = comparison(t.op!, field === 'colors' ? '>=' : '<=');
  if (NUMBER.test(value) && !value.includes('.')) return { kind: 'colorCount', field, op, count: Number(value) };
  if (value === 'm' || value === 'multicolor' || value === 'multicolour') {
    if (t.op !== ':') fail(t.at, t.text, "'m' (multicoloured) takes ':' only");
    return { kind: 'colorCount', field, op: '>=', count: 2 };
  }
  if (value === 'c' || value === 'colorless' || value === 'colourless')
    return { kind: 'colors', field, op: t.op === ':' ? '=' : op, mask: 0 };
  const letters = COLOR_NAMES[value] ?? value.toUpperCase();
  let mask = 0;
  for (const letter of letters) {
    const bit = COLOR_BITS[letter];
    if (bit === undefined)
      fail(
        t.at,
        t.text,
        `Unknown colour '${t.value}': use letters of WUBRG, C (colourless), M (multicoloured), a colour name or a count`,
      );
    mask |= bit!;
  }
  if (letters === '') fail(t.at, t.text, 'Missing colours: use letters of WUBRG, C, M, a colour name or a count');
  return { kind: 'colors', field, op, mask };
}

function numberTerm(t: TermToken, field: 'manaValue' | 'usd' | 'eur'): CardQuery {
  if (!NUMBER.test(t.value)) fail(t.at, t.text, `'${t.key}' compares with a number, e.g. ${t.key}>=2`);
  return { kind: 'number', field, op: comparison(t.op!, '='), value: Number(t.value) };
}

function term(t: TermToken): CardQuery {
  if (t.key === null) {
    const words = searchWords(t.value);
    if (words.length === 0 && t.quoted) fail(t.at, t.text, 'Nothing to search for in the quoted phrase');
    return { kind: 'words', field: 'name', words };
  }
  if (t.value === '') fail(t.at, t.text, `Missing value after '${t.key}${t.op}'`);
  switch (KEYWORDS[t.key]) {
    case 'type':
      return wordsTerm(t, 'type');
    case 'oracle':
      return wordsTerm(t, 'oracle');
    case 'name':
      return wordsTerm(t, 'name');
    case 'colors':
      return colorsTerm(t, 'colors');
    case 'identity':
      return colorsTerm(t, 'identity');
    case 'mv':
      return numberTerm(t, 'manaValue');
    case 'usd':
      return numberTerm(t, 'usd');
    case 'eur':
      return numberTerm(t, 'eur');
    case 'set':
      equalityOnly(t);
      if (!/^[a-zA-Z0-9]{1,16}$/.test(t.value)) fail(t.at, t.text, 'A set code is letters and digits, e.g. s:lea');
      return { kind: 'set', code: t.value.toUpperCase() };
    case 'rarity': {
      const rarity = RARITY_ABBREVIATIONS[t.value.toLowerCase()] ?? t.value.toLowerCase();
      const rank = RARITY_RANK[rarity];
      if (rank === undefined)
        fail(t.at, t.text, `Unknown rarity '${t.value}': use ${Object.keys(RARITY_RANK).join(', ')}`);
      return { kind: 'number', field: 'rarity', op: comparison(t.op!, '='), value: rank! };
    }
    case 'legal': {
      equalityOnly(t);
      const format = t.value.toLowerCase();
      if (!(FORMATS as readonly string[]).includes(format))
        fail(t.at, t.text, `Unknown format '${t.value}': use ${FORMATS.join(', ')}`);
      return { kind: 'legal', format };
    }
    case 'is': {
      equalityOnly(t);
      const what = t.value.toLowerCase();
      if (!(what in IS_LAYOUTS))
        fail(t.at, t.text, `Unknown 'is:' value '${t.value}': use ${Object.keys(IS_LAYOUTS).join(', ')}`);
      return { kind: 'is', what: what as IsKind };
    }
    default:
      return fail(t.at, t.text, `Unknown keyword '${t.key}'`);
  }
}

/** Recursive descent: or-expression := and-expression ('or' and-expression)*; and-expression := unary+. */
class Parser {
  private i = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly text: string,
  ) {}

  parse(): CardQuery {
    if (this.tokens.length === 0) fail(0, this.text, 'Empty search');
    const query = this.orExpression();
    const extra = this.tokens[this.i];
    if (extra) fail(extra.at, extra.text, extra.type === ')' ? "Unmatched ')'" : 'Unexpected term');
    return query;
  }

  private orExpression(): CardQuery {
    const operands = [this.andExpression()];
    while (this.tokens[this.i]?.type === 'or') {
      const or = this.tokens[this.i++]!;
      const next = this.tokens[this.i];
      if (!next || next.type === ')' || next.type === 'or') fail(or.at, or.text, "'or' needs a term on both sides");
      operands.push(this.andExpression());
    }
    return operands.length === 1 ? operands[0]! : { kind: 'or', operands };
  }

  private andExpression(): CardQuery {
    const operands: CardQuery[] = [];
    for (let next = this.tokens[this.i]; next && next.type !== ')' && next.type !== 'or'; next = this.tokens[this.i]) {
      operands.push(this.unary());
    }
    const first = this.tokens[this.i];
    if (operands.length === 0)
      fail(
        first?.at ?? this.text.length,
        first?.text ?? '',
        first?.type === 'or' ? "'or' needs a term on both sides" : 'Missing term',
      );
    const kept = operands.filter((o) => !(o.kind === 'words' && o.words.length === 0));
    if (kept.length === 0) fail(0, this.text, 'Nothing to search for: the words have no letters or digits');
    return kept.length === 1 ? kept[0]! : { kind: 'and', operands: kept };
  }

  private unary(): CardQuery {
    const token = this.tokens[this.i++]!;
    if (token.type === '-') {
      const next = this.tokens[this.i];
      if (!next || next.type === ')' || next.type === 'or') fail(token.at, token.text, "'-' needs a term to negate");
      const operand = this.unary();
      if (operand.kind === 'words' && operand.words.length === 0)
        fail(token.at, token.text, "'-' needs a term to negate");
      return { kind: 'not', operand };
    }
    if (token.type === '(') {
      if (this.tokens[this.i]?.type === ')') fail(token.at, '()', 'Empty parentheses');
      const inner = this.orExpression();
      const close = this.tokens[this.i];
      if (close?.type !== ')') fail(token.at, this.text.slice(token.at), "Unmatched '(': add the closing ')'");
      this.i++;
      return inner;
    }
    return term(token as TermToken);
  }
}

/** Parses a search (docs/card-search.md); a syntax error names the offending term and where it starts. */
export function parseCardQuery(text: string): Result<CardQuery, CardQuerySyntaxError> {
  try {
    return ok(new Parser(tokenize(text), text).parse());
  } catch (error) {
    if (error instanceof SyntaxFailure) return err(error.detail);
    throw error;
  }
}
