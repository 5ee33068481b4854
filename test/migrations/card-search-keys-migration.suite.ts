import { expect, it } from 'vitest';
import { parseCardQuery, type SearchOptions } from '@metagame/core';
import { MikroOrmCardSearchRepo } from '@metagame/adapters';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const BEFORE = 'm0017-card-search-filters';
const THIS = 'm0018-card-search-keys';

/** Search rows as the import wrote them before m0018, with the type words its full-text index holds. */
const ROWS = [
  { uuid: 'u-1', name: 'Bolt', face: null, set: 'APC', number: '1', side: null, type: 'instant', rank: 2, rep: false },
  { uuid: 'u-2', name: 'Bolt', face: null, set: 'M20', number: '2', side: null, type: 'instant', rank: 1, rep: true },
  {
    uuid: 'u-3',
    name: 'Fire // Ice',
    face: 'fire',
    set: 'APC',
    number: '128',
    side: 'a',
    type: 'instant',
    rank: 1,
    rep: true,
  },
  {
    uuid: 'u-4',
    name: 'Fire // Ice',
    face: 'ice',
    set: 'APC',
    number: '128',
    side: 'b',
    type: 'instant',
    rank: 2,
    rep: true,
  },
  {
    uuid: 'u-5',
    name: 'Llanowar Elves',
    face: null,
    set: 'M20',
    number: '3',
    side: null,
    type: 'legendary creature elf druid',
    rank: 1,
    rep: true,
  },
  {
    uuid: 'u-6',
    name: 'Ajani',
    face: null,
    set: 'M20',
    number: '4',
    side: null,
    type: 'legendary planeswalker ajani',
    rank: 1,
    rep: true,
  },
];
/** TYPE_WORD_BITS, fixed for good: creature 4, instant 16, planeswalker 128, legendary 1024 (`elf`, `druid` and `ajani` have none). */
const TYPE_MASKS = { 'u-1': 16, 'u-2': 16, 'u-3': 16, 'u-4': 16, 'u-5': 1024 + 4, 'u-6': 1024 + 128 };
/** The keys built from them: name order, then the usd order (cheapest first, unpriced last in name order), each face's place in its printing. */
const KEYS = [
  { uuid: 'u-6', pos: 1, usd: null, eur: null, usd_pos: 4, face_rank: 1, faced: false },
  { uuid: 'u-1', pos: 2, usd: 2.5, eur: null, usd_pos: 3, face_rank: 1, faced: false },
  { uuid: 'u-2', pos: 3, usd: 0.5, eur: 0.4, usd_pos: 1, face_rank: 1, faced: false },
  { uuid: 'u-3', pos: 4, usd: null, eur: null, usd_pos: 5, face_rank: 1, faced: true },
  { uuid: 'u-4', pos: 5, usd: null, eur: null, usd_pos: 6, face_rank: 2, faced: true },
  { uuid: 'u-5', pos: 6, usd: 1, eur: null, usd_pos: 2, face_rank: 1, faced: false },
];
const OPTIONS: SearchOptions = { unique: 'cards', order: 'name', direction: 'asc', limit: 10, offset: 0 };

/**
 * m0018-card-search-keys: the search rows gain their type bits (from the words of their full-text
 * index), PostgreSQL's an integer id; the narrow `card_search_keys` are built from them with the
 * current prices, which leave SQLite's search rows; searches work right after it, and down and up.
 */
