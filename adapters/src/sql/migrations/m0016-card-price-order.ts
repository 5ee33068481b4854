import type { SqlMigration } from './sql-migration.js';

/**
 * PostgreSQL: price-ordered card searches (`order=usd|eur`) read a page from `card_latest_prices
 * (code, price)`: the cheapest (dearest) prices of the series bound which printings are ranked and
 * sorted, instead of joining the price of every match.
 * SQLite gets nothing: there the index doubled the daily price publish (2.2 → 4.5 s on the
 * 100,000-printing benchmark) and the full read stays.
 */
export const M0016CardPriceOrder: SqlMigration = {
  name: 'm0016-card-price-order',
  up: {
    sqlite: [],
    postgresql: [
      'SET LOCAL statement_timeout = 0',
      'CREATE INDEX card_latest_prices_code_price_idx ON card_latest_prices (code, price)',
    ],
  },
  down: {
    sqlite: [],
    postgresql: ['DROP INDEX card_latest_prices_code_price_idx'],
  },
};
