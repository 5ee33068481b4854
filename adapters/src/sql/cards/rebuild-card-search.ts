import type { Card } from '@metagame/core';
import type { Dialect } from '../runner/dialect.js';
import type { Sql } from '../runner/sql.js';
import { cardFromRecord } from './card-rows.js';
import { SEARCH_STAGING_BULK, searchRow } from './card-search-rows.js';
import { publishSearch } from './publish-search.js';
import { buildSearchKeys, swapSearchKeys } from './search-keys.js';
import type { CardRecord } from '../schemas/cards/card-schemas.js';

const BATCH = 2_000;

/** PostgreSQL: no statement timeout for the rebuild, and planner statistics for what it built. */
const REBUILD_SQL: Readonly<Record<Dialect, { settings: readonly string[]; analyze: readonly string[] }>> = {
  postgresql: {
    settings: ["SET LOCAL statement_timeout = '15min'"],
    analyze: ['ANALYZE card_search', 'ANALYZE card_names'],
  },
  sqlite: { settings: [], analyze: [] },
};

/**
 * Builds the search data from the published catalogue when the two disagree: a database whose
 * catalogue was imported before the search data existed (or any other way the two drifted apart). Runs in
 * one transaction through the publish path, so readers see the old search data or the whole new one.
 * Returns the number of cards indexed, 0 when nothing had to be done.
 */
export async function rebuildCardSearch(sql: Sql): Promise<number> {
  const [counts] = await sql.all<{ cards: number | string; searchable: number | string }>(
    'SELECT (SELECT COUNT(*) FROM cards) AS cards, (SELECT COUNT(*) FROM card_search) AS searchable',
  );
  if (Number(counts?.cards ?? 0) === Number(counts?.searchable ?? 0)) return 0;
  return sql.session(true, async (s) => {
    const rebuild = REBUILD_SQL[s.dialect];
    for (const setting of rebuild.settings) await s.exec(setting);
    await s.exec('DELETE FROM card_search_staging');
    let after = '';
    let total = 0;
    for (;;) {
      const rows = await s.all<Record<string, unknown>>(
        'SELECT uuid, set_code AS "setCode", number, is_token AS "isToken", name, details FROM cards WHERE uuid > ? ORDER BY uuid LIMIT ?',
        [after, BATCH],
      );
      if (rows.length === 0) break;
      const cards: Card[] = rows.map((r) => cardFromRecord(r as unknown as CardRecord));
      await s.insertRows('card_search_staging', SEARCH_STAGING_BULK, cards.map(searchRow));
      total += cards.length;
      after = cards.at(-1)!.uuid;
    }
    await publishSearch(s, true);
    await buildSearchKeys(s, 'all');
    await s.exec('DELETE FROM card_search_staging');
    // Planner statistics for what was just built, never for empty tables (see analyzePublished in the card data store).
    if (total > 0) for (const statement of rebuild.analyze) await s.exec(statement);
    await swapSearchKeys(s);
    return total;
  });
}
