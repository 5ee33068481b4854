import type { CardQuery, SearchOptions } from '@metagame/core';
import type { Sql } from '../runner/sql.js';
import { compileCardQuery } from './card-query-sql.js';
import { hasPrintingTerms, readsFullText } from './card-query-shape.js';

/** A page of search answers as `card_search` ids, in order, and how many answers there are. */
export interface SearchKeyPage {
  readonly searchIds: readonly number[];
  readonly total: number;
}

/**
 * The first rows of an ascending order a page looks for its answers in, per answer it wants, and
 * at most, as a share of the table: a page of 100 reads 5,000 rows, so a search whose answers are at
 * least 2 % of the rows finds its first page there.
 */
const WINDOW_PER_WANTED = 50;
const WINDOW_MAX_SHARE = 0.2;

/** Each order's ascending position column (`search-keys.ts`), and its descending sort. */
const ORDERS: Readonly<Record<SearchOptions['order'], { position: string; descending: string }>> = {
  name: { position: 'pos', descending: 'k.name_no DESC, k.pos' },
  set: { position: 'set_pos', descending: 'k.set_no DESC, k.pos' },
  mv: { position: 'mv_pos', descending: 'k.mana_value DESC NULLS LAST, k.pos' },
  usd: { position: 'usd_pos', descending: 'k.usd DESC NULLS LAST, k.pos' },
  eur: { position: 'eur_pos', descending: 'k.eur DESC NULLS LAST, k.pos' },
};

/**
 * A search's page and total, read from `card_search_keys` alone.
 *
 * The answers: with unique=prints, every matching row but the later faces of a multi-face printing
 * whose earlier face matches; with unique=cards on card properties alone the same among each
 * card's newest printing (`is_rep`); with unique=cards and a set, rarity or price term, each
 * card's matching row of least `print_rank` (its newest matching printing). Whether a row is an
 * answer depends only on its own printing's or card's rows, so it is tested row by row (NOT EXISTS
 * on an index) and a page needs no grouping of all matches.
 *
 * A broad search (thousands of answers) used to sort them all for a page of 100. In an ascending
 * order its page is now looked for among the first rows of that order only (one indexed range of
 * the order's position column, `WINDOW_PER_WANTED` rows per wanted answer), and the total counted
 * apart in one pass (`c:m f:commander unique=prints order=usd`, 54,131 answers, on PostgreSQL: 21
 * ms sorted and counted in one statement, 1 + 9 ms this way). When the window holds too few answers
 * (a narrow search, or answers bunched late in the order, `jotun` under J), for descending orders
 * and for full-text searches (whose index would be read for every window row), the page sorts every
 * answer and counts them in the same statement, which for a narrow search is cheaper than counting
 * apart (7.7 ms instead of 7 + 7.7 for `c=ub`).
 */
export async function searchKeyPage(sql: Sql, query: CardQuery, options: SearchOptions): Promise<SearchKeyPage> {
  const own = compileCardQuery(query, sql.dialect, 'k');
  const other = compileCardQuery(query, sql.dialect, 'k2');
  const newestOnly = options.unique === 'cards' && !hasPrintingTerms(query);
  const perName = options.unique === 'cards' && !newestOnly;
  const rep = (alias: string) => (newestOnly ? `${alias}.is_rep AND ` : '');
  const matches = `${rep('k')}(${own.sql})`;
  // No earlier matching row of the same card (perName) or printing: a single-face printing's null
  // printing_no equals nothing, so it always answers. A plain NOT EXISTS, which PostgreSQL plans as
  // an anti-join on the index; behind an OR it was a subplan priced per row, whose estimate tipped
  // a 1 ms page over the JIT threshold (7 ms of compiling).
  const isAnswer = perName
    ? `NOT EXISTS (SELECT 1 FROM card_search_keys k2 WHERE k2.name_no = k.name_no AND k2.print_rank < k.print_rank AND (${other.sql}))`
    : `NOT EXISTS (SELECT 1 FROM card_search_keys k2 WHERE k2.printing_no = k.printing_no AND k2.face_rank < k.face_rank AND ${rep('k2')}(${other.sql}))`;
  const answers = `FROM card_search_keys k WHERE ${matches} AND ${isAnswer}`;
  const params = [...own.params, ...other.params];
  const count = () =>
    sql.count(
      `SELECT ${perName ? 'COUNT(DISTINCT k.name_no)' : 'COUNT(*) - COUNT(k.printing_no) + COUNT(DISTINCT k.printing_no)'} AS n FROM card_search_keys k WHERE ${matches}`,
      own.params,
    );
  const ids = (rows: readonly { search_id: number | string }[]) => rows.map((r) => Number(r.search_id));

  const { position, descending } = ORDERS[options.order];
  const wanted = options.offset + options.limit;
  if (options.direction === 'asc' && !readsFullText(query)) {
    // Positions run 1 to the row count (`MAX(pos)`), so the share is a bound on the position too.
    const page = await sql.all<{ search_id: number | string }>(
      `SELECT k.search_id ${answers} AND k.${position} <= ? AND k.${position} <= (SELECT MAX(pos) FROM card_search_keys) * ${WINDOW_MAX_SHARE} ORDER BY k.${position} LIMIT ? OFFSET ?`,
      [...params, WINDOW_PER_WANTED * wanted, options.limit, options.offset],
    );
    // A full page: the window held its answers, which are the first answers of the whole order.
    if (page.length === options.limit) return { searchIds: ids(page), total: await count() };
  }
  // `+ 0`: sorted, never walked through the position index (which for a narrow search would visit most of the table).
  const sorted = await sql.all<{ search_id: number | string; total: number | string }>(
    `SELECT k.search_id, COUNT(*) OVER () AS total ${answers} ORDER BY ${options.direction === 'asc' ? `k.${position} + 0` : descending} LIMIT ? OFFSET ?`,
    [...params, options.limit, options.offset],
  );
  const total = sorted.length > 0 ? Number(sorted[0]!.total) : options.offset > 0 ? await count() : 0;
  return { searchIds: ids(sorted), total };
}
