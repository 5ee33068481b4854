import type { Dialect } from '../sql/dialect.js';
import { PRICE_FIELDS } from './card-query-sql.js';
import type { RawSession } from './raw-session.js';

/**
 * `card_search_keys` (m0018): one narrow row of integers per `card_search` row, holding everything a
 * card search filters, groups and sorts on, so a search reads ~75 bytes a printing instead of the
 * search row's ~400 (names, uuids, hashes, and on PostgreSQL three tsvectors). On the
 * 100,000-printing benchmark a filtered scan took 3 ms instead of 18 on PostgreSQL and 4.5 instead
 * of 12 on SQLite. Derived data: rebuilt whole inside the publish whenever the search rows or the
 * prices moved, in the order `pos` numbers, so a reader sees the keys of the catalogue it reads.
 *
 * - `pos`: the row's place in name order (name key, name, set, collector number, uuid; bytewise on
 *   both databases); `name_no` numbers the names in that order, `set_no` the (set, number) pairs.
 * - `set_pos`, `mv_pos`, `usd_pos`, `eur_pos`: the row's place in each other ascending order (ties
 *   in name order, missing values last), so the first rows of any ascending order are a range of one
 *   indexed integer (see `MikroOrmCardSearchRepo.search`).
 * - `printing_no`: the multi-face printing a face belongs to (null for a single-face printing),
 *   `face_rank` the face's place in it (front first); `print_rank` and `is_rep` as on `card_search`.
 * - `usd`, `eur`: the newest price of the series the search syntax means (`PRICE_FIELDS`).
 */
export const SEARCH_KEY_COLUMNS = [
  'is_rep', 'is_token', 'colors', 'color_count', 'identity', 'identity_count', 'rarity', 'legal_mask', 'type_mask', 'printing_no', 'name_no',
  'mana_value', 'usd', 'eur', 'set_code', 'layout', 'pos', 'search_id', 'set_no', 'set_pos', 'mv_pos', 'usd_pos', 'eur_pos', 'face_rank', 'print_rank',
] as const;

/** The statements that create the table and its indexes (m0018). */
export const createSearchKeys = (dialect: Dialect): string[] => [
  // Filters first: a scan deforms each row only up to the last column it reads.
  'CREATE TABLE card_search_keys (is_rep boolean NOT NULL, is_token boolean NOT NULL, colors integer NOT NULL, color_count integer NOT NULL, ' +
    'identity integer NOT NULL, identity_count integer NOT NULL, rarity integer NULL, legal_mask integer NOT NULL, type_mask integer NOT NULL, ' +
    'printing_no integer NULL, name_no integer NOT NULL, mana_value double precision NULL, usd double precision NULL, eur double precision NULL, ' +
    'set_code varchar(16) NOT NULL, layout varchar(32) NOT NULL, pos integer NOT NULL PRIMARY KEY, search_id integer NOT NULL, set_no integer NOT NULL, ' +
    'set_pos integer NOT NULL, mv_pos integer NOT NULL, usd_pos integer NOT NULL, eur_pos integer NOT NULL, face_rank integer NOT NULL, print_rank integer NOT NULL)',
  'CREATE UNIQUE INDEX card_search_keys_search_id_idx ON card_search_keys (search_id)',
  'CREATE INDEX card_search_keys_set_code_idx ON card_search_keys (set_code)',
  // The answer steps: each card's matching row of least print_rank, each printing's first matching face.
  'CREATE INDEX card_search_keys_name_rank_idx ON card_search_keys (name_no, print_rank)',
  'CREATE INDEX card_search_keys_printing_idx ON card_search_keys (printing_no, face_rank) WHERE printing_no IS NOT NULL',
  ...(['set_pos', 'mv_pos', 'usd_pos', 'eur_pos'] as const).map((c) => `CREATE UNIQUE INDEX card_search_keys_${c}_idx ON card_search_keys (${c})`),
  // PostgreSQL: never a parallel scan, whose workers took 20 ms to start for a 7 ms scan (two cores).
  ...(dialect === 'postgresql' ? ['ALTER TABLE card_search_keys SET (parallel_workers = 0)'] : []),
];

/** Every key row from `card_search` and the newest prices, in `pos` order. */
function keyRows(dialect: Dialect): string {
  const c = dialect === 'postgresql' ? ' COLLATE "C"' : '';
  const nameOrder = `s.name_key${c}, s.name${c}, s.set_code${c}, s.number_sort${c}, s.uuid${c}`;
  const ascending = (value: string) => `ROW_NUMBER() OVER (ORDER BY (${value} IS NULL), ${value}, ${nameOrder})`;
  const price = (field: keyof typeof PRICE_FIELDS) =>
    `LEFT JOIN card_latest_prices ${field} ON ${field}.uuid = s.uuid AND ${field}.code = (SELECT id FROM price_series_codes ` +
    `WHERE platform = 'paper' AND list = 'retail' AND finish = 'normal' AND provider = '${PRICE_FIELDS[field].provider}' AND currency = '${PRICE_FIELDS[field].currency}')`;
  const values: Readonly<Record<(typeof SEARCH_KEY_COLUMNS)[number], string>> = {
    is_rep: 's.is_rep',
    is_token: 's.is_token',
    colors: 's.colors',
    color_count: 's.color_count',
    identity: 's.identity',
    identity_count: 's.identity_count',
    rarity: 's.rarity',
    legal_mask: 's.legal_mask',
    type_mask: 's.type_mask',
    printing_no: `CASE WHEN s.face_key IS NULL THEN NULL ELSE DENSE_RANK() OVER (ORDER BY s.name${c}, s.set_code${c}, s.number${c}) END`,
    name_no: `DENSE_RANK() OVER (ORDER BY s.name_key${c}, s.name${c})`,
    mana_value: 's.mana_value',
    usd: 'usd.price',
    eur: 'eur.price',
    set_code: 's.set_code',
    layout: 's.layout',
    pos: `ROW_NUMBER() OVER (ORDER BY ${nameOrder})`,
    search_id: 's.id',
    set_no: `DENSE_RANK() OVER (ORDER BY s.set_code${c}, s.number_sort${c})`,
    set_pos: `ROW_NUMBER() OVER (ORDER BY s.set_code${c}, s.number_sort${c}, ${nameOrder})`,
    mv_pos: ascending('s.mana_value'),
    usd_pos: ascending('usd.price'),
    eur_pos: ascending('eur.price'),
    face_rank: `ROW_NUMBER() OVER (PARTITION BY s.name, s.set_code, s.number ORDER BY s.side${c} NULLS FIRST, s.uuid${c})`,
    print_rank: 's.print_rank',
  };
  // Inserted in `pos` order, so the table's pages hold the rows in name order.
  return `SELECT ${SEARCH_KEY_COLUMNS.map((column) => `${values[column]} AS ${column}`).join(', ')} FROM card_search s ${price('usd')} ${price('eur')} ORDER BY pos`;
}

/** The statements that replace every key row (the publish, and m0018's backfill). */
export const rebuildSearchKeysStatements = (dialect: Dialect): string[] => [
  'DELETE FROM card_search_keys',
  `INSERT INTO card_search_keys (${SEARCH_KEY_COLUMNS.join(', ')}) ${keyRows(dialect)}`,
];

/** Rebuilds `card_search_keys` inside the caller's (publish) transaction. */
export async function rebuildSearchKeys(s: RawSession): Promise<void> {
  for (const statement of rebuildSearchKeysStatements(s.dialect)) await s.exec(statement);
}
