import type { Dialect } from '../runner/dialect.js';
import type { Sql } from '../runner/sql.js';
import type {
  Card,
  CardDataStore,
  CardPrices,
  CardSet,
  ImportCounts,
  ImportedFile,
  PublishPlan,
  UpstreamMeta,
} from '@metagame/core';
import { CARD_COLUMNS, cardRow, SET_COLUMNS, setRow } from './card-rows.js';
import { PRICE_DAY_COLUMNS, priceDayRows } from './price-day-codec.js';
import { PriceSeriesCodes } from './price-series-codes.js';
import { publishPrices } from './publish-prices.js';
import { publishLatestPrices, publishSearch, setsChanged } from './publish-search.js';
import { buildSearchKeys, swapSearchKeys } from './search-keys.js';
import { SEARCH_STAGING_BULK, searchRow } from './card-search-rows.js';
import type { BulkColumn } from '../runner/bulk-insert.js';
import type { SqlSession } from '../runner/sql-session.js';

const text = (name: string): BulkColumn => ({ name, pgType: 'text' });
const SET_BULK: BulkColumn[] = SET_COLUMNS.map((name) =>
  name.endsWith('_size') ? { name, pgType: 'int' } : name.startsWith('is_') ? { name, pgType: 'bool' } : text(name),
);
const CARD_BULK: BulkColumn[] = CARD_COLUMNS.map((name) =>
  name === 'is_token' ? { name, pgType: 'bool' } : text(name),
);
const PRICE_DAY_BULK: BulkColumn[] = PRICE_DAY_COLUMNS.map((name) =>
  name === 'point_count' ? { name, pgType: 'int' } : text(name),
);
const STAGING = ['card_sets_staging', 'cards_staging', 'card_search_staging', 'card_price_days_staging'];
/**
 * Day rows are written in transactions of this many: a daily file gives ~100 job batches of ~1,000
 * rows, and on SQLite each commit is an fsync (measured ~4 ms, ~10% of the daily import).
 */
const STAGE_ROWS = 10_000;

/**
 * CardDataStore on connections of the pool, one `SqlSession` each: bulk batches go
 * to the `*_staging` tables, one transaction each; `publish` swaps them in with one transaction.
 * Price rows are held back until STAGE_ROWS have gathered (publish writes the rest first;
 * clearStaging drops them with the staging tables).
 */
export class MikroOrmCardDataStore implements CardDataStore {
  private readonly codes = new PriceSeriesCodes();
  private heldRows: unknown[][] = [];
  /** The tables the last publish rewrote, for `afterPublish`'s housekeeping (a VACUUM on PostgreSQL). */
  private tidy: string[] = [];

  private readonly store: StoreSql;

  constructor(private readonly sql: Sql) {
    this.store = STORE_SQL[sql.dialect];
  }

  lastImported(file: ImportedFile): Promise<UpstreamMeta | null> {
    return this.sql.session(false, async (s) => {
      const [row] = await s.all<UpstreamMeta>('SELECT version, date FROM card_data_versions WHERE file = ?', [file]);
      return row ? { version: row.version, date: row.date } : null;
    });
  }

  counts(): Promise<ImportCounts> {
    return this.sql.session(false, countPublished);
  }

  clearStaging(): Promise<void> {
    this.heldRows = [];
    return this.sql.session(true, async (s) => {
      for (const table of STAGING) await s.exec(this.store.empty(table));
    });
  }

  stageCatalogue(sets: readonly CardSet[], cards: readonly Card[]): Promise<number> {
    return this.sql.session(true, async (s) => {
      await s.insertRows('card_sets_staging', SET_BULK, sets.map(setRow));
      await s.insertRows('cards_staging', CARD_BULK, cards.map(cardRow));
      await s.insertRows('card_search_staging', SEARCH_STAGING_BULK, cards.map(searchRow));
      return sets.length + cards.length;
    });
  }

  async stagePrices(cards: readonly CardPrices[]): Promise<number> {
    // New series codes commit on their own: a code is never rolled back once this process knows it.
    const codeOf = await this.codes.codesFor(cards, (work) => this.sql.session(false, work));
    let staged = 0;
    for (const card of cards) {
      const rows = priceDayRows(card, codeOf);
      for (const row of rows) this.heldRows.push(row);
      staged += rows.length;
    }
    if (this.heldRows.length >= STAGE_ROWS) await this.writeHeldRows();
    return staged;
  }