export function cardSearchKeysMigrationSuite(kind: DatabaseKind): void {
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
    for (const [i, row] of ROWS.entries()) {
      const details = {
        faceName: null,
        asciiName: null,
        layout: 'normal',
        side: row.side,
        rarity: 'common',
        manaCost: null,
        manaValue: 1,
        type: row.type,
        types: [],
        subtypes: [],
        supertypes: [],
        text: null,
        power: null,
        toughness: null,
        loyalty: null,
        defense: null,
        colors: [],
        colorIdentity: [],
        otherFaceIds: [],
        availability: ['paper'],
        finishes: ['nonfoil'],
        isOnlineOnly: false,
        legalities: {},
        identifiers: {},
      };
      await run(
        'INSERT INTO cards (uuid, set_code, number, number_sort, is_token, name, name_lower, face_name_lower, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          row.uuid,
          row.set,
          row.number,
          row.number.padStart(10, '0'),
          false,
          row.name,
          row.name.toLowerCase(),
          row.face,
          JSON.stringify(details),
        ],
      );
      const key = row.name.toLowerCase().replace(' // ', ' ');
      const values = [
        row.uuid,
        row.name,
        key,
        row.face,
        row.set,
        row.number,
        row.number.padStart(10, '0'),
        row.side,
        row.rank,
        row.rep,
      ];
      if (kind === 'sqlite') {
        await run(
          'INSERT INTO card_search (id, uuid, name, name_key, face_key, set_code, number, number_sort, side, is_token, layout, colors, color_count, identity, identity_count, rarity, print_rank, is_rep, row_hash) ' +
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 'normal', 0, 0, 0, 0, 1, ?, ?, 'h')",
          [i + 1, ...values],
        );
        await run('INSERT INTO card_search_fts (rowid, name, type, text) VALUES (?, ?, ?, ?)', [
          i + 1,
          key,
          row.type,
          '',
        ]);
      } else {
        await run(
          'INSERT INTO card_search (uuid, name, name_key, face_key, set_code, number, number_sort, side, is_token, layout, colors, color_count, identity, identity_count, rarity, print_rank, is_rep, row_hash, name_tsv, type_tsv, text_tsv) ' +
            "VALUES (?, ?, ?, ?, ?, ?, ?, ?, false, 'normal', 0, 0, 0, 0, 1, ?, ?, 'h', to_tsvector('simple', ?), to_tsvector('simple', ?), to_tsvector('simple', ''))",
          [...values, key, row.type],
        );
      }
    }
    await run(
      "INSERT INTO price_series_codes (platform, provider, list, finish, currency) VALUES ('paper', 'tcgplayer', 'retail', 'normal', 'USD'), ('paper', 'cardmarket', 'retail', 'normal', 'EUR'), ('paper', 'tcgplayer', 'retail', 'foil', 'USD')",
    );
    const code = async (provider: string, finish: string) =>
      (
        await run<{ id: number }>('SELECT id FROM price_series_codes WHERE provider = ? AND finish = ?', [
          provider,
          finish,
        ])
      )[0]!.id;
    const [usd, eur, foil] = [
      await code('tcgplayer', 'normal'),
      await code('cardmarket', 'normal'),
      await code('tcgplayer', 'foil'),
    ];
    await run(
      "INSERT INTO card_latest_prices (uuid, code, date, price) VALUES ('u-1', ?, '2026-02-08', 2.5), ('u-2', ?, '2026-02-08', 0.5), ('u-2', ?, '2026-02-08', 0.4), ('u-5', ?, '2026-02-08', 1), ('u-6', ?, '2026-02-08', 0.1)",
      [usd, usd, eur, usd, foil],
    );
  });

  // The migrator alone: `migrate` would also rebuild the search rows from `cards`, which this suite leaves empty.
  const migrateUp = async () => (await db.orm.migrator.up({ to: THIS })).map((m) => m.name);
  const typeMasks = async () =>
    Object.fromEntries(
      (
        await db.run<{ uuid: string; m: number | string }>('SELECT uuid, type_mask AS m FROM card_search ORDER BY uuid')
      ).map((r) => [r.uuid, Number(r.m)]),
    );
  const keys = async () => {
    const rows = await db.run<{
      uuid: string;
      pos: number;
      usd: number | null;
      eur: number | null;
      usd_pos: number;
      face_rank: number;
      printing_no: number | null;
    }>(
      'SELECT s.uuid, k.pos, k.usd, k.eur, k.usd_pos, k.face_rank, k.printing_no FROM card_search_keys k JOIN card_search s ON s.id = k.search_id ORDER BY k.pos',
    );
    return rows.map((r) => ({
      uuid: r.uuid,
      pos: Number(r.pos),
      usd: r.usd === null ? null : Number(r.usd),
      eur: r.eur === null ? null : Number(r.eur),
      usd_pos: Number(r.usd_pos),
      face_rank: Number(r.face_rank),
      faced: r.printing_no !== null,
    }));
  };
  const found = async (q: string) => {
    const parsed = parseCardQuery(q);
    if (!parsed.ok) throw new Error(q);
    const page = await new MikroOrmCardSearchRepo(db.orm.sql).search(parsed.value, OPTIONS);
    return page.items.map((c) => c.uuid);
  };

  it('gives each search row its type bits and builds the search keys with the current prices', async () => {
    expect(await migrateUp()).toEqual([THIS]);
    expect(await typeMasks()).toEqual(TYPE_MASKS);
    expect(await keys()).toEqual(KEYS);
    for (const table of ['card_search', 'card_search_staging']) expect(await db.columns(table)).toContain('type_mask');
    if (kind === 'sqlite') {
      expect(await db.columns('card_search')).not.toContain('usd');
      expect(await db.columns('card_search')).not.toContain('eur');
    } else {
      const indexes = await db.run<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'card_latest_prices'",
      );
      expect(indexes.map((r) => r.indexname)).not.toContain('card_latest_prices_code_price_idx');
      const options = await db.run<{ relname: string; reloptions: string[] }>(
        "SELECT relname, reloptions FROM pg_class WHERE relname IN ('card_search', 'card_search_keys') ORDER BY relname",
      );
      expect(options).toEqual([
        { relname: 'card_search', reloptions: ['parallel_workers=0'] },
        { relname: 'card_search_keys', reloptions: ['parallel_workers=0'] },
      ]);
    }
  });

  it('leaves the search rows and keys ready for searches', async () => {
    await migrateUp();
    // Bit terms, a full-text term, a price term (each card's newest printing that matches) and a split card once.
    expect(await found('t:legendary')).toEqual(['u-6', 'u-5']);
    expect(await found('t:elf')).toEqual(['u-5']);
    expect(await found('usd>1')).toEqual(['u-1']);
    expect(await found('t:instant')).toEqual(['u-2', 'u-3']);
  });

  it('goes down to the prices on the search rows and up again to the same keys', async () => {
    await migrateUp();
    await db.orm.migrator.down({ to: BEFORE });
    expect(await db.columns('card_search')).not.toContain('type_mask');
    expect(await db.columns('card_search_staging')).not.toContain('type_mask');
    if (kind === 'sqlite') {
      const prices = await db.run<{ uuid: string; usd: number | null; eur: number | null }>(
        "SELECT uuid, usd, eur FROM card_search WHERE uuid IN ('u-1', 'u-2', 'u-6') ORDER BY uuid",
      );
      expect(prices).toEqual([
        { uuid: 'u-1', usd: 2.5, eur: null },
        { uuid: 'u-2', usd: 0.5, eur: 0.4 },
        { uuid: 'u-6', usd: null, eur: null },
      ]);
    } else {
      expect(await db.columns('card_search')).not.toContain('id');
      const indexes = await db.run<{ indexname: string }>(
        "SELECT indexname FROM pg_indexes WHERE tablename = 'card_latest_prices'",
      );
      expect(indexes.map((r) => r.indexname)).toContain('card_latest_prices_code_price_idx');
    }
    expect(await migrateUp()).toEqual([THIS]);
    expect(await typeMasks()).toEqual(TYPE_MASKS);
    expect(await keys()).toEqual(KEYS);
  });
}
