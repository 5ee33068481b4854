import { afterEach, beforeEach, expect, it } from 'vitest';
import { MikroOrmCardDataStore } from '@metagame/adapters';
import type { CardDataStore } from '@metagame/core';
import { describeOn } from '../support/each-database.js';
import { openTestOrm, type TestOrm } from '../support/test-orm.js';
import { aCard, aSeries, aSet, pricesOf } from '../unit/card-data/card-data-builders.js';

const META = { version: '5.3.0+20260207', date: '2026-02-07' };

/**
 * PostgreSQL's planner statistics after a publish (the card API's plans depend on them, and
 * autovacuum may be off): the tables a publish changed are analysed inside it, the ones it left
 * as they were are not; the GIN indexes hold nothing in their pending lists.
 */
describeOn('postgres', 'MikroOrmCardDataStore planner statistics', (kind) => {
  let db: TestOrm;
  let store: CardDataStore;
  beforeEach(async () => {
    db = await openTestOrm(kind);
    store = db.inContext(new MikroOrmCardDataStore(db.orm.sql));
  });
  afterEach(async () => db.close());

  const sql = <T>(text: string): Promise<T[]> => db.orm.em.fork().getConnection().execute(text);
  /** The row count each table's statistics assume (-1: never analysed). */
  const assumed = async () => {
    const rows = await sql<{ relname: string; reltuples: number }>(
      "SELECT relname, reltuples FROM pg_class WHERE relname IN ('cards', 'card_search', 'card_search_keys', 'card_names', 'card_latest_prices') ORDER BY relname",
    );
    return Object.fromEntries(rows.map((r) => [r.relname, Number(r.reltuples)]));
  };
  /** When `table` was last analysed, in epoch microseconds (null: never). */
  const lastAnalyzed = async (table: string) => {
    const [row] = await sql<{ at: string | null }>(
      `SELECT (extract(epoch FROM last_analyze) * 1000000)::bigint::text AS at FROM pg_stat_user_tables WHERE relname = '${table}'`,
    );
    return row?.at == null ? null : BigInt(row.at);
  };
  const publishCatalogue = async (names: string[]) => {
    const { set, cards } = aSet(
      'TST',
      names.map((name, i) => aCard(`u${i}`, { number: String(i + 1), name })),
    );
    await store.clearStaging();
    await store.stageCatalogue([set], cards);
    await store.stagePrices(
      cards.map((c) =>
        pricesOf(
          c.uuid,
          aSeries(c.uuid, { '2026-02-07': 1 }),
          aSeries(c.uuid, { '2026-02-07': 2 }, { finish: 'foil' }),
        ),
      ),
    );
    await store.publish({ catalogue: true, prices: 'merge', versions: [{ file: 'AllPrintings', meta: META }] });
    await store.afterPublish();
  };

  it('analyses the tables a first publish filled, so the planner knows their sizes', async () => {
    await publishCatalogue(['Alpha', 'Beta', 'Gamma']);
    expect(await assumed()).toEqual({
      card_latest_prices: 6,
      card_names: 3,
      card_search: 3,
      card_search_keys: 3,
      cards: 3,
    });
  });

  it('leaves no entry in the GIN indexes’ pending lists, which every search would read end to end', async () => {
    await publishCatalogue(['Alpha', 'Beta', 'Gamma']);
    // gin_clean_pending_list answers how many pending pages it merged: none may be left.
    const pending = await sql<{ index: string; pages: number }>(
      "SELECT c.relname AS index, gin_clean_pending_list(c.oid)::int AS pages FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid JOIN pg_am a ON a.oid = c.relam WHERE a.amname = 'gin' AND i.indrelid IN ('card_search'::regclass, 'card_names'::regclass) ORDER BY c.relname",
    );
    expect(pending).toEqual(
      [
        'card_names_key_trgm_idx',
        'card_names_key_tsv_idx',
        'card_search_name_tsv_idx',
        'card_search_text_tsv_idx',
        'card_search_type_tsv_idx',
      ].map((index) => ({ index, pages: 0 })),
    );
  });

  it('vacuums the tables a publish rewrote once it has committed, so reads do not step over dead row versions', async () => {
    const vacuumed = async () =>
      (
        await sql<{ relname: string }>(
          'SELECT relname FROM pg_stat_user_tables WHERE last_vacuum IS NOT NULL ORDER BY relname',
        )
      ).map((r) => r.relname);
    expect(await vacuumed()).toEqual([]);
    await publishCatalogue(['Alpha', 'Beta', 'Gamma']);
    expect(await vacuumed()).toEqual([
      'card_latest_prices',
      'card_names',
      'card_price_days',
      'card_price_days_staging',
      'card_search',
      'card_search_keys',
      'card_search_staging',
      'card_sets',
      'card_sets_staging',
      'cards',
      'cards_staging',
    ]);
  });

  it('leaves the statistics of an unchanged catalogue alone and refreshes them when a card changed', async () => {
    await publishCatalogue(['Alpha', 'Beta', 'Gamma']);
    const first = await lastAnalyzed('card_search');
    expect(first).not.toBeNull();
    await publishCatalogue(['Alpha', 'Beta', 'Gamma']);
    expect(await lastAnalyzed('card_search')).toBe(first);
    await publishCatalogue(['Alpha', 'Beta', 'Delta']);
    expect(await lastAnalyzed('card_search')).toBeGreaterThan(first!);
  });
});
