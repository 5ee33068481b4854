import type { EntityManager } from '@mikro-orm/core';
import { seriesKey, type Card, type CardDataStore, type CardSet, type ImportCounts, type ImportedFile, type PriceSeries, type PublishPlan, type SeriesHead, type UpstreamMeta } from '@metagame/core';
import { CARD_COLUMNS, cardRow, PREPEND_COLUMNS, prependRow, SERIES_COLUMNS, seriesFromRecord, seriesRow, SET_COLUMNS, setRow } from './card-rows.js';
import type { BulkColumn, RawSession } from './raw-session.js';
import { withRawSession } from './with-raw-session.js';

const text = (name: string): BulkColumn => ({ name, pgType: 'text' });
const SET_BULK: BulkColumn[] = SET_COLUMNS.map((name) =>
  name.endsWith('_size') ? { name, pgType: 'int' } : name.startsWith('is_') ? { name, pgType: 'bool' } : text(name),
);
const CARD_BULK: BulkColumn[] = CARD_COLUMNS.map((name) => (name === 'is_token' ? { name, pgType: 'bool' } : text(name)));
const SERIES_BULK: BulkColumn[] = SERIES_COLUMNS.map((name) => (name === 'point_count' ? { name, pgType: 'int' } : text(name)));
const PREPEND_BULK: BulkColumn[] = PREPEND_COLUMNS.map((name) => (name === 'point_count' ? { name, pgType: 'int' } : text(name)));
const STAGING = ['card_sets_staging', 'cards_staging', 'price_series_staging', 'price_series_prepends', 'price_series_new'];
const KEY = 'uuid, platform, provider, list, finish';
const KEY_MATCH = (a: string, b: string) => KEY.split(', ').map((c) => `${a}.${c} = ${b}.${c}`).join(' AND ');

/**
 * CardDataStore on the raw driver connections MikroORM pools (better-sqlite3 / pg): bulk batches go
 * to the `*_staging` tables, one transaction each; `publish` swaps them in with one transaction.
 */
export class MikroOrmCardDataStore implements CardDataStore {
  constructor(private readonly em: EntityManager) {}

  lastImported(file: ImportedFile): Promise<UpstreamMeta | null> {
    return withRawSession(this.em, false, async (s) => {
      const [row] = await s.query<UpstreamMeta>('SELECT version, date FROM card_data_versions WHERE file = ?', [file]);
      return row ? { version: row.version, date: row.date } : null;
    });
  }

  counts(): Promise<ImportCounts> {
    return withRawSession(this.em, false, countPublished);
  }

  clearStaging(): Promise<void> {
    return withRawSession(this.em, true, async (s) => {
      for (const table of STAGING) await s.exec(s.dialect === 'postgres' ? `TRUNCATE ${table}` : `DELETE FROM ${table}`);
    });
  }

  stageCatalogue(sets: readonly CardSet[], cards: readonly Card[]): Promise<number> {
    return withRawSession(this.em, true, async (s) => {
      await s.insertRows('card_sets_staging', SET_BULK, sets.map(setRow));
      await s.insertRows('cards_staging', CARD_BULK, cards.map(cardRow));
      return sets.length + cards.length;
    });
  }

  async seriesHeads(uuids: readonly string[]): Promise<Map<string, SeriesHead>> {
    type Row = Parameters<typeof seriesKey>[0] & { earliest_date: string; latest_date: string };
    const rows = await this.selectByUuid<Row>('uuid, platform, provider, list, finish, earliest_date, latest_date', uuids);
    return new Map(rows.map((r) => [seriesKey(r), { key: seriesKey(r), earliestDate: r.earliest_date, latestDate: r.latest_date }]));
  }

  async publishedSeries(uuids: readonly string[]): Promise<PriceSeries[]> {
    const rows = await this.selectByUuid<Parameters<typeof seriesFromRecord>[0]>('uuid, platform, provider, list, finish, currency, points', uuids);
    return rows.map(seriesFromRecord);
  }

  async stagePrepends(series: readonly PriceSeries[]): Promise<number> {
    if (series.length === 0) return 0;
    return withRawSession(this.em, 'sqlite', async (s) => {
      await s.insertRows('price_series_prepends', PREPEND_BULK, series.map(prependRow));
      return series.length;
    });
  }

