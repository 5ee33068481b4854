import { PortableMigration } from './portable-migration.js';

/** Every staging table: written in bulk by one import, emptied by its publish. */
const STAGING = ['card_sets_staging', 'cards_staging', 'price_series_staging', 'price_series_prepends', 'price_series_new'];

/**
 * `price_series_new` stages series that have no published row yet, so publish only inserts them
 * (no `DELETE … IN (staging)` over a million daily rows). On PostgreSQL the staging tables become
 * UNLOGGED: they skip the WAL (bulk writes about twice as fast) and a crash empties them, which is
 * what an interrupted import needs anyway (the next one starts by clearing staging).
 */
export class M0007PriceSeriesNew extends PortableMigration {
  override async up(): Promise<void> {
    this.add(
      this.schema().createTable('price_series_new', (t) => {
        t.string('uuid', 36).notNullable();
        t.string('platform', 8).notNullable();
        t.string('provider', 32).notNullable();
        t.string('list', 8).notNullable();
        t.string('finish', 8).notNullable();
        t.string('currency', 8).notNullable();
        t.integer('point_count').notNullable();
        t.string('earliest_date', 10).notNullable();
        t.string('latest_date', 10).notNullable();
        /** `{"YYYY-MM-DD":price,…}` newest first, as in `price_series`. */
        t.text('points').notNullable();
      }),
    );
    if (this.isPostgres()) for (const table of STAGING) this.addSql(`ALTER TABLE ${table} SET UNLOGGED`);
  }

  override async down(): Promise<void> {
    if (this.isPostgres()) for (const table of STAGING.slice(0, -1)) this.addSql(`ALTER TABLE ${table} SET LOGGED`);
    this.add(this.schema().dropTable('price_series_new'));
  }
}
