import type { SearchOptions } from '@metagame/core';
import type { Sql } from '../sql/sql.js';
import type { BoundCondition } from './card-query-sql.js';

/**
 * The price-ordered search pages that avoid reading every match (issue 15's benchmark: the broad
 * `order=usd` searches), one per database, beside MikroOrmCardSearchRepo's general read. Each
 * answers a page's uuids in order and the exact total.
 */
export interface PricedPage {
  readonly uuids: readonly string[];
  readonly total: number;
}

/** How many prices per wanted answer a price-ordered page reads from the price index before it gives up on it. */
const PRICED_WINDOW = 5;

/**
 * PostgreSQL: a page in price order read from the price index (m0016) instead of every match:
 * the `PRICED_WINDOW` × (offset + limit) cheapest (dearest) prices of the series set a bound, and only the matching
 * printings of the names priced within it are grouped, ranked and sorted. Each answer depends only
 * on the matching printings of its own name (unique=cards: the newest; prints and card properties:
 * the first face), so the answers priced within the bound are exactly the full query's; every
 * other answer is dearer (cheaper), or has no price and sorts last. When fewer than offset + limit
 * answers fall within the bound (a narrow search, a late page), null: the caller reads all matches.
 * The total is counted apart, without the prices or the ranking. (SQLite keeps the full read:
 * there the index doubled the daily price publish, 2.2 → 4.5 s, for no steady gain in the
 * benchmark; see README.)
 */
export async function pricedPageFromIndex(
  sql: Sql,
  options: SearchOptions,
  condition: BoundCondition,
  priced: { code: number; cmp: string },
  /** The search's own read: the columns of its matches (`f`), its unique step (`m`) and order. */
  search: { columns: string; newestOnly: boolean; unique: string; order: string },
): Promise<PricedPage | null> {
  const { newestOnly, unique, order } = search;
  const wanted = options.offset + options.limit;
  const bound = await sql.one<{ price: number | string }>(
    `SELECT price FROM card_latest_prices WHERE code = ? ORDER BY price ${priced.cmp === '<=' ? 'ASC' : 'DESC'} LIMIT 1 OFFSET ?`,
    [priced.code, PRICED_WINDOW * wanted - 1],
  );
  if (!bound) return null;
  const price = Number(bound.price);
  const rep = newestOnly ? 's.is_rep AND ' : '';
  const f =
    `f AS NOT MATERIALIZED (SELECT ${search.columns} FROM card_search s WHERE ${rep}(${condition.sql}) ` +
    `AND s.name IN (SELECT s.name FROM card_latest_prices lp JOIN card_search s ON s.uuid = lp.uuid WHERE lp.code = ? AND lp.price ${priced.cmp} ? AND ${rep}(${condition.sql})))`;
  const rows = await sql.all<{ uuid: string }>(
    `WITH ${f}, ${unique} SELECT m.uuid FROM m JOIN card_latest_prices lp ON lp.uuid = m.uuid AND lp.code = ? AND lp.price ${priced.cmp} ? ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...condition.params, priced.code, price, ...condition.params, priced.code, price, options.limit, options.offset],
  );
  if (rows.length < options.limit) return null;
  return { uuids: rows.map((r) => r.uuid), total: await countMatches(sql, options, condition, newestOnly) };
}

/**
 * SQLite, a price-ordered page of printings (unique=prints) on a search without full-text terms,
 * without materialising the matches: every match that is not a face of a multi-face printing is
 * its own answer, so its page is one scan with a top-N sort on the row's own price column; the
 * faces (a few percent of the rows, read through their index) are deduplicated apart, and the two
 * pages merged. The total is counted apart in one scan. (`c:m f:commander unique=prints
 * order=usd`, 54,131 matches: 130 ms materialised, counted in a window and all sorted; 17 + 19 ms
 * this way. Searches with a full-text term, or on newest printings only, have few enough matches
 * that the materialised read is faster; see README.)
 */
export async function pricedPrintsPage(sql: Sql, options: SearchOptions, condition: BoundCondition, order: string): Promise<PricedPage> {
  const wanted = options.offset + options.limit;
  const arm = (t: string, from: string, where: string) =>
    `SELECT ${t}.uuid, ${t}.name, ${t}.name_key, ${t}.set_code, ${t}.number_sort, ${t}.usd, ${t}.eur FROM ${from} WHERE ${where} ORDER BY ${order.replace(/\bm\./g, `${t}.`)} LIMIT ?`;
  // `+s.face_key`: a scan, not the face_key index (which would read almost every row through it).
  const single = arm('s', 'card_search s', `+s.face_key IS NULL AND (${condition.sql})`);
  const faces = arm(
    'x',
    '(SELECT s.uuid, s.name, s.name_key, s.set_code, s.number_sort, s.usd, s.eur, ROW_NUMBER() OVER (PARTITION BY s.set_code, s.number, s.name ORDER BY s.side NULLS FIRST, s.uuid) AS rn ' +
      `FROM card_search s INDEXED BY card_search_face_key_idx WHERE s.face_key IS NOT NULL AND (${condition.sql})) x`,
    'x.rn = 1',
  );
  const rows = await sql.all<{ uuid: string }>(
    `SELECT m.uuid FROM (SELECT * FROM (${single}) UNION ALL SELECT * FROM (${faces})) m ORDER BY ${order} LIMIT ? OFFSET ?`,
    [...condition.params, wanted, ...condition.params, wanted, options.limit, options.offset],
  );
  // The total in one scan: each match that is not a face, plus the distinct printings among the faces.
  const total = await sql.count(
    'SELECT COALESCE(SUM(s.face_key IS NULL), 0) + COUNT(DISTINCT CASE WHEN s.face_key IS NOT NULL THEN json_array(s.set_code, s.number, s.name) END) AS n ' +
      `FROM card_search s WHERE (${condition.sql})`,
    condition.params,
  );
  return { uuids: rows.map((r) => r.uuid), total };
}

/**
 * How many answers a search has, in one pass over its matches: every match that is not a face of
 * a multi-face printing is its own answer, the faces count once per printing (unique=prints) or
 * name; with unique=cards and a printing term, one answer per name.
 */
function countMatches(sql: Sql, options: SearchOptions, condition: BoundCondition, newestOnly: boolean): Promise<number> {
  const f = `f AS NOT MATERIALIZED (SELECT s.name, s.set_code, s.number, s.face_key FROM card_search s WHERE ${newestOnly ? 's.is_rep AND ' : ''}(${condition.sql}))`;
  if (options.unique === 'cards' && !newestOnly) return sql.count(`WITH ${f} SELECT COUNT(*) AS n FROM (SELECT DISTINCT f.name FROM f) d`, condition.params);
  const partition = options.unique === 'prints' ? 'f.set_code, f.number, f.name' : 'f.name';
  return sql.count(
    `WITH ${f} SELECT (SELECT COUNT(*) FROM f WHERE f.face_key IS NULL) + (SELECT COUNT(*) FROM (SELECT DISTINCT ${partition} FROM f WHERE f.face_key IS NOT NULL) d) AS n`,
    condition.params,
  );
}
