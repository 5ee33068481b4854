import type { SqlMigration } from './sql-migration.js';

const SEARCH_COLUMNS_SQLITE =
  'uuid varchar(36) NOT NULL, name text NOT NULL, name_key text NOT NULL, face_key text NULL, set_code varchar(16) NOT NULL, number varchar(32) NOT NULL, ' +
  'number_sort varchar(96) NOT NULL, side varchar(8) NULL, is_token boolean NOT NULL, layout varchar(32) NOT NULL, colors integer NOT NULL, ' +
  'color_count integer NOT NULL, identity integer NOT NULL, identity_count integer NOT NULL, mana_value double NULL, rarity integer NULL, ' +
  'legal text NOT NULL, scryfall_id varchar(64) NULL, row_hash varchar(64) NOT NULL';
const SEARCH_COLUMNS_PG = SEARCH_COLUMNS_SQLITE.replace('mana_value double', 'mana_value double precision');

/** Newest point per (card, series) over the whole stored history (SQLite: the bare columns come from the MAX row). */
const LATEST_SQLITE =
  'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT d.uuid, CAST(j.key AS INTEGER), MAX(d.date), j.value FROM card_price_days d, json_each(d.prices) j GROUP BY d.uuid, j.key';
const LATEST_PG =
  'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT DISTINCT ON (d.uuid, j.key) d.uuid, j.key::int, d.date, j.value::float8 FROM card_price_days d CROSS JOIN jsonb_each_text(d.prices::jsonb) j ORDER BY d.uuid, j.key, d.date DESC';

/**
 * Search data for the client card API, kept current by the import inside its publish
 * transaction. Names, type lines and rules text are stored as search keys computed by our own code
 * (`searchKey`: lower case, diacritics stripped, punctuation folded), so both databases index the
 * same words; PostgreSQL's `unaccent()` is not IMMUTABLE and could not be indexed anyway.
 *
 * - `card_search`: one row per stored face with the filterable columns (colour masks, mana value,
 *   rarity rank, legal formats); SQLite indexes its words in FTS5 (`card_search_fts`, rowid = id),
 *   PostgreSQL in tsvector columns with GIN indexes. `is_rep` marks the faces of each card's newest
 *   printing: a search on card properties only (no set, rarity or price) looks at those rows alone.
 * - `card_names`: each card name under each of its keys (full name, face names), tokens aside, for
 *   autocomplete and named lookups: a B-tree for prefixes, FTS5 / tsvector for word starts, and on
 *   PostgreSQL a trigram index (pg_trgm) for fuzzy matching.
 * - `card_latest_prices`: the newest point of every price series of a card (current prices, `usd`
 *   and `eur` in searches), backfilled here from the stored history. Read by (uuid, code) only: no
 *   second index to maintain for the ~500,000 rows a daily file rewrites.
 *
 * Existing catalogues get their `card_search` and `card_names` rows right after the migrations run
 * (`migrate` calls `rebuildCardSearch` when `card_search` and `cards` disagree).
 */
export const M0011CardSearch: SqlMigration = {
  name: 'm0011-card-search',
  up: {
    sqlite: [
      `CREATE TABLE card_search (id INTEGER PRIMARY KEY, ${SEARCH_COLUMNS_SQLITE}, is_rep boolean NOT NULL DEFAULT 0, UNIQUE (uuid))`,
      'CREATE INDEX card_search_name_idx ON card_search (name)',
      'CREATE INDEX card_search_name_key_idx ON card_search (name_key)',
      'CREATE INDEX card_search_face_key_idx ON card_search (face_key)',
      'CREATE INDEX card_search_set_number_idx ON card_search (set_code, number)',
      'CREATE INDEX card_search_scryfall_idx ON card_search (scryfall_id)',
      "CREATE VIRTUAL TABLE card_search_fts USING fts5(name, type, text, tokenize = 'unicode61 remove_diacritics 2')",
      `CREATE TABLE card_search_staging (${SEARCH_COLUMNS_SQLITE}, name_words text NOT NULL, type_words text NOT NULL, text_words text NOT NULL, PRIMARY KEY (uuid))`,
      'CREATE TABLE card_names (id INTEGER PRIMARY KEY, name text NOT NULL, key text NOT NULL, UNIQUE (key, name))',
      "CREATE VIRTUAL TABLE card_names_fts USING fts5(key, tokenize = 'unicode61 remove_diacritics 2', prefix = '2 3')",
      'CREATE TABLE card_latest_prices (uuid varchar(36) NOT NULL, code integer NOT NULL, date varchar(10) NOT NULL, price double NOT NULL, PRIMARY KEY (uuid, code)) WITHOUT ROWID',
      LATEST_SQLITE,
    ],
    postgresql: [
      'SET LOCAL statement_timeout = 0',
      'CREATE EXTENSION IF NOT EXISTS pg_trgm',
      `CREATE TABLE card_search (${SEARCH_COLUMNS_PG}, is_rep boolean NOT NULL DEFAULT false, name_tsv tsvector NOT NULL, type_tsv tsvector NOT NULL, text_tsv tsvector NOT NULL, PRIMARY KEY (uuid))`,
      'CREATE INDEX card_search_name_idx ON card_search (name)',
      'CREATE INDEX card_search_name_key_idx ON card_search (name_key)',
      'CREATE INDEX card_search_face_key_idx ON card_search (face_key)',
      'CREATE INDEX card_search_set_number_idx ON card_search (set_code, number)',
      'CREATE INDEX card_search_scryfall_idx ON card_search (scryfall_id)',
      'CREATE INDEX card_search_name_tsv_idx ON card_search USING gin (name_tsv)',
      'CREATE INDEX card_search_type_tsv_idx ON card_search USING gin (type_tsv)',
      'CREATE INDEX card_search_text_tsv_idx ON card_search USING gin (text_tsv)',
      `CREATE UNLOGGED TABLE card_search_staging (${SEARCH_COLUMNS_PG}, name_words text NOT NULL, type_words text NOT NULL, text_words text NOT NULL, PRIMARY KEY (uuid))`,
      'CREATE TABLE card_names (id serial PRIMARY KEY, name text NOT NULL, key text NOT NULL, key_tsv tsvector NOT NULL, UNIQUE (key, name))',
      'CREATE INDEX card_names_key_c_idx ON card_names (key COLLATE "C")',
      'CREATE INDEX card_names_key_tsv_idx ON card_names USING gin (key_tsv)',
      'CREATE INDEX card_names_key_trgm_idx ON card_names USING gin (key gin_trgm_ops)',
      'CREATE TABLE card_latest_prices (uuid varchar(36) NOT NULL, code integer NOT NULL, date varchar(10) NOT NULL, price double precision NOT NULL, PRIMARY KEY (uuid, code))',
      LATEST_PG,
    ],
  },
  down: {
    sqlite: [
      'DROP TABLE card_latest_prices',
      'DROP TABLE card_names_fts',
      'DROP TABLE card_names',
      'DROP TABLE card_search_staging',
      'DROP TABLE card_search_fts',
      'DROP TABLE card_search',
    ],
    // pg_trgm stays: other objects of the database may have come to use it.
    postgresql: [
      'DROP TABLE card_latest_prices',
      'DROP TABLE card_names',
      'DROP TABLE card_search_staging',
      'DROP TABLE card_search',
    ],
  },
};
