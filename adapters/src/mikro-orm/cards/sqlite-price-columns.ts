import { PRICE_FIELDS } from './card-query-sql.js';
import type { RawSession } from './raw-session.js';

/**
 * SQLite keeps each search row's current `usd` and `eur` (the newest price of the series the
 * search syntax means) on `card_search` itself, so a price-ordered or price-filtered search reads
 * it in its scan instead of one `card_latest_prices` lookup per match: `c:m f:commander
 * unique=prints order=usd` (54,131 matches) read its page in 42 ms with the lookups, 17 ms
 * without. Copying the day's prices costs ~0.5 s of the daily import on the 100,000-printing
 * benchmark. PostgreSQL does not: there a row update rewrites its three GIN index entries (4 s a
 * day, measured), and its price-ordered pages read `card_latest_prices (code, price)` instead.
 *
 * The statements bring both columns in line with `card_latest_prices`, writing only rows whose
 * value changed: run after a publish changed prices or inserted search rows.
 */
export const COPY_PRICES_TO_SEARCH_ROWS: readonly string[] = Object.entries(PRICE_FIELDS).flatMap(([column, { provider, currency }]) => {
  const code = `(SELECT id FROM price_series_codes WHERE platform = 'paper' AND list = 'retail' AND finish = 'normal' AND provider = '${provider}' AND currency = '${currency}')`;
  return [
    `UPDATE card_search SET ${column} = lp.price FROM card_latest_prices lp WHERE lp.uuid = card_search.uuid AND lp.code = ${code} AND card_search.${column} IS NOT lp.price`,
    `UPDATE card_search SET ${column} = NULL WHERE ${column} IS NOT NULL AND NOT EXISTS (SELECT 1 FROM card_latest_prices lp WHERE lp.uuid = card_search.uuid AND lp.code = ${code})`,
  ];
});

/** Runs COPY_PRICES_TO_SEARCH_ROWS on SQLite; PostgreSQL keeps no copy. */
export async function copyPricesToSearchRows(s: RawSession): Promise<void> {
  if (s.dialect === 'sqlite') for (const statement of COPY_PRICES_TO_SEARCH_ROWS) await s.exec(statement);
}
