import { PortableMigration } from './portable-migration.js';
import { prependColumns, seriesColumns } from './m0003-card-data.js';

const OLD_TABLES = ['price_series', 'price_series_staging', 'price_series_prepends', 'price_series_new'];

const DESCRIPTOR = ['platform', 'provider', 'list', 'finish', 'currency'];

/**
 * Prices move from one row per series (all its dated points in one JSON text) to one row per card
 * and date whose JSON maps series codes to prices (README "Card data": a daily file rewrote every
 * stored history; now it appends one short row per card). Published prices are converted in the
 * database; staging is dropped (an interrupted import restarts from scratch anyway). SQLite keeps
 * the days clustered by key (WITHOUT ROWID): one B-tree, and a card's history is one contiguous
 * range. PostgreSQL's staging twin is UNLOGGED (see m0007). `card_data_totals` keeps the published
 * point count, which publish adjusts instead of summing ~10^7 rows.
 */
export class M0008CardPriceDays extends PortableMigration {
  override async up(): Promise<void> {
    const pg = this.isPostgres();
    // Converting a full history (10^7–10^8 points) outlasts the pool's 30 s statement timeout;
    // SET LOCAL ends with this migration's transaction.
    if (pg) this.addSql('SET LOCAL statement_timeout = 0');
    for (const table of ['card_price_days', 'card_price_days_staging']) {
      const unlogged = pg && table.endsWith('_staging') ? 'UNLOGGED ' : '';
      this.addSql(
        `CREATE ${unlogged}TABLE ${table} (uuid varchar(36) NOT NULL, date varchar(10) NOT NULL, point_count integer NOT NULL, ` +
          `prices text NOT NULL, PRIMARY KEY (uuid, date))${pg ? '' : ' WITHOUT ROWID'}`,
      );
    }
    this.add(
      this.schema().createTable('price_series_codes', (t) => {
        t.increments('id');
        t.string('platform', 8).notNullable();
        t.text('provider').notNullable();
        t.string('list', 8).notNullable();
        t.string('finish', 8).notNullable();
        t.text('currency').notNullable();
        t.unique(DESCRIPTOR, { indexName: 'price_series_codes_descriptor_unique' });
      }),
    );
    this.add(
      this.schema().createTable('card_data_totals', (t) => {
        t.integer('id').primary();
        t.bigInteger('price_points').notNullable();
      }),
    );
    const columns = DESCRIPTOR.join(', ');
    this.addSql(`INSERT INTO price_series_codes (${columns}) SELECT DISTINCT ${columns} FROM price_series`);
    const sameDescriptor = DESCRIPTOR.map((c) => `c.${c} = s.${c}`).join(' AND ');
    const points = pg ? 'json_each(s.points::json) p' : 'json_each(s.points) p';
    const object = pg ? 'json_object_agg(c.id, p.value)::text' : 'json_group_object(CAST(c.id AS TEXT), p.value)';
    this.addSql(
      `INSERT INTO card_price_days (uuid, date, point_count, prices) SELECT s.uuid, p.key, COUNT(*), ${object} ` +
        `FROM price_series s JOIN price_series_codes c ON ${sameDescriptor} CROSS JOIN ${points} GROUP BY s.uuid, p.key`,
    );
    this.addSql('INSERT INTO card_data_totals (id, price_points) SELECT 1, COALESCE(SUM(point_count), 0) FROM card_price_days');
    for (const table of OLD_TABLES) this.add(this.schema().dropTable(table));
  }

  /** Back to the empty series tables: price files are marked never imported, so the next import reloads them. */
  override async down(): Promise<void> {
    this.add(this.schema().createTable('price_series', (t) => seriesColumns(t, true)));
    for (const table of ['price_series_staging', 'price_series_new']) this.add(this.schema().createTable(table, (t) => seriesColumns(t, false)));
    this.add(this.schema().createTable('price_series_prepends', prependColumns));
    this.addSql("DELETE FROM card_data_versions WHERE file IN ('AllPrices', 'AllPricesToday')");
    for (const table of ['card_price_days', 'card_price_days_staging', 'price_series_codes', 'card_data_totals']) this.add(this.schema().dropTable(table));
  }
}