  private async writeHeldRows(): Promise<void> {
    const rows = this.heldRows;
    this.heldRows = [];
    if (rows.length === 0) return;
    await this.sql.session('sqlite', (s) => s.insertRows('card_price_days_staging', PRICE_DAY_BULK, rows));
  }

  async publish(plan: PublishPlan): Promise<ImportCounts> {
    await this.writeHeldRows();
    let searchRewritten = false;
    // The search keys carry the prices and the search rows' order: rebuilt when either moved.
    let keysRebuilt = false;
    const counts = await this.sql.session(true, async (s) => {
      for (const setting of this.store.publishSettings) await s.exec(setting);
      if (plan.catalogue) {
        const setsMoved = await setsChanged(s);
        await replaceAll(s, 'cards', CARD_COLUMNS);
        await replaceAll(s, 'card_sets', SET_COLUMNS);
        searchRewritten = await publishSearch(s, setsMoved);
      }
      if (plan.prices) {
        await publishPrices(s, plan.prices);
        await publishLatestPrices(s, plan.prices);
      }
      keysRebuilt = plan.prices !== null || searchRewritten;
      if (keysRebuilt) await buildSearchKeys(s, searchRewritten ? 'all' : 'prices');
      for (const { file, meta } of plan.versions) {
        await s.exec('DELETE FROM card_data_versions WHERE file = ?', [file]);
        await s.exec('INSERT INTO card_data_versions (file, version, date) VALUES (?, ?, ?)', [
          file,
          meta.version,
          meta.date,
        ]);
      }
      for (const table of STAGING) await s.exec(this.store.empty(table));
      await this.store.analyze(s, searchRewritten);
      // Last: on PostgreSQL searches wait for the swapped table from here until the commit.
      if (keysRebuilt) await swapSearchKeys(s);
      return countPublished(s);
    });
    this.tidy = vacuumed(plan, searchRewritten, keysRebuilt);
    return counts;
  }

  async afterPublish(): Promise<void> {
    const rewritten = this.tidy;
    this.tidy = [];
    await this.store.afterCommit(this.sql, rewritten);
  }
}

/** What the store says differently on each database. */
interface StoreSql {
  /** Empties a staging table, inside the publish's transaction. */
  empty(table: string): string;
  /** Settings of the publish's transaction. */
  readonly publishSettings: readonly string[];
  /** Planner statistics for what a publish changed, before it commits. */
  analyze(s: SqlSession, searchRewritten: boolean): Promise<void>;
  /** Housekeeping after a publish committed, given the tables it rewrote. */
  afterCommit(sql: Sql, rewritten: readonly string[]): Promise<void>;
}

const STORE_SQL: Readonly<Record<Dialect, StoreSql>> = {
  postgresql: {
    // TRUNCATE, not DELETE, which left every staged row dead for the vacuum after the commit (a
    // daily import 16.3–16.9 → 14.9–15.3 s). Its exclusive lock is on the staging tables, which only
    // the import holding the import lock touches; rolled back with the publish like the rest.
    empty: (table) => `TRUNCATE ${table}`,
    // Publishing a full history copies ~10^6 rows: lift the pool's 30 s statement timeout here only.
    // The search keys' sorts of 100,000 rows spilled to disk under the default 4 MB (0.2–0.3 s more).
    publishSettings: ["SET LOCAL statement_timeout = '15min'", "SET LOCAL work_mem = '64MB'"],
    analyze: analyzePublished,
    afterCommit: (sql, rewritten) => sql.session(false, (s) => s.exec(`VACUUM ${rewritten.join(', ')}`)),
  },
  sqlite: {
    empty: (table) => `DELETE FROM ${table}`,
    publishSettings: [],
    analyze: async () => {},
    // The publish went through the write-ahead log (166 MB for a daily import); copy it into the
    // database and empty it now, rather than leave it at that size for the server's lifetime. A
    // checkpoint that cannot run now leaves the log to a later one.
    afterCommit: async (sql) => {
      await sql.session(false, (s) => s.all('PRAGMA wal_checkpoint(TRUNCATE)')).catch(() => undefined);
    },
  },
};

