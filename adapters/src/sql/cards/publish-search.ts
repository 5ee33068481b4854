import type { Dialect } from '../runner/dialect.js';
import type { SqlSession } from '../runner/sql-session.js';
import { SEARCH_COLUMNS } from './card-search-rows.js';

const COLUMNS = SEARCH_COLUMNS.join(', ');
const STAGED_COLUMNS = SEARCH_COLUMNS.map((c) => `st.${c}`).join(', ');
/** Published rows that staging no longer has, or has with other content. */
const OUTDATED =
  'NOT EXISTS (SELECT 1 FROM card_search_staging st WHERE st.uuid = s.uuid AND st.row_hash = s.row_hash)';
const NEW_IN_STAGING = 'NOT EXISTS (SELECT 1 FROM card_search s WHERE s.uuid = st.uuid)';
/** Every (name, key) a name lookup can find: full names and face names of cards, not tokens. */
const NAME_KEYS =
  "SELECT name, name_key AS key FROM card_search WHERE NOT is_token AND name_key <> '' UNION SELECT name, face_key FROM card_search WHERE NOT is_token AND face_key IS NOT NULL AND face_key <> ''";

/**
 * Brings the search data in line with the staged catalogue inside the caller's (publish)
 * transaction: only rows whose content changed are deleted and inserted, so the full-text and
 * trigram indexes are touched for the day's few changes, not for the whole catalogue.
 * `setsChanged`: a set was added, removed or re-dated (which printing is a card's newest may change).
 * Returns whether anything was rewritten.
 */
export async function publishSearch(s: SqlSession, setsChanged: boolean): Promise<boolean> {
  const [changes] = await s.all<{ outdated: number | string; added: number | string }>(
    `SELECT (SELECT COUNT(*) FROM card_search s WHERE ${OUTDATED}) AS outdated, (SELECT COUNT(*) FROM card_search_staging st WHERE ${NEW_IN_STAGING}) AS added`,
  );
  // The daily catalogue is a new build of the same cards: nothing to rewrite, and names and newest
  // printings only change with the rows or the sets' release dates.
  if (Number(changes?.outdated ?? 0) === 0 && Number(changes?.added ?? 0) === 0 && !setsChanged) return false;
  await rankStagedPrintings(s);
  if (s.dialect === 'sqlite') {
    await s.run(`DELETE FROM card_search_fts WHERE rowid IN (SELECT s.id FROM card_search s WHERE ${OUTDATED})`);
    await s.run(`DELETE FROM card_search WHERE id IN (SELECT s.id FROM card_search s WHERE ${OUTDATED})`);
    const before = await maxId(s, 'card_search');
    await s.run(
      `INSERT INTO card_search (${COLUMNS}, print_rank, is_rep) SELECT ${STAGED_COLUMNS}, r.rn, r.is_rep FROM card_search_staging st JOIN card_ranks r ON r.uuid = st.uuid WHERE ${NEW_IN_STAGING}`,
    );
    await s.run(
      'INSERT INTO card_search_fts (rowid, name, type, text) SELECT s.id, st.name_words, st.type_words, st.text_words FROM card_search s JOIN card_search_staging st ON st.uuid = s.uuid WHERE s.id > ?',
      [before],
    );
  } else {
    await s.run(`DELETE FROM card_search s WHERE ${OUTDATED}`);
    await s.run(
      `INSERT INTO card_search (${COLUMNS}, print_rank, is_rep, name_tsv, type_tsv, text_tsv) SELECT ${STAGED_COLUMNS}, r.rn, r.is_rep, ` +
        "to_tsvector('simple', st.name_words), to_tsvector('simple', st.type_words), to_tsvector('simple', st.text_words) " +
        `FROM card_search_staging st JOIN card_ranks r ON r.uuid = st.uuid WHERE ${NEW_IN_STAGING}`,
    );
  }
  // Kept rows whose rank moved (a printing came before them or went) or whose newest printing changed.
  await s.run(
    'UPDATE card_search SET print_rank = r.rn, is_rep = r.is_rep FROM card_ranks r WHERE r.uuid = card_search.uuid AND (card_search.print_rank <> r.rn OR card_search.is_rep <> r.is_rep)',
  );
  await s.run('DROP TABLE card_ranks');
  await publishNames(s);
  if (s.dialect === 'postgresql') await s.all(FLUSH_GIN_PENDING_LISTS);
  return true;
}

