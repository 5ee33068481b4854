import type { SqlSession } from '../runner/sql-session.js';
import { NEW_IN_STAGING, OUTDATED, PUBLISH_SEARCH_SQL } from './publish-search-sql.js';

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
  const sql = PUBLISH_SEARCH_SQL[s.dialect];
  await rankStagedPrintings(s);
  await sql.replaceRows(s);
  // Kept rows whose rank moved (a printing came before them or went) or whose newest printing changed.
  await s.exec(
    'UPDATE card_search SET print_rank = r.rn, is_rep = r.is_rep FROM card_ranks r WHERE r.uuid = card_search.uuid AND (card_search.print_rank <> r.rn OR card_search.is_rep <> r.is_rep)',
  );
  await s.exec('DROP TABLE card_ranks');
  await sql.publishNames(s);
  for (const statement of sql.afterPublish) await s.all(statement);
  return true;
}

/**
 * A name's rows newest first, as a window over rows `alias` joined to their set `cs`: cards before
 * tokens, the newest set, then set, number and the first face (bytewise on PostgreSQL, as SQLite).
 * The order `print_rank` numbers.
 */
function newestFirst(alias: string, c: string): string {
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
  const sql = PUBLISH_SEARCH_SQL[s.dialect];
  const ranked =
    `SELECT st.uuid, ROW_NUMBER() OVER w AS rn, (FIRST_VALUE(st.set_code) OVER w = st.set_code AND FIRST_VALUE(st.number) OVER w = st.number) AS is_rep ` +
    `FROM card_search_staging st LEFT JOIN card_sets cs ON cs.code = st.set_code WINDOW w AS (${newestFirst('st', sql.collate)})`;
  for (const statement of sql.rankTable(ranked)) await s.exec(statement);
}

/**
 * The newest point per (card, series) after the staged prices were published. `merge` (a daily
 * file) lays the staged days over the stored latest points; `replace-window` (the full history)
 * recomputes the staged cards from their stored history, since a window may have dropped points.
 */
export async function publishLatestPrices(s: SqlSession, mode: 'merge' | 'replace-window'): Promise<void> {
  const sql = PUBLISH_SEARCH_SQL[s.dialect];
  if (mode === 'replace-window') {
    await s.exec('DELETE FROM card_latest_prices WHERE uuid IN (SELECT DISTINCT uuid FROM card_price_days_staging)');
    await s.exec(sql.latestFromHistory);
    return;
  }
  // A card staged with two dates (two daily files in one import) needs its newest picked per series.
  const twoDays = await s.count(
    'SELECT COUNT(*) AS n FROM (SELECT uuid FROM card_price_days_staging GROUP BY uuid HAVING COUNT(*) > 1 LIMIT 1) x',
  );
  for (const statement of sql.latestMerged(twoDays === 0)) await s.exec(statement);
}

/** Whether the staged sets differ from the published ones in code or release date; run before they are replaced. */
export async function setsChanged(s: SqlSession): Promise<boolean> {
  const differs = PUBLISH_SEARCH_SQL[s.dialect].isDistinctFrom;
  const [row] = await s.all<{ n: number | string }>(
    `SELECT (SELECT COUNT(*) FROM card_sets_staging st LEFT JOIN card_sets cs ON cs.code = st.code WHERE cs.code IS NULL OR cs.release_date ${differs} st.release_date) + ` +
      '(SELECT COUNT(*) FROM card_sets cs WHERE NOT EXISTS (SELECT 1 FROM card_sets_staging st WHERE st.code = cs.code)) AS n',
  );
  return Number(row?.n ?? 0) > 0;
}
