import type { Dialect } from '../runner/dialect.js';
import { PRICE_FIELDS } from './card-query-sql.js';
import type { SqlSession } from '../runner/sql-session.js';

/**
 * `card_search_keys`: one narrow row per `card_search` row, holding everything a card search
 * filters, groups and sorts on, so a search reads ~110 bytes a printing (integers, with the row
 * header) instead of the search row's ~400 (names, uuids, hashes, and on PostgreSQL three
 * tsvectors). On the 100,000-printing benchmark a filtered count took 3 ms instead of 18 on
 * PostgreSQL and 4.5 instead of 12 on SQLite. Derived data, rebuilt whole by the publish whenever
 * the search rows or the prices moved and swapped in at its end, so a reader sees the keys of the
 * catalogue it reads (`buildSearchKeys`, `swapSearchKeys`).
 *
 * - `pos`: the row's place in name order (name key, name, set, collector number, uuid; bytewise on
 *   both databases); `name_no` numbers the names in that order, `set_no` the (set, number) pairs.
 * - `set_pos`, `mv_pos`, `usd_pos`, `eur_pos`: the row's place in each other ascending order (ties
 *   in name order, missing values last), so the first rows of any ascending order are a range of one
 *   indexed integer (see `searchKeyPage`).
 * - `printing_no`: the multi-face printing a face belongs to (null for a single-face printing),
 *   `face_rank` the face's place in it (front first); `print_rank`, `is_rep` and the filter columns
 *   as on `card_search`, with its `type_mask`.
 * - `usd`, `eur`: the newest price of the series the search syntax means (`PRICE_FIELDS`).
 */
const SEARCH_KEY_COLUMNS = [
  'is_rep',
  'is_token',
  'colors',
  'color_count',
  'identity',
  'identity_count',
  'rarity',
  'legal_mask',
  'type_mask',
  'printing_no',
  'name_no',
  'mana_value',
  'usd',
  'eur',
  'set_code',
  'layout',
  'pos',
  'search_id',
  'set_no',
  'set_pos',
  'mv_pos',
  'usd_pos',
  'eur_pos',
  'face_rank',
  'print_rank',
] as const;

const TABLE = 'card_search_keys';
/** Where the publish builds the next keys, swapped in at its end. */
const NEXT = 'card_search_keys_next';

/** Each index by its name's suffix: `card_search_keys_<suffix>`. */
const INDEXES: readonly (readonly [string, string])[] = [
  ['search_id_idx', 'UNIQUE INDEX ~ ON # (search_id)'],
  ['set_code_idx', 'INDEX ~ ON # (set_code)'],
  // The answer steps: each card's matching row of least print_rank, each printing's first matching face.
  ['name_rank_idx', 'INDEX ~ ON # (name_no, print_rank)'],
  ['printing_idx', 'INDEX ~ ON # (printing_no, face_rank) WHERE printing_no IS NOT NULL'],
  ...(['set_pos', 'mv_pos', 'usd_pos', 'eur_pos'] as const).map(
    (c) => [`${c}_idx`, `UNIQUE INDEX ~ ON # (${c})`] as const,
  ),
];
const createIndex = (table: string, name: string, definition: string) =>
  `CREATE ${definition.replace('~', name).replace('#', table)}`;

/** The key columns that follow from the search rows alone (every one but the prices and their orders). */
const BASE_COLUMNS = SEARCH_KEY_COLUMNS.filter((column) => !['usd', 'eur', 'usd_pos', 'eur_pos'].includes(column));

/**
 * What the build says differently on each database. PostgreSQL: text ordered bytewise (`COLLATE
 * "C"`, as SQLite does anyway); the key table never scanned in parallel, whose workers took 20 ms to
 * start for a 7 ms scan (two cores); the indexes and statistics built before the swap, under names of
 * their own, so the swap (which readers wait for until the publish commits) is a rename. SQLite
 * builds the indexes after the swap, as its readers see the last commit meanwhile.
 */
