import type { Dialect } from '../runner/dialect.js';
import type { SqlSession } from '../runner/sql-session.js';
import { SEARCH_COLUMNS } from './card-search-rows.js';

const COLUMNS = SEARCH_COLUMNS.join(', ');
const STAGED_COLUMNS = SEARCH_COLUMNS.map((c) => `st.${c}`).join(', ');
/** Published rows that staging no longer has, or has with other content. */
export const OUTDATED =
  'NOT EXISTS (SELECT 1 FROM card_search_staging st WHERE st.uuid = s.uuid AND st.row_hash = s.row_hash)';
export const NEW_IN_STAGING = 'NOT EXISTS (SELECT 1 FROM card_search s WHERE s.uuid = st.uuid)';
/** Every (name, key) a name lookup can find: full names and face names of cards, not tokens. */
const NAME_KEYS =
  "SELECT name, name_key AS key FROM card_search WHERE NOT is_token AND name_key <> '' UNION SELECT name, face_key FROM card_search WHERE NOT is_token AND face_key IS NOT NULL AND face_key <> ''";

/**
 * PostgreSQL: moves the rows a publish inserted from the GIN indexes' pending lists into the
 * indexes proper. GIN queues inserted entries in a pending list that every search then reads
 * end to end, until a vacuum (or 4 MB of them) merges it; with autovacuum off or behind, a first
 * import left ~350 pages there per index: a name search read its GIN index in 4.3 ms instead of
 * 0.2, and the planner, which prices that list in, scanned the table instead (48 ms instead of 2).
 */
const FLUSH_GIN_PENDING_LISTS =
  'SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam ' +
  "WHERE a.amname = 'gin' AND i.indrelid IN ('card_search'::regclass, 'card_names'::regclass)";

/** An upsert of newest points keeps the newer date. */
const LATEST_UPSERT =
  'ON CONFLICT (uuid, code) DO UPDATE SET date = excluded.date, price = excluded.price WHERE excluded.date >= card_latest_prices.date';

/**
 * PostgreSQL: the staged newest point per (card, series) of the cards that have (`EXISTS`) or have
 * not (`NOT EXISTS`) stored newest points; DISTINCT ON picks the newest staged date unless each
 * card has only one.
 */
function pgStagedLatest(stored: 'EXISTS' | 'NOT EXISTS', oneDayPerCard: boolean): string {
  const from =
    'FROM card_price_days_staging st CROSS JOIN jsonb_each_text(st.prices::jsonb) j ' +
    `WHERE ${stored} (SELECT 1 FROM card_latest_prices l WHERE l.uuid = st.uuid)`;
  return oneDayPerCard
    ? `SELECT st.uuid, j.key::int, st.date, j.value::float8 ${from}`
    : `SELECT DISTINCT ON (st.uuid, j.key) st.uuid, j.key::int, st.date, j.value::float8 ${from} ORDER BY st.uuid, j.key, st.date DESC`;
}

/** What publishing the search data says differently on each database. */
export interface PublishSearchSql {
  /** Appended to a text column an order sorts on: PostgreSQL compares bytewise only when told. */
  readonly collate: string;
  /** `a <op> b` is true when the two differ, nulls included. */
  readonly isDistinctFrom: string;
  /** Deletes the outdated search rows and inserts the new ones (ranked by `card_ranks`), with their words. */
  replaceRows(s: SqlSession): Promise<void>;
  /** Builds `card_ranks` from the `SELECT` that ranks the staged rows. */
  rankTable(ranked: string): readonly string[];
  /** Brings `card_names` in line with `card_search`. */
  publishNames(s: SqlSession): Promise<void>;
  /** The newest point per (card, series) of the staged cards, from their whole stored history. */
  readonly latestFromHistory: string;
  /**
   * The staged days laid over the stored newest points, in order. `oneDayPerCard`: no card has two
   * staged dates (the daily file), so each (card, series) is staged once and needs no newest-first pick.
   */
  latestMerged(oneDayPerCard: boolean): readonly string[];
  /** Statements the publish of the search rows ends with. */
  readonly afterPublish: readonly string[];
}

async function maxId(s: SqlSession, table: string): Promise<number> {
  const [row] = await s.all<{ id: number | null }>(`SELECT MAX(id) AS id FROM ${table}`);
  return Number(row?.id ?? 0);
}

/**
 * SQLite keeps the words in FTS5 tables beside the rows (rowid = id), written after the rows with
 * the ids they got; PostgreSQL keeps them in tsvector columns of the rows themselves. SQLite's temp
 * tables last as long as the connection, so each is dropped before it is made again.
 */
