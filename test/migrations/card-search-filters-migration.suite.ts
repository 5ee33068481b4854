import { expect, it } from 'vitest';

import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'm0016-card-price-order';
/** Search rows as the import wrote them before m0017: formats space-delimited in alphabetical order. */
const ROWS: { uuid: string; name: string; set: string; side: string | null; legal: string }[] = [
  { uuid: 'u-1', name: 'Bolt', set: 'APC', side: null, legal: ' commander legacy modern vintage ' },
  { uuid: 'u-2', name: 'Bolt', set: 'M20', side: null, legal: '  ' },
  // Names inside other names: neither `commander` nor `brawl` nor `standard` is among these.
  { uuid: 'u-3', name: 'Fire // Ice', set: 'APC', side: 'b', legal: ' paupercommander standardbrawl ' },
  { uuid: 'u-4', name: 'Fire // Ice', set: 'APC', side: 'a', legal: ' alchemy vintage ' },
];
/** The bits m0017 stores, fixed for good: alchemy 1, commander 4, legacy 512, modern 1024, paupercommander 2^14, standardbrawl 2^20, vintage 2^22. */
const MASKS = { 'u-1': 4 + 512 + 1024 + 2 ** 22, 'u-2': 0, 'u-3': 2 ** 14 + 2 ** 20, 'u-4': 1 + 2 ** 22 };
/** Per name, newest set first (M20 before APC), then the first face. */
const RANKS = { 'u-1': 2, 'u-2': 1, 'u-3': 2, 'u-4': 1 };

/**
 * m0017-card-search-filters: `card_search.legal` (text for `LIKE`) becomes `legal_mask` (bits) and
 * each row gets its `print_rank` among its name's rows, in place; down restores the text.
 */
export function cardSearchFiltersMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: BEFORE });
    for (const [code, date] of [
      ['APC', '2001-06-04'],
      ['M20', '2019-07-12'],
    ]) {
      await run(
        'INSERT INTO card_sets (code, name, release_date, type, base_set_size, total_set_size, is_online_only, is_foil_only) VALUES (?, ?, ?, ?, 1, 1, ?, ?)',
        [code, code, date, 'core', false, false],
      );
    }
    const words =
      kind === 'sqlite' ? '' : ", to_tsvector('simple', ''), to_tsvector('simple', ''), to_tsvector('simple', '')";
    for (const row of ROWS) {
      await run(
        `INSERT INTO card_search (uuid, name, name_key, set_code, number, number_sort, side, is_token, layout, colors, color_count, identity, identity_count, rarity, legal, row_hash${kind === 'sqlite' ? '' : ', name_tsv, type_tsv, text_tsv'}) ` +
          `VALUES (?, ?, ?, ?, '1', '1', ?, ?, 'normal', 0, 0, 0, 0, 1, ?, 'h'${words})`,
        [row.uuid, row.name, row.name.toLowerCase(), row.set, row.side, false, row.legal],
      );
    }
  });

  // The migrator alone, up to this migration: `migrate` would also rebuild these rows from `cards`,
  // which this suite leaves empty, and m0018 moves the prices on.
  const migrateUp = async () => (await db.orm.migrator.up({ to: 'm0017-card-search-filters' })).map((m) => m.name);
  const stored = async (column: 'legal_mask' | 'print_rank') =>
    Object.fromEntries(
      (
        await db.run<{ uuid: string; v: number | string }>(`SELECT uuid, ${column} AS v FROM card_search ORDER BY uuid`)
      ).map((r) => [r.uuid, Number(r.v)]),
    );

  const indexes = async (): Promise<string[]> => {
    const rows =
      kind === 'sqlite'
        ? await db.run<{ d: string }>(
            "SELECT sql AS d FROM sqlite_master WHERE type = 'index' AND tbl_name = 'card_search' AND sql IS NOT NULL",
          )
        : await db.run<{ d: string }>("SELECT indexdef AS d FROM pg_indexes WHERE tablename = 'card_search'");
    return rows.map((r) => r.d).sort();
  };

  it('converts each row’s formats to their bits, ranks each name’s rows newest first and drops the text', async () => {
    const before = await indexes();
    expect(await migrateUp()).toContain('m0017-card-search-filters');
    // PostgreSQL rebuilds the table (filter columns first): every index is back as it was.
    expect(await indexes()).toEqual(before);
    expect(await stored('legal_mask')).toEqual(MASKS);
    expect(await stored('print_rank')).toEqual(RANKS);
    for (const table of ['card_search', 'card_search_staging']) {
      expect(await db.columns(table)).toContain('legal_mask');
      expect(await db.columns(table)).not.toContain('legal');
    }
    const commander = await db.run<{ uuid: string }>(
      'SELECT uuid FROM card_search WHERE (legal_mask & 4) <> 0 ORDER BY uuid',
    );
    expect(commander.map((r) => r.uuid)).toEqual(['u-1']);
  });

  // The price columns are SQLite's (PostgreSQL joins card_latest_prices): registered for SQLite only, never skipped.
  if (kind === 'sqlite') {
    it('copies each row’s current usd and eur onto it', async () => {
      await db.run(
        "INSERT INTO price_series_codes (platform, provider, list, finish, currency) VALUES ('paper', 'tcgplayer', 'retail', 'normal', 'USD'), ('paper', 'cardmarket', 'retail', 'normal', 'EUR'), ('paper', 'tcgplayer', 'retail', 'foil', 'USD')",
      );
      const code = async (provider: string, finish: string) =>
        (
          await db.run<{ id: number }>('SELECT id FROM price_series_codes WHERE provider = ? AND finish = ?', [
            provider,
            finish,
          ])
        )[0]!.id;
      const [usd, eur, foil] = [
        await code('tcgplayer', 'normal'),
        await code('cardmarket', 'normal'),
        await code('tcgplayer', 'foil'),
      ];
      await db.run(
        "INSERT INTO card_latest_prices (uuid, code, date, price) VALUES ('u-1', ?, '2026-02-08', 2.5), ('u-1', ?, '2026-02-08', 2.1), ('u-2', ?, '2026-02-08', 9)",
        [usd, eur, foil],
      );
      await migrateUp();
      const prices = await db.run<{ uuid: string; usd: number | null; eur: number | null }>(
        "SELECT uuid, usd, eur FROM card_search WHERE uuid IN ('u-1', 'u-2') ORDER BY uuid",
      );
      expect(prices).toEqual([
        { uuid: 'u-1', usd: 2.5, eur: 2.1 },
        { uuid: 'u-2', usd: null, eur: null },
      ]);
    });
  }

  it('goes down to the text the import wrote and up again to the same bits and ranks', async () => {
    await migrateUp();
    await db.orm.migrator.down({ to: BEFORE });
    expect(await db.columns('card_search')).not.toContain('legal_mask');
    expect(await db.columns('card_search')).not.toContain('print_rank');
    expect(await db.columns('card_search')).not.toContain('usd');
    const texts = await db.run<{ uuid: string; legal: string }>('SELECT uuid, legal FROM card_search ORDER BY uuid');
    expect(texts.map((r) => [r.uuid, r.legal.trim()])).toEqual(ROWS.map((r) => [r.uuid, r.legal.trim()]));
    expect(await migrateUp()).toContain('m0017-card-search-filters');
    expect(await stored('legal_mask')).toEqual(MASKS);
    expect(await stored('print_rank')).toEqual(RANKS);
  });
}