const KEY_BUILD: Readonly<
  Record<
    Dialect,
    {
      readonly collate: string;
      readonly tableOptions: string;
      readonly baseTable: string;
      readonly beforeBuild: readonly string[];
      readonly afterBuild: readonly string[];
      readonly afterRename: readonly string[];
    }
  >
> = {
  postgresql: {
    collate: ' COLLATE "C"',
    tableOptions: ' WITH (parallel_workers = 0)',
    baseTable: 'CREATE TEMP TABLE card_key_base ON COMMIT DROP AS',
    beforeBuild: [],
    afterBuild: [
      ...INDEXES.map(([suffix, definition]) => createIndex(NEXT, `${NEXT}_${suffix}`, definition)),
      `ANALYZE ${NEXT}`,
    ],
    afterRename: [
      `ALTER INDEX ${NEXT}_pkey RENAME TO ${TABLE}_pkey`,
      ...INDEXES.map(([suffix]) => `ALTER INDEX ${NEXT}_${suffix} RENAME TO ${TABLE}_${suffix}`),
    ],
  },
  sqlite: {
    collate: '',
    tableOptions: '',
    baseTable: 'CREATE TEMP TABLE card_key_base AS',
    beforeBuild: ['DROP TABLE IF EXISTS temp.card_key_base'],
    afterBuild: [],
    afterRename: INDEXES.map(([suffix, definition]) => createIndex(TABLE, `${TABLE}_${suffix}`, definition)),
  },
};

/** A key table (filters first: a scan deforms each row only up to the last column it reads). */
function createTable(dialect: Dialect, table: string): string {
  return (
    `CREATE TABLE ${table} (is_rep boolean NOT NULL, is_token boolean NOT NULL, colors integer NOT NULL, color_count integer NOT NULL, ` +
    'identity integer NOT NULL, identity_count integer NOT NULL, rarity integer NULL, legal_mask integer NOT NULL, type_mask integer NOT NULL, ' +
    'printing_no integer NULL, name_no integer NOT NULL, mana_value double precision NULL, usd double precision NULL, eur double precision NULL, ' +
    'set_code varchar(16) NOT NULL, layout varchar(32) NOT NULL, pos integer NOT NULL PRIMARY KEY, search_id integer NOT NULL, set_no integer NOT NULL, ' +
    'set_pos integer NOT NULL, mv_pos integer NOT NULL, usd_pos integer NOT NULL, eur_pos integer NOT NULL, face_rank integer NOT NULL, print_rank integer NOT NULL)' +
    KEY_BUILD[dialect].tableOptions
  );
}

/**
 * `card_key_base`: every search row's key columns but the price ones, and its uuid. From the
 * search rows (`all`: the name, set and face orders are sorts on text, most of a rebuild's time);
 * or, when only prices moved, from the keys already built (`prices`).
 */
function baseRows(dialect: Dialect, from: 'all' | 'prices'): string {
  const { baseTable: temp, collate: c } = KEY_BUILD[dialect];
  if (from === 'prices') {
    return `${temp} SELECT s.uuid, ${BASE_COLUMNS.map((column) => `k.${column}`).join(', ')} FROM card_search_keys k JOIN card_search s ON s.id = k.search_id`;
  }
  const nameOrder = `s.name_key${c}, s.name${c}, s.set_code${c}, s.number_sort${c}, s.uuid${c}`;
  const computed: Partial<Record<(typeof SEARCH_KEY_COLUMNS)[number], string>> = {
    printing_no: `CASE WHEN s.face_key IS NULL THEN NULL ELSE DENSE_RANK() OVER (ORDER BY s.name${c}, s.set_code${c}, s.number${c}) END`,
    name_no: `DENSE_RANK() OVER (ORDER BY s.name_key${c}, s.name${c})`,
    pos: `ROW_NUMBER() OVER (ORDER BY ${nameOrder})`,
    search_id: 's.id',
    set_no: `DENSE_RANK() OVER (ORDER BY s.set_code${c}, s.number_sort${c})`,
    set_pos: `ROW_NUMBER() OVER (ORDER BY s.set_code${c}, s.number_sort${c}, ${nameOrder})`,
    // Filled from `pos` in the next step: a sort on numbers, not on the names again.
    mv_pos: '0',
    face_rank: `ROW_NUMBER() OVER (PARTITION BY s.name, s.set_code, s.number ORDER BY s.side${c} NULLS FIRST, s.uuid${c})`,
  };
  return `${temp} SELECT s.uuid, ${BASE_COLUMNS.map((column) => `${computed[column] ?? `s.${column}`} AS ${column}`).join(', ')} FROM card_search s`;
}