  /** One statement per call, whatever the count (SQLite: one cached statement, not one per list length). */
  private selectByUuid<T>(columns: string, uuids: readonly string[]): Promise<T[]> {
    return withRawSession(this.em, false, async (s) => {
      // PostgreSQL: one index probe per uuid (OFFSET 0 keeps the subquery a nested loop). `uuid = ANY(…)`
      // is planned from the average series per uuid and, for a batch of mostly new cards, chose a
      // scan of the whole (wide) table: 60 ms instead of 3 ms per batch.
      if (s.dialect === 'postgres') {
        const select = `SELECT ${columns} FROM unnest(?::text[]) AS wanted(id) CROSS JOIN LATERAL (SELECT * FROM price_series WHERE uuid = wanted.id OFFSET 0) AS found`;
        return s.query<T>(select, [uuids]);
      }
      return s.query<T>(`SELECT ${columns} FROM price_series WHERE uuid IN (SELECT value FROM json_each(?))`, [JSON.stringify(uuids)]);
    });
  }

  stageSeries(series: readonly PriceSeries[]): Promise<number> {
    return this.stageInto('price_series_staging', series);
  }

  stageNewSeries(series: readonly PriceSeries[]): Promise<number> {
    return this.stageInto('price_series_new', series);
  }

  private async stageInto(table: string, series: readonly PriceSeries[]): Promise<number> {
    if (series.length === 0) return 0;
    return withRawSession(this.em, 'sqlite', async (s) => {
      await s.insertRows(table, SERIES_BULK, series.map(seriesRow));
      return series.length;
    });
  }

  publish(plan: PublishPlan): Promise<ImportCounts> {
    return withRawSession(this.em, true, async (s) => {
      // Publishing a full history copies ~10^6 rows: lift the pool's 30 s statement timeout here only.
      if (s.dialect === 'postgres') await s.exec("SET LOCAL statement_timeout = '15min'");
      if (plan.catalogue) {
        await replaceAll(s, 'cards', CARD_COLUMNS);
        await replaceAll(s, 'card_sets', SET_COLUMNS);
      }
      if (plan.prices) await publishPrices(s);
      for (const { file, meta } of plan.versions) {
        await s.exec('DELETE FROM card_data_versions WHERE file = ?', [file]);
        await s.exec('INSERT INTO card_data_versions (file, version, date) VALUES (?, ?, ?)', [file, meta.version, meta.date]);
      }
      for (const table of STAGING) await s.exec(`DELETE FROM ${table}`);
      return countPublished(s);
    });
  }
}

const cols = (columns: readonly string[]) => columns.map((c) => `"${c}"`).join(', ');

/**
 * Prepends first, while `price_series` holds only the stored series (PostgreSQL joins by scanning
 * it); then replacements (DELETE + INSERT); new series need only the INSERT. The three staging
 * tables never share a key, so the order changes nothing else.
 */
async function publishPrices(s: RawSession): Promise<void> {
  // Fresh row counts for the joins below (autovacuum has not seen the bulk-filled staging yet).
  if (s.dialect === 'postgres') await s.exec('ANALYZE price_series_prepends, price_series_staging');
  // The daily case: new points go in front of the stored JSON text inside the database, so the
  // stored history is neither sent to nor parsed by the application.
  await s.exec(
    `UPDATE price_series SET points = p.prefix || substr(price_series.points, 2), point_count = price_series.point_count + p.point_count, ` +
      `latest_date = p.latest_date FROM price_series_prepends p WHERE ${KEY_MATCH('p', 'price_series')}`,
  );
  await s.exec(`DELETE FROM price_series WHERE (${KEY}) IN (SELECT ${KEY} FROM price_series_staging)`);
  await s.exec(`INSERT INTO price_series (${cols(SERIES_COLUMNS)}) SELECT ${cols(SERIES_COLUMNS)} FROM price_series_staging`);
  await s.exec(`INSERT INTO price_series (${cols(SERIES_COLUMNS)}) SELECT ${cols(SERIES_COLUMNS)} FROM price_series_new`);
}

async function replaceAll(s: RawSession, table: string, columns: readonly string[]): Promise<void> {
  await s.exec(`DELETE FROM ${table}`);
  await s.exec(`INSERT INTO ${table} (${cols(columns)}) SELECT ${cols(columns)} FROM ${table}_staging`);
}

async function countPublished(s: RawSession): Promise<ImportCounts> {
  const [row] = await s.query<{ sets: number | string; cards: number | string; points: number | string | null }>(
    'SELECT (SELECT COUNT(*) FROM card_sets) AS sets, (SELECT COUNT(*) FROM cards) AS cards, (SELECT SUM(point_count) FROM price_series) AS points',
  );
  return { sets: Number(row?.sets ?? 0), cards: Number(row?.cards ?? 0), pricePoints: Number(row?.points ?? 0) };
}