export const PUBLISH_SEARCH_SQL: Readonly<Record<Dialect, PublishSearchSql>> = {
  sqlite: {
    collate: '',
    isDistinctFrom: 'IS NOT',
    replaceRows: async (s) => {
      await s.exec(`DELETE FROM card_search_fts WHERE rowid IN (SELECT s.id FROM card_search s WHERE ${OUTDATED})`);
      await s.exec(`DELETE FROM card_search WHERE id IN (SELECT s.id FROM card_search s WHERE ${OUTDATED})`);
      const before = await maxId(s, 'card_search');
      await s.exec(
        `INSERT INTO card_search (${COLUMNS}, print_rank, is_rep) SELECT ${STAGED_COLUMNS}, r.rn, r.is_rep FROM card_search_staging st JOIN card_ranks r ON r.uuid = st.uuid WHERE ${NEW_IN_STAGING}`,
      );
      await s.exec(
        'INSERT INTO card_search_fts (rowid, name, type, text) SELECT s.id, st.name_words, st.type_words, st.text_words FROM card_search s JOIN card_search_staging st ON st.uuid = s.uuid WHERE s.id > ?',
        [before],
      );
    },
    rankTable: (ranked) => [
      'DROP TABLE IF EXISTS temp.card_ranks',
      `CREATE TEMP TABLE card_ranks AS ${ranked}`,
      'CREATE UNIQUE INDEX temp.card_ranks_uuid_idx ON card_ranks (uuid)',
    ],
    publishNames: async (s) => {
      await s.exec('DROP TABLE IF EXISTS temp.card_name_keys');
      await s.exec(`CREATE TEMP TABLE card_name_keys AS ${NAME_KEYS}`);
      await s.exec('CREATE INDEX temp.card_name_keys_idx ON card_name_keys (key, name)');
      const gone =
        'SELECT n.id FROM card_names n WHERE NOT EXISTS (SELECT 1 FROM card_name_keys k WHERE k.key = n.key AND k.name = n.name)';
      await s.exec(`DELETE FROM card_names_fts WHERE rowid IN (${gone})`);
      await s.exec(`DELETE FROM card_names WHERE id IN (${gone})`);
      const before = await maxId(s, 'card_names');
      await s.exec(
        'INSERT INTO card_names (name, key) SELECT k.name, k.key FROM card_name_keys k WHERE NOT EXISTS (SELECT 1 FROM card_names n WHERE n.key = k.key AND n.name = k.name)',
      );
      await s.exec('INSERT INTO card_names_fts (rowid, key) SELECT id, key FROM card_names WHERE id > ?', [before]);
      await s.exec('DROP TABLE temp.card_name_keys');
    },
    latestFromHistory:
      'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT d.uuid, CAST(j.key AS INTEGER), MAX(d.date), j.value FROM card_price_days d, json_each(d.prices) j WHERE d.uuid IN (SELECT DISTINCT uuid FROM card_price_days_staging) GROUP BY d.uuid, j.key',
    // Without the GROUP BY when it has nothing to pick: its sort of 1.1M points was half the
    // statement's time on the daily file (902 → 435 ms).
    latestMerged: (oneDayPerCard) => [
      oneDayPerCard
        ? `INSERT INTO card_latest_prices (uuid, code, date, price) SELECT st.uuid, CAST(j.key AS INTEGER), st.date, j.value FROM card_price_days_staging st, json_each(st.prices) j WHERE true ${LATEST_UPSERT}`
        : `INSERT INTO card_latest_prices (uuid, code, date, price) SELECT st.uuid, CAST(j.key AS INTEGER), MAX(st.date), j.value FROM card_price_days_staging st, json_each(st.prices) j GROUP BY st.uuid, j.key ${LATEST_UPSERT}`,
    ],
    afterPublish: [],
  },
  postgresql: {
    collate: ' COLLATE "C"',
    isDistinctFrom: 'IS DISTINCT FROM',
    replaceRows: async (s) => {
      await s.exec(`DELETE FROM card_search s WHERE ${OUTDATED}`);
      await s.exec(
        `INSERT INTO card_search (${COLUMNS}, print_rank, is_rep, name_tsv, type_tsv, text_tsv) SELECT ${STAGED_COLUMNS}, r.rn, r.is_rep, ` +
          "to_tsvector('simple', st.name_words), to_tsvector('simple', st.type_words), to_tsvector('simple', st.text_words) " +
          `FROM card_search_staging st JOIN card_ranks r ON r.uuid = st.uuid WHERE ${NEW_IN_STAGING}`,
      );
    },
    rankTable: (ranked) => [
      `CREATE TEMP TABLE card_ranks ON COMMIT DROP AS ${ranked}`,
      'CREATE UNIQUE INDEX ON card_ranks (uuid)',
      'ANALYZE card_ranks',
    ],
    publishNames: async (s) => {
      await s.exec(`CREATE TEMP TABLE card_name_keys ON COMMIT DROP AS ${NAME_KEYS}`);
      await s.exec(
        'DELETE FROM card_names n WHERE NOT EXISTS (SELECT 1 FROM card_name_keys k WHERE k.key = n.key AND k.name = n.name)',
      );
      await s.exec(
        "INSERT INTO card_names (name, key, key_tsv) SELECT k.name, k.key, to_tsvector('simple', k.key) FROM card_name_keys k " +
          'WHERE NOT EXISTS (SELECT 1 FROM card_names n WHERE n.key = k.key AND n.name = k.name)',
      );
      await s.exec('DROP TABLE card_name_keys');
    },
    latestFromHistory:
      'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT DISTINCT ON (d.uuid, j.key) d.uuid, j.key::int, d.date, j.value::float8 FROM card_price_days d CROSS JOIN jsonb_each_text(d.prices::jsonb) j WHERE d.uuid IN (SELECT DISTINCT uuid FROM card_price_days_staging) ORDER BY d.uuid, j.key, d.date DESC',
    // Cards with stored newest points are upserted; the rest (most of a daily file: cards the
    // history does not hold) are plain inserts, which skip the upsert's speculative insertion, a
    // third WAL record per point. Then newest first only when a card has two staged dates. The daily
    // file's 1.1M points over 8,100 stored cards: one upsert with DISTINCT ON 4.3 s, split 3.0 s,
    // split without DISTINCT ON 2.0 s.
    latestMerged: (oneDayPerCard) => [
      `INSERT INTO card_latest_prices (uuid, code, date, price) ${pgStagedLatest('EXISTS', oneDayPerCard)} ${LATEST_UPSERT}`,
      `INSERT INTO card_latest_prices (uuid, code, date, price) ${pgStagedLatest('NOT EXISTS', oneDayPerCard)}`,
    ],
    afterPublish: [FLUSH_GIN_PENDING_LISTS],
  },
};