/**
 * The statements that build the next keys from `card_key_base` and the newest prices (the publish
 * swaps them in at its very end). Each ascending order by a number is ranked by that number and
 * then `pos` (the name order, already ranked). The rows go into a table of their own in `pos` order
 * (its pages hold them in name order) and its indexes are built after: inserting 100,000 rows into
 * the indexed table took 1.2 s on SQLite and 2.2 s on PostgreSQL, this ~0.5 and ~0.8 s.
 */
function buildStatements(dialect: Dialect, from: 'all' | 'prices'): string[] {
  const ascending = (value: string) => `ROW_NUMBER() OVER (ORDER BY (${value} IS NULL), ${value}, b.pos)`;
  const price = (field: keyof typeof PRICE_FIELDS) =>
    `LEFT JOIN card_latest_prices ${field} ON ${field}.uuid = b.uuid AND ${field}.code = (SELECT id FROM price_series_codes ` +
    `WHERE platform = 'paper' AND list = 'retail' AND finish = 'normal' AND provider = '${PRICE_FIELDS[field].provider}' AND currency = '${PRICE_FIELDS[field].currency}')`;
  const value = (column: (typeof SEARCH_KEY_COLUMNS)[number]): string => {
    if (column === 'usd' || column === 'eur') return `${column}.price`;
    if (column === 'usd_pos' || column === 'eur_pos') return ascending(`${column.slice(0, 3)}.price`);
    if (column === 'mv_pos' && from === 'all') return ascending('b.mana_value');
    return `b.${column}`;
  };
  return [
    ...KEY_BUILD[dialect].beforeBuild,
    `DROP TABLE IF EXISTS ${NEXT}`,
    createTable(dialect, NEXT),
    baseRows(dialect, from),
    `INSERT INTO ${NEXT} (${SEARCH_KEY_COLUMNS.join(', ')}) SELECT ${SEARCH_KEY_COLUMNS.map(value).join(', ')} FROM card_key_base b ${price('usd')} ${price('eur')} ORDER BY b.pos`,
    'DROP TABLE card_key_base',
    ...KEY_BUILD[dialect].afterBuild,
  ];
}

/** The statements that put the built keys in place of the ones in use. */
const swapStatements = (dialect: Dialect): string[] => [
  `DROP TABLE IF EXISTS ${TABLE}`,
  `ALTER TABLE ${NEXT} RENAME TO ${TABLE}`,
  ...KEY_BUILD[dialect].afterRename,
];

/** Builds the next search keys inside the caller's (publish) transaction: from the search rows when they were rewritten, else from the keys in use with the day's prices. */
export async function buildSearchKeys(s: SqlSession, from: 'all' | 'prices'): Promise<void> {
  for (const statement of buildStatements(s.dialect, from)) await s.exec(statement);
}

/** Swaps the keys `buildSearchKeys` built in; the last statements of the publish. */
export async function swapSearchKeys(s: SqlSession): Promise<void> {
  for (const statement of swapStatements(s.dialect)) await s.exec(statement);
}
