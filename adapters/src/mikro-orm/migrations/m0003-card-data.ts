import type { Migration } from '@mikro-orm/migrations';
import { PortableMigration } from './portable-migration.js';

type TableBuilder = Parameters<Parameters<ReturnType<Migration['getKnex']>['schema']['createTable']>[1]>[0];

/**
 * Card reference and its import. Published tables (`card_sets`, `cards`, `price_series`) each have a
 * `*_staging` twin without secondary indexes: an import fills staging in bulk batches and publishes
 * in one transaction. Prices are stored one row per series (uuid, platform, provider, list, finish)
 * with its dated points as JSON text, chosen by measurement (README "Card data").
 */
export class M0003CardData extends PortableMigration {
  override async up(): Promise<void> {
    for (const suffix of ['', '_staging']) {
      this.add(this.schema().createTable(`card_sets${suffix}`, (t) => setColumns(t)));
      this.add(this.schema().createTable(`cards${suffix}`, (t) => cardColumns(t)));
      // Staged series carry no key index: bulk appends stay cheap; publish matches them by row value.
      this.add(this.schema().createTable(`price_series${suffix}`, (t) => seriesColumns(t, suffix === '')));
    }
    this.add(this.schema().createTable('price_series_prepends', prependColumns));
    this.add(
      this.schema().alterTable('cards', (t) => {
        t.index(['set_code', 'is_token', 'number_sort', 'uuid'], 'cards_set_order_idx');
        t.index(['name_lower'], 'cards_name_lower_idx');
        t.index(['face_name_lower'], 'cards_face_name_lower_idx');
      }),
    );
    this.add(
      this.schema().createTable('card_data_status', (t) => {
        t.integer('id').primary();
        t.text('status').notNullable();
        t.string('owner', 64).nullable();
        t.bigInteger('heartbeat_ms').nullable();
      }),
    );
    this.add(
      this.schema().createTable('card_data_versions', (t) => {
        t.string('file', 32).primary();
        t.string('version', 64).notNullable();
        t.string('date', 10).notNullable();
      }),
    );
    this.addSql(this.getKnex()('card_data_status').insert({ id: 1, status: '{"state":"idle"}' }).toQuery());
  }

  override async down(): Promise<void> {
    for (const table of ['card_data_versions', 'card_data_status', 'price_series_prepends']) this.add(this.schema().dropTable(table));
    for (const suffix of ['_staging', '']) {
      for (const table of ['price_series', 'cards', 'card_sets']) this.add(this.schema().dropTable(`${table}${suffix}`));
    }
  }
}

function setColumns(t: TableBuilder): void {
  t.string('code', 16).primary();
  t.text('name').notNullable();
  t.string('release_date', 10).nullable();
  t.string('type', 64).notNullable();
  t.integer('base_set_size').notNullable();
  t.integer('total_set_size').notNullable();
  t.string('keyrune_code', 32).nullable();
  t.text('block').nullable();
  t.string('parent_code', 16).nullable();
  t.boolean('is_online_only').notNullable();
  t.boolean('is_foil_only').notNullable();
}

function cardColumns(t: TableBuilder): void {
  t.string('uuid', 36).primary();
  t.string('set_code', 16).notNullable();
  t.string('number', 32).notNullable();
  t.string('number_sort', 96).notNullable();
  t.boolean('is_token').notNullable();
  t.text('name').notNullable();
  t.text('name_lower').notNullable();
  t.text('face_name_lower').nullable();
  /** Every other field of the card as JSON text: read whole, never filtered on. */
  t.text('details').notNullable();
}

export function prependColumns(t: TableBuilder): void {
  seriesKeyColumns(t);
  t.integer('point_count').notNullable();
  /** `{"YYYY-MM-DD":price,…,` — the new points, ready to be put in front of the stored JSON. */
  t.text('prefix').notNullable();
  t.string('latest_date', 10).notNullable();
}

function seriesKeyColumns(t: TableBuilder): void {
  t.string('uuid', 36).notNullable();
  t.string('platform', 8).notNullable();
  t.string('provider', 32).notNullable();
  t.string('list', 8).notNullable();
  t.string('finish', 8).notNullable();
}

export function seriesColumns(t: TableBuilder, keyed: boolean): void {
  seriesKeyColumns(t);
  t.string('currency', 8).notNullable();
  t.integer('point_count').notNullable();
  t.string('earliest_date', 10).notNullable();
  t.string('latest_date', 10).notNullable();
  /** `{"YYYY-MM-DD":price,…}` newest first. */
  t.text('points').notNullable();
  if (keyed) t.primary(['uuid', 'platform', 'provider', 'list', 'finish']);
}