/**
 * PostgreSQL: moves the rows a publish inserted from the GIN indexes' pending lists into the
 * indexes proper. GIN queues inserted entries in a pending list that every search then reads
 * end to end, until a vacuum (or 4 MB of them) merges it; with autovacuum off or behind, a first
 * import left ~350 pages there per index: a name search read its GIN index in 4.3 ms instead of
 * 0.2, and the planner, which prices that list in, scanned the table instead (48 ms instead of 2).
 */
export const FLUSH_GIN_PENDING_LISTS =
  'SELECT gin_clean_pending_list(i.indexrelid) FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam ' +
  "WHERE a.amname = 'gin' AND i.indrelid IN ('card_search'::regclass, 'card_names'::regclass)";

/**
 * A name's rows newest first, as a window over rows `alias` joined to their set `cs`: cards before
 * tokens, the newest set, then set, number and the first face (bytewise on PostgreSQL, as SQLite).
 * The order `print_rank` numbers, kept by the publish and backfilled by m0017 alike.
 */
export function newestFirst(alias: string, dialect: Dialect): string {
  const c = dialect === 'postgresql' ? ' COLLATE "C"' : '';
  const a = (column: string) => `${alias}.${column}${c}`;
  return `PARTITION BY ${alias}.name ORDER BY ${alias}.is_token, cs.release_date DESC NULLS LAST, ${a('set_code')}, ${a('number_sort')}, ${a('side')} NULLS FIRST, ${a('uuid')}`;
}

/**
 * `card_ranks (uuid, rn, is_rep)`: each staged row's place among its name's rows, newest first
 * (cards before tokens, the newest set, then set, number and the first face), the order that picks
 * the printing a card search by name shows (`print_rank`); and whether it is a face of that newest
 * printing (`is_rep`: a search on card properties alone reads those rows only). Staging holds the
 * whole catalogue and `card_sets` is already the new one, so new rows are inserted with both and
 * only kept rows whose values moved are written again (a first import updates no row: on
 * PostgreSQL an update leaves the old row version behind until a vacuum, and searches scan it).
 */
async function rankStagedPrintings(s: SqlSession): Promise<void> {
  const ranked =
    `SELECT st.uuid, ROW_NUMBER() OVER w AS rn, (FIRST_VALUE(st.set_code) OVER w = st.set_code AND FIRST_VALUE(st.number) OVER w = st.number) AS is_rep ` +
    `FROM card_search_staging st LEFT JOIN card_sets cs ON cs.code = st.set_code WINDOW w AS (${newestFirst('st', s.dialect)})`;
  if (s.dialect === 'sqlite') {
    await s.run('DROP TABLE IF EXISTS temp.card_ranks');
    await s.run(`CREATE TEMP TABLE card_ranks AS ${ranked}`);
    await s.run('CREATE UNIQUE INDEX temp.card_ranks_uuid_idx ON card_ranks (uuid)');
  } else {
    await s.run(`CREATE TEMP TABLE card_ranks ON COMMIT DROP AS ${ranked}`);
    await s.run('CREATE UNIQUE INDEX ON card_ranks (uuid)');
    await s.run('ANALYZE card_ranks');
  }
}

