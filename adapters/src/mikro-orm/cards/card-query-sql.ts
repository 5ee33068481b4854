import { IS_LAYOUTS, type CardQuery, type Comparison, type WordField } from '@metagame/core';
import type { Dialect } from '../sql/dialect.js';
import { LEGAL_FORMAT_BITS } from './legal-format-bits.js';

/** A WHERE condition over `card_search s` with `?` placeholders and its bound values, in order. */
export interface BoundCondition {
  readonly sql: string;
  readonly params: readonly unknown[];
}

const SQL_OP: Readonly<Record<Comparison, string>> = { '=': '=', '!=': '<>', '<': '<', '<=': '<=', '>': '>', '>=': '>=' };
const FTS_COLUMN: Readonly<Record<WordField, string>> = { name: 'name', type: 'type', oracle: 'text' };
/** Which stored price `usd` and `eur` mean: the newest paper retail price of a non-foil copy (Scryfall's `usd`/`eur`). */
export const PRICE_FIELDS = { usd: { provider: 'tcgplayer', currency: 'USD' }, eur: { provider: 'cardmarket', currency: 'EUR' } } as const;

/**
 * Words as each database's full-text query, every word a whole word but the last a word start:
 * FTS5 `name : "jace" + "the"*` (a phrase), tsquery `jace <-> (the | the:*)`. The tsquery's last
 * word is also asked for whole, which finds nothing more: PostgreSQL estimates a prefix alone at a
 * fixed 2 % of the rows, but a whole word from its statistics (`t:creature`, a quarter of the rows,
 * was planned as 2,000 and joined to its prices row by row: 91–136 ms instead of 47–67). Words are
 * search keys (letters and digits only), so they cannot carry query syntax; they are bound all the same.
 */
export function ftsPhrase(dialect: Dialect, words: readonly string[], column?: string): string {
  if (dialect === 'postgresql') return words.map((w, i) => (i === words.length - 1 ? `(${w} | ${w}:*)` : w)).join(' <-> ');
  const phrase = `${words.map((w) => `"${w}"`).join(' + ')}*`;
  return column ? `${column} : ${phrase}` : phrase;
}

/** The series codes `usd` and `eur` stand for in this database (null: never imported). */
export type PriceCodes = Readonly<Record<keyof typeof PRICE_FIELDS, number | null>>;

/** Compiles a parsed search to a condition on one `card_search` row (alias `s`); values are bound, never written into the SQL. */
export function compileCardQuery(query: CardQuery, dialect: Dialect, priceCodes: PriceCodes): BoundCondition {
  const params: unknown[] = [];
  const bind = (...values: unknown[]) => {
    params.push(...values);
    return '?';
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
        return dialect === 'postgresql'
          ? `s.${FTS_COLUMN[q.field]}_tsv @@ to_tsquery('simple', ${bind(ftsPhrase(dialect, q.words))})`
          : `s.id IN (SELECT rowid FROM card_search_fts WHERE card_search_fts MATCH ${bind(ftsPhrase(dialect, q.words, FTS_COLUMN[q.field]))})`;
      case 'colors': {
        const column = `s.${q.field === 'colors' ? 'colors' : 'identity'}`;
        switch (q.op) {
          case '>=':
            return `((${column} & ${bind(q.mask)}) = ${bind(q.mask)})`;
          case '<=':
            return `((${column} | ${bind(q.mask)}) = ${bind(q.mask)})`;
          case '>':
            return `((${column} & ${bind(q.mask)}) = ${bind(q.mask)} AND ${column} <> ${bind(q.mask)})`;
          case '<':
            return `((${column} | ${bind(q.mask)}) = ${bind(q.mask)} AND ${column} <> ${bind(q.mask)})`;
          default:
            return `${column} ${SQL_OP[q.op]} ${bind(q.mask)}`;
        }
      }
      case 'colorCount':
        return `s.${q.field === 'colors' ? 'color_count' : 'identity_count'} ${SQL_OP[q.op]} ${bind(q.count)}`;
      case 'number':
        if (q.field === 'usd' || q.field === 'eur') {
          const code = priceCodes[q.field];
          if (code === null) return '(1 = 0)';
          // SQLite keeps the row's own copy (COPY_PRICES_TO_SEARCH_ROWS); PostgreSQL one primary-key lookup per row: (uuid, code).
          if (dialect === 'sqlite') return `(s.${q.field} IS NOT NULL AND s.${q.field} ${SQL_OP[q.op]} ${bind(q.value)})`;
          return `EXISTS (SELECT 1 FROM card_latest_prices lp WHERE lp.uuid = s.uuid AND lp.code = ${bind(code)} AND lp.price ${SQL_OP[q.op]} ${bind(q.value)})`;
        }
        // Never NULL, so a negation is the exact complement (a token without mana value is not `mv=3`, so it is `-mv=3`).
        return `(s.${q.field === 'manaValue' ? 'mana_value' : 'rarity'} IS NOT NULL AND s.${q.field === 'manaValue' ? 'mana_value' : 'rarity'} ${SQL_OP[q.op]} ${bind(q.value)})`;
      case 'set':
        return `s.set_code = ${bind(q.code)}`;
      case 'legal':
        return `(s.legal_mask & ${bind(LEGAL_FORMAT_BITS[q.format as keyof typeof LEGAL_FORMAT_BITS] ?? 0)}) <> 0`;
      case 'is':
        if (q.what === 'token') return 's.is_token';
        return `s.layout IN (${IS_LAYOUTS[q.what].map((layout) => bind(layout)).join(', ')})`;
    }
  };
  const sql = walk(query);
  return { sql, params };
}