/**
 * PostgreSQL: the tables a publish rewrote, vacuumed after it commits (VACUUM cannot run inside a
 * transaction). A catalogue replaces every row of `cards`, a daily price file updates every row of
 * `card_latest_prices` (500,000 on the benchmark), and the staging tables are emptied: each leaves
 * as many dead row versions behind, which every read then steps over until autovacuum, off or
 * behind on some servers, gets to them. After a daily import without it, a price-filtered search
 * took 169 ms instead of 99. The search keys are a new table: a vacuum sets their pages
 * all-visible, which the first readers would otherwise do. A plain VACUUM takes no lock that blocks
 * reads or writes.
 */
function vacuumed(plan: PublishPlan, searchRewritten: boolean, keysRebuilt: boolean): string[] {
  return [
    ...STAGING,
    ...(plan.catalogue ? ['cards', 'card_sets'] : []),
    ...(searchRewritten ? ['card_search', 'card_names'] : []),
    ...(keysRebuilt ? ['card_search_keys'] : []),
    ...(plan.prices ? ['card_price_days', 'card_latest_prices'] : []),
  ];
}

/**
 * PostgreSQL: fresh planner statistics for the tables a publish changed, committed with it. The card
 * API's plans depend on them (with none, a lookup of 100 uuids read all of `card_latest_prices` and
 * `cards`), and autovacuum may be off or not yet have run after a large import. A table is analysed
 * when the search data was rewritten (its content moved) or when its row count is 10 % away from
 * what its statistics assume (a first import, a full history); the daily catalogue, the same cards
 * in a new build, and the daily prices, the same rows with new values, leave them as they are.
 * Only the columns queries filter, join or sort on: `cards.details` would double the time.
 */
async function analyzePublished(s: SqlSession, searchRewritten: boolean): Promise<void> {
  const tables: readonly [string, string, boolean][] = [
    ['cards', 'cards (uuid, set_code, number, name, is_token)', searchRewritten],
    ['card_sets', 'card_sets', searchRewritten],
    ['card_search', 'card_search', searchRewritten],
    ['card_names', 'card_names', searchRewritten],
    ['card_latest_prices', 'card_latest_prices', false],
  ];
  for (const [table, target, changed] of tables) {
    const { rows, assumed } = await rowCounts(s, table);
    // Never an empty table: statistics saying "empty" send the next publish's NOT EXISTS inserts into
    // nested loops that rescan the table they grow (see m0015), where none at all give hash joins.
    const off = assumed < 0 || Math.abs(rows - assumed) > 0.1 * rows;
    if (rows > 0 && (changed || off)) await s.exec(`ANALYZE ${target}`);
  }
}

/** The rows `table` holds and the count its statistics assume (-1: never analysed). */
async function rowCounts(s: SqlSession, table: string): Promise<{ rows: number; assumed: number }> {
  const [row] = await s.all<{ assumed: number | string; n: number | string }>(
    `SELECT (SELECT reltuples FROM pg_class WHERE oid = '${table}'::regclass) AS assumed, (SELECT COUNT(*) FROM ${table}) AS n`,
  );
  return { rows: Number(row?.n ?? 0), assumed: Number(row?.assumed ?? -1) };
}

const cols = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

async function replaceAll(s: SqlSession, table: string, columns: readonly string[]): Promise<void> {
  await s.exec(`DELETE FROM ${table}`);
  await s.exec(`INSERT INTO ${table} (${cols(columns)}) SELECT ${cols(columns)} FROM ${table}_staging`);
}

async function countPublished(s: SqlSession): Promise<ImportCounts> {
  const [row] = await s.all<{ sets: number | string; cards: number | string; points: number | string | null }>(
    'SELECT (SELECT COUNT(*) FROM card_sets) AS sets, (SELECT COUNT(*) FROM cards) AS cards, (SELECT price_points FROM card_data_totals WHERE id = 1) AS points',
  );
  return { sets: Number(row?.sets ?? 0), cards: Number(row?.cards ?? 0), pricePoints: Number(row?.points ?? 0) };
}
