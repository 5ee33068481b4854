import { IS_LAYOUTS, type CardQuery, type Comparison, type WordField } from '@metagame/core';
import type { Dialect } from '../runner/dialect.js';
import { LEGAL_FORMAT_BITS } from './legal-format-bits.js';
import { typeWordBit } from './type-word-bits.js';

/** A WHERE condition over one `card_search_keys` row with `?` placeholders and its bound values, in order. */
export interface BoundCondition {
  readonly sql: string;
  readonly params: readonly unknown[];
}

const SQL_OP: Readonly<Record<Comparison, string>> = {
  '=': '=',
  '!=': '<>',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
};
const FTS_COLUMN: Readonly<Record<WordField, string>> = { name: 'name', type: 'type', oracle: 'text' };
/** Which stored price `usd` and `eur` mean: the newest paper retail price of a non-foil copy (Scryfall's `usd`/`eur`). */
export const PRICE_FIELDS = {
  usd: { provider: 'tcgplayer', currency: 'USD' },
  eur: { provider: 'cardmarket', currency: 'EUR' },
} as const;

/**
 * Each database's full-text search of words, every word a whole word but the last a word start.
 * `phrase`: the words as the database's full-text query, FTS5 `name : "jace" + "the"*` (a phrase),
 * tsquery `jace <-> (the | the:*)`. The tsquery's last word is also asked for whole, which finds
 * nothing more: PostgreSQL estimates a prefix alone at a fixed 2 % of the rows, but a whole word from
 * its statistics (`t:creature`, a quarter of the rows, was planned as 2,000 and joined to its prices
 * row by row: 91–136 ms instead of 47–67). Words are search keys (letters and digits only), so they
 * cannot carry query syntax; they are bound all the same. `rows`: the condition that `searchId` is a
 * search row whose `field` holds the words, given the bound phrase's placeholder.
 */
export const FULL_TEXT: Readonly<
  Record<
    Dialect,
    {
      phrase(words: readonly string[], column?: string): string;
      rows(searchId: string, field: WordField, phrase: (column?: string) => string): string;
    }
  >
> = {
  postgresql: {
    phrase: (words) => words.map((w, i) => (i === words.length - 1 ? `(${w} | ${w}:*)` : w)).join(' <-> '),
    rows: (searchId, field, phrase) =>
      `${searchId} IN (SELECT id FROM card_search WHERE ${FTS_COLUMN[field]}_tsv @@ to_tsquery('simple', ${phrase()}))`,
  },
  sqlite: {
    phrase: (words, column) => {
      const phrase = `${words.map((w) => `"${w}"`).join(' + ')}*`;
      return column ? `${column} : ${phrase}` : phrase;
    },
    rows: (searchId, field, phrase) =>
      `${searchId} IN (SELECT rowid FROM card_search_fts WHERE card_search_fts MATCH ${phrase(FTS_COLUMN[field])})`,
  },
};

/**
 * Compiles a parsed search to a condition on one `card_search_keys` row named `alias`; values are
 * bound, never written into the SQL. Full-text terms select the row's `search_id` from the search
 * rows' index (FTS5 on SQLite, tsvector GIN on PostgreSQL), but a one-word type term on a card type
 * or supertype tests the row's `type_mask` (the same rows; see TYPE_WORD_BITS).
 *
 * Bit tests are written as inequalities (`(colors & 2) >= 2`, not `= 2`), which hold for the same
 * rows: PostgreSQL cannot estimate either from its statistics, but guesses an equality matches
 * 0.5 % of the rows and an inequality a third. With the equalities `f:pauper c:u o:counter` was
 * planned for 67 matches instead of 9,000 and joined its full-text matches row by row (19 ms
 * instead of 8 for the count).
 */
export function compileCardQuery(query: CardQuery, dialect: Dialect, alias = 'k'): BoundCondition {
  const fullText = FULL_TEXT[dialect];
  const params: unknown[] = [];
  const bind = (...values: unknown[]) => {
    params.push(...values);
    return '?';
  };
  const a = (column: string) => `${alias}.${column}`;
  const words = (field: WordField, terms: readonly string[]): string => {
    const bit = field === 'type' ? typeWordBit(terms) : null;
    if (bit !== null) return `(${a('type_mask')} & ${bind(bit)}) > 0`;
    return fullText.rows(a('search_id'), field, (column) => bind(fullText.phrase(terms, column)));
  };
  const walk = (q: CardQuery): string => {
    switch (q.kind) {
      case 'and':
        return `(${q.operands.map(walk).join(' AND ')})`;
      case 'or':
        return `(${q.operands.map(walk).join(' OR ')})`;
      case 'not':
        return `(NOT ${walk(q.operand)})`;
      case 'words':
        return words(q.field, q.words);
      case 'colors': {
        const column = a(q.field === 'colors' ? 'colors' : 'identity');
        switch (q.op) {
          case '>=':
            return `((${column} & ${bind(q.mask)}) >= ${bind(q.mask)})`;
          case '<=':
            return `((${column} | ${bind(q.mask)}) <= ${bind(q.mask)})`;
          case '>':
            return `((${column} & ${bind(q.mask)}) >= ${bind(q.mask)} AND ${column} <> ${bind(q.mask)})`;
          case '<':
            return `((${column} | ${bind(q.mask)}) <= ${bind(q.mask)} AND ${column} <> ${bind(q.mask)})`;
          default:
            return `${column} ${SQL_OP[q.op]} ${bind(q.mask)}`;
        }
      }
      case 'colorCount':
        return `${a(q.field === 'colors' ? 'color_count' : 'identity_count')} ${SQL_OP[q.op]} ${bind(q.count)}`;
      case 'number': {
        // Never NULL when it matches, so a negation is the exact complement (a token without mana
        // value is not `mv=3`, so it is `-mv=3`; a printing without a price is `-usd<1`).
        const column = a(q.field === 'manaValue' ? 'mana_value' : q.field);
        return `(${column} IS NOT NULL AND ${column} ${SQL_OP[q.op]} ${bind(q.value)})`;
      }
      case 'set':
        return `${a('set_code')} = ${bind(q.code)}`;
      case 'legal':
        return `(${a('legal_mask')} & ${bind(LEGAL_FORMAT_BITS[q.format as keyof typeof LEGAL_FORMAT_BITS] ?? 0)}) > 0`;
      case 'is':
        if (q.what === 'token') return a('is_token');
        return `${a('layout')} IN (${IS_LAYOUTS[q.what].map((layout) => bind(layout)).join(', ')})`;
    }
  };
  const sql = walk(query);
  return { sql, params };
}
