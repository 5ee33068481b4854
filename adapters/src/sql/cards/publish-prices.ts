import type { MergeMode } from '@metagame/core';
import { PRICE_DAY_COLUMNS } from './price-day-codec.js';
import type { Dialect } from '../runner/dialect.js';
import type { SqlSession } from '../runner/sql-session.js';

const COLUMNS = PRICE_DAY_COLUMNS.map((c) => `"${c}"`).join(', ');
/** Each staged card's window: its earliest staged date on. */
const WINDOWS = 'SELECT uuid, MIN(date) AS since FROM card_price_days_staging GROUP BY uuid';
const IN_WINDOWS = `FROM (${WINDOWS}) w JOIN card_price_days d ON d.uuid = w.uuid AND d.date >= w.since`;
const AT_STAGED_DAYS =
  'FROM card_price_days_staging st JOIN card_price_days d ON d.uuid = st.uuid AND d.date = st.date';

/**
 * Publishes the staged day rows inside the caller's transaction. The published point total is
 * adjusted by what the touched days held before and after, so no publish sums the whole table.
 */
export async function publishPrices(s: SqlSession, mode: MergeMode): Promise<void> {
  const sql = PUBLISH_PRICES_SQL[s.dialect];
  for (const statement of sql.beforePublish) await s.exec(statement);
  const touched = mode === 'replace-window' ? IN_WINDOWS : AT_STAGED_DAYS;
  const before = await sumPoints(s, touched);
  if (mode === 'replace-window') {
    // The file is the truth for each card's window: the stored days in it make way; older days stay.
    await s.exec(sql.deleteWindows);
    await s.exec(`INSERT INTO card_price_days (${COLUMNS}) SELECT ${COLUMNS} FROM card_price_days_staging`);
  } else {
    await s.exec(sql.merge);
  }
  const after = await sumPoints(s, touched);
  await s.exec('UPDATE card_data_totals SET price_points = price_points + ? WHERE id = 1', [after - before]);
}

/**
 * merge: a new day is a plain insert (the daily case); a day already stored gets the staged prices
 * laid over its own, inside the database (no stored history travels to the application).
 * `WHERE true`: SQLite's parser needs it between INSERT … SELECT and ON CONFLICT.
 */
const merge = (merged: string, count: string) =>
  `INSERT INTO card_price_days (${COLUMNS}) SELECT ${COLUMNS} FROM card_price_days_staging WHERE true ` +
  `ON CONFLICT (uuid, date) DO UPDATE SET prices = ${merged}, point_count = ${count}`;

/** What publishing prices says differently on each database. */
const PUBLISH_PRICES_SQL: Readonly<
  Record<Dialect, { beforePublish: readonly string[]; deleteWindows: string; merge: string }>
> = {
  postgresql: {
    // Fresh row counts for the joins below (autovacuum has not seen the bulk-filled staging yet).
    beforePublish: ['ANALYZE card_price_days_staging'],
    deleteWindows: `DELETE FROM card_price_days d USING (${WINDOWS}) w WHERE d.uuid = w.uuid AND d.date >= w.since`,
    merge: merge(
      '(card_price_days.prices::jsonb || excluded.prices::jsonb)::text',
      '(SELECT COUNT(*) FROM jsonb_object_keys((card_price_days.prices::jsonb || excluded.prices::jsonb)))',
    ),
  },
  sqlite: {
    beforePublish: [],
    // SQLite has no DELETE … USING: the doomed keys come from the join, driven by the (few) windows.
    deleteWindows: `DELETE FROM card_price_days WHERE (uuid, date) IN (SELECT d.uuid, d.date ${IN_WINDOWS})`,
    merge: merge(
      'json_patch(card_price_days.prices, excluded.prices)',
      '(SELECT COUNT(*) FROM json_each(json_patch(card_price_days.prices, excluded.prices)))',
    ),
  },
};

async function sumPoints(s: SqlSession, from: string): Promise<number> {
  const [row] = await s.all<{ points: number | string | null }>(`SELECT SUM(d.point_count) AS points ${from}`);
  return Number(row?.points ?? 0);
}