/** `card_names` follows `card_search`: names no card has any more go, new ones come. */
async function publishNames(s: SqlSession): Promise<void> {
  if (s.dialect === 'sqlite') {
    await s.run('DROP TABLE IF EXISTS temp.card_name_keys');
    await s.run(`CREATE TEMP TABLE card_name_keys AS ${NAME_KEYS}`);
    await s.run('CREATE INDEX temp.card_name_keys_idx ON card_name_keys (key, name)');
    const gone =
      'SELECT n.id FROM card_names n WHERE NOT EXISTS (SELECT 1 FROM card_name_keys k WHERE k.key = n.key AND k.name = n.name)';
    await s.run(`DELETE FROM card_names_fts WHERE rowid IN (${gone})`);
    await s.run(`DELETE FROM card_names WHERE id IN (${gone})`);
    const before = await maxId(s, 'card_names');
    await s.run(
      'INSERT INTO card_names (name, key) SELECT k.name, k.key FROM card_name_keys k WHERE NOT EXISTS (SELECT 1 FROM card_names n WHERE n.key = k.key AND n.name = k.name)',
    );
    await s.run('INSERT INTO card_names_fts (rowid, key) SELECT id, key FROM card_names WHERE id > ?', [before]);
    await s.run('DROP TABLE temp.card_name_keys');
  } else {
    await s.run(`CREATE TEMP TABLE card_name_keys ON COMMIT DROP AS ${NAME_KEYS}`);
    await s.run(
      'DELETE FROM card_names n WHERE NOT EXISTS (SELECT 1 FROM card_name_keys k WHERE k.key = n.key AND k.name = n.name)',
    );
    await s.run(
      "INSERT INTO card_names (name, key, key_tsv) SELECT k.name, k.key, to_tsvector('simple', k.key) FROM card_name_keys k " +
        'WHERE NOT EXISTS (SELECT 1 FROM card_names n WHERE n.key = k.key AND n.name = k.name)',
    );
    await s.run('DROP TABLE card_name_keys');
  }
}

async function maxId(s: SqlSession, table: string): Promise<number> {
  const [row] = await s.all<{ id: number | null }>(`SELECT MAX(id) AS id FROM ${table}`);
  return Number(row?.id ?? 0);
}

/**
 * The newest point per (card, series) after the staged prices were published. `merge` (a daily
 * file) lays the staged days over the stored latest points; `replace-window` (the full history)
 * recomputes the staged cards from their stored history, since a window may have dropped points.
 */
export async function publishLatestPrices(s: SqlSession, mode: 'merge' | 'replace-window'): Promise<void> {
  if (mode === 'replace-window') {
    await s.run('DELETE FROM card_latest_prices WHERE uuid IN (SELECT DISTINCT uuid FROM card_price_days_staging)');
    await s.run(
      s.dialect === 'sqlite'
        ? 'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT d.uuid, CAST(j.key AS INTEGER), MAX(d.date), j.value FROM card_price_days d, json_each(d.prices) j WHERE d.uuid IN (SELECT DISTINCT uuid FROM card_price_days_staging) GROUP BY d.uuid, j.key'
        : 'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT DISTINCT ON (d.uuid, j.key) d.uuid, j.key::int, d.date, j.value::float8 FROM card_price_days d CROSS JOIN jsonb_each_text(d.prices::jsonb) j WHERE d.uuid IN (SELECT DISTINCT uuid FROM card_price_days_staging) ORDER BY d.uuid, j.key, d.date DESC',
    );
    return;
  }
  await s.run(
    s.dialect === 'sqlite'
      ? 'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT st.uuid, CAST(j.key AS INTEGER), MAX(st.date), j.value FROM card_price_days_staging st, json_each(st.prices) j GROUP BY st.uuid, j.key ' +
          'ON CONFLICT (uuid, code) DO UPDATE SET date = excluded.date, price = excluded.price WHERE excluded.date >= card_latest_prices.date'
      : 'INSERT INTO card_latest_prices (uuid, code, date, price) SELECT DISTINCT ON (st.uuid, j.key) st.uuid, j.key::int, st.date, j.value::float8 FROM card_price_days_staging st CROSS JOIN jsonb_each_text(st.prices::jsonb) j ORDER BY st.uuid, j.key, st.date DESC ' +
          'ON CONFLICT (uuid, code) DO UPDATE SET date = excluded.date, price = excluded.price WHERE excluded.date >= card_latest_prices.date',
  );
}

/** Whether the staged sets differ from the published ones in code or release date; run before they are replaced. */
export async function setsChanged(s: SqlSession): Promise<boolean> {
  const differs = s.dialect === 'postgresql' ? 'IS DISTINCT FROM' : 'IS NOT';
  const [row] = await s.all<{ n: number | string }>(
    `SELECT (SELECT COUNT(*) FROM card_sets_staging st LEFT JOIN card_sets cs ON cs.code = st.code WHERE cs.code IS NULL OR cs.release_date ${differs} st.release_date) + ` +
      '(SELECT COUNT(*) FROM card_sets cs WHERE NOT EXISTS (SELECT 1 FROM card_sets_staging st WHERE st.code = cs.code)) AS n',
  );
  return Number(row?.n ?? 0) > 0;
}
