import type { MigrationDialect } from './sql-migration.js';

/**
 * The statements m0018 builds `card_search_keys` with from the search rows, as the publish built
 * them on the day: into `card_search_keys_next` in name order, indexed, then renamed into place.
 * A copy: the publish's own builder may change, this one may not.
 */
const COLUMNS = [
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
type Column = (typeof COLUMNS)[number];

const TABLE = 'card_search_keys';
const NEXT = 'card_search_keys_next';
const INDEXES: readonly (readonly [string, string])[] = [
  ['search_id_idx', 'UNIQUE INDEX ~ ON # (search_id)'],
  ['set_code_idx', 'INDEX ~ ON # (set_code)'],
  ['name_rank_idx', 'INDEX ~ ON # (name_no, print_rank)'],
  ['printing_idx', 'INDEX ~ ON # (printing_no, face_rank) WHERE printing_no IS NOT NULL'],
  ...(['set_pos', 'mv_pos', 'usd_pos', 'eur_pos'] as const).map(
    (c) => [`${c}_idx`, `UNIQUE INDEX ~ ON # (${c})`] as const,
  ),
];
const createIndex = (table: string, name: string, definition: string) =>
  `CREATE ${definition.replace('~', name).replace('#', table)}`;

const createTable = (dialect: MigrationDialect) =>
  `CREATE TABLE ${NEXT} (is_rep boolean NOT NULL, is_token boolean NOT NULL, colors integer NOT NULL, color_count integer NOT NULL, ` +
  'identity integer NOT NULL, identity_count integer NOT NULL, rarity integer NULL, legal_mask integer NOT NULL, type_mask integer NOT NULL, ' +
  'printing_no integer NULL, name_no integer NOT NULL, mana_value double precision NULL, usd double precision NULL, eur double precision NULL, ' +
  'set_code varchar(16) NOT NULL, layout varchar(32) NOT NULL, pos integer NOT NULL PRIMARY KEY, search_id integer NOT NULL, set_no integer NOT NULL, ' +
  'set_pos integer NOT NULL, mv_pos integer NOT NULL, usd_pos integer NOT NULL, eur_pos integer NOT NULL, face_rank integer NOT NULL, print_rank integer NOT NULL)' +
  (dialect === 'postgresql' ? ' WITH (parallel_workers = 0)' : '');

const BASE_COLUMNS = COLUMNS.filter((column) => !['usd', 'eur', 'usd_pos', 'eur_pos'].includes(column));

/** `card_key_base`: every search row's key columns but the price ones, and its uuid. */
function baseRows(dialect: MigrationDialect): string {
  const temp =
    dialect === 'postgresql'
      ? 'CREATE TEMP TABLE card_key_base ON COMMIT DROP AS'
      : 'CREATE TEMP TABLE card_key_base AS';
  const c = dialect === 'postgresql' ? ' COLLATE "C"' : '';
  const nameOrder = `s.name_key${c}, s.name${c}, s.set_code${c}, s.number_sort${c}, s.uuid${c}`;
  const computed: Partial<Record<Column, string>> = {
    printing_no: `CASE WHEN s.face_key IS NULL THEN NULL ELSE DENSE_RANK() OVER (ORDER BY s.name${c}, s.set_code${c}, s.number${c}) END`,
    name_no: `DENSE_RANK() OVER (ORDER BY s.name_key${c}, s.name${c})`,
    pos: `ROW_NUMBER() OVER (ORDER BY ${nameOrder})`,
    search_id: 's.id',
    set_no: `DENSE_RANK() OVER (ORDER BY s.set_code${c}, s.number_sort${c})`,
    set_pos: `ROW_NUMBER() OVER (ORDER BY s.set_code${c}, s.number_sort${c}, ${nameOrder})`,
    mv_pos: '0',
    face_rank: `ROW_NUMBER() OVER (PARTITION BY s.name, s.set_code, s.number ORDER BY s.side${c} NULLS FIRST, s.uuid${c})`,
  };
  return `${temp} SELECT s.uuid, ${BASE_COLUMNS.map((column) => `${computed[column] ?? `s.${column}`} AS ${column}`).join(', ')} FROM card_search s`;
}

const PRICES = {
  usd: { provider: 'tcgplayer', currency: 'USD' },
  eur: { provider: 'cardmarket', currency: 'EUR' },
} as const;

function fill(): string {
  const ascending = (value: string) => `ROW_NUMBER() OVER (ORDER BY (${value} IS NULL), ${value}, b.pos)`;
  const price = (field: keyof typeof PRICES) =>
    `LEFT JOIN card_latest_prices ${field} ON ${field}.uuid = b.uuid AND ${field}.code = (SELECT id FROM price_series_codes ` +
    `WHERE platform = 'paper' AND list = 'retail' AND finish = 'normal' AND provider = '${PRICES[field].provider}' AND currency = '${PRICES[field].currency}')`;
  const value = (column: Column): string => {
    if (column === 'usd' || column === 'eur') return `${column}.price`;
    if (column === 'usd_pos' || column === 'eur_pos') return ascending(`${column.slice(0, 3)}.price`);
    if (column === 'mv_pos') return ascending('b.mana_value');
    return `b.${column}`;
  };
  return `INSERT INTO ${NEXT} (${COLUMNS.join(', ')}) SELECT ${COLUMNS.map(value).join(', ')} FROM card_key_base b ${price('usd')} ${price('eur')} ORDER BY b.pos`;
}

/** Build, then swap in: PostgreSQL indexes the new table before the rename, SQLite after. */
export function searchKeyStatements(dialect: MigrationDialect): string[] {
  const pg = dialect === 'postgresql';
  return [
    ...(pg ? [] : ['DROP TABLE IF EXISTS temp.card_key_base']),
    `DROP TABLE IF EXISTS ${NEXT}`,
    createTable(dialect),
    baseRows(dialect),
    fill(),
    'DROP TABLE card_key_base',
    ...(pg
      ? [
          ...INDEXES.map(([suffix, definition]) => createIndex(NEXT, `${NEXT}_${suffix}`, definition)),
          `ANALYZE ${NEXT}`,
        ]
      : []),
    `DROP TABLE IF EXISTS ${TABLE}`,
    `ALTER TABLE ${NEXT} RENAME TO ${TABLE}`,
    ...(pg
      ? [
          `ALTER INDEX ${NEXT}_pkey RENAME TO ${TABLE}_pkey`,
          ...INDEXES.map(([suffix]) => `ALTER INDEX ${NEXT}_${suffix} RENAME TO ${TABLE}_${suffix}`),
        ]
      : INDEXES.map(([suffix, definition]) => createIndex(TABLE, `${TABLE}_${suffix}`, definition))),
  ];
}
