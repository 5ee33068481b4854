import { expect, it } from 'vitest';
import { migrate, MikroOrmCardReadRepo, MikroOrmCardSearchRepo } from '@metagame/adapters';
import { parseCardQuery, type CardQuery } from '@metagame/core';
import { inRequestContext } from '@metagame/testkit';
import type { DatabaseKind } from '../support/databases.js';
import { migrationDatabase } from '../support/migration-database.js';

const query = (text: string): CardQuery => {
  const parsed = parseCardQuery(text);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
};
const PAGE = { unique: 'cards', order: 'name', direction: 'asc', limit: 50, offset: 0 } as const;

/**
 * m0011-card-search on a database whose catalogue and prices were published before it: `migrate`
 * builds the search data from the stored cards, the migration the latest prices from the history.
 */
export function cardSearchMigrationSuite(kind: DatabaseKind): void {
  const db = migrationDatabase(kind, async ({ orm, run }) => {
    await orm.migrator.up({ to: 'm0009-import-lock-holder' });
    await run(
      "INSERT INTO card_sets (code, name, release_date, type, base_set_size, total_set_size, is_online_only, is_foil_only) VALUES ('APC', 'Apocalypse', '2001-06-04', 'expansion', 1, 1, ?, ?)",
      [false, false],
    );
    const card = async (
      uuid: string,
      name: string,
      faceName: string | null,
      side: string | null,
      text: string,
      colors: string[],
    ) => {
      const details = {
        faceName,
        asciiName: null,
        layout: faceName ? 'split' : 'normal',
        side,
        rarity: 'uncommon',
        manaCost: null,
        manaValue: 4,
        type: 'Instant',
        types: ['Instant'],
        subtypes: [],
        supertypes: [],
        text,
        power: null,
        toughness: null,
        loyalty: null,
        defense: null,
        colors,
        colorIdentity: ['R', 'U'],
        otherFaceIds: [],
        availability: ['paper'],
        finishes: ['nonfoil'],
        isOnlineOnly: false,
        legalities: { modern: 'Legal' },
        identifiers: { scryfallId: `s-${uuid}` },
      };
      await run(
        'INSERT INTO cards (uuid, set_code, number, number_sort, is_token, name, name_lower, face_name_lower, details) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [
          uuid,
          'APC',
          '128',
          '0000000128',
          false,
          name,
          name.toLowerCase(),
          faceName?.toLowerCase() ?? null,
          JSON.stringify(details),
        ],
      );
    };
    await card(
      'u-fire',
      'Fire // Ice',
      'Fire',
      'a',
      'Fire deals 2 damage divided as you choose among one or two targets.',
      ['R'],
    );
    await card('u-ice', 'Fire // Ice', 'Ice', 'b', 'Tap target permanent.\nDraw a card.', ['U']);
    await run(
      "INSERT INTO price_series_codes (platform, provider, list, finish, currency) VALUES ('paper', 'tcgplayer', 'retail', 'normal', 'USD')",
      [],
    );
    await run('INSERT INTO card_price_days (uuid, date, point_count, prices) VALUES (?, ?, 1, ?), (?, ?, 1, ?)', [
      'u-fire',
      '2026-02-06',
      '{"1":0.5}',
      'u-fire',
      '2026-02-07',
      '{"1":0.75}',
    ]);
  });

  it('gives an existing catalogue its search data and latest prices on the first migrate', async () => {
    // Later migrations (other areas') apply in the same run; this one must be among them.
    expect(await migrate(db.orm)).toContain('m0011-card-search');
    const search = inRequestContext(db.orm, new MikroOrmCardSearchRepo(db.orm.sql));
    expect(await search.autocomplete('ice', 20)).toEqual(['Fire // Ice']);
    expect(
      (await search.search(query('o:"draw a card" c:u'), { ...PAGE, unique: 'prints' })).items.map((c) => c.uuid),
    ).toEqual(['u-ice']);
    expect((await search.search(query('usd<1'), PAGE)).items.map((c) => c.uuid)).toEqual(['u-fire']);
    const latest = await inRequestContext(db.orm, new MikroOrmCardReadRepo(db.orm.sql)).latestPrices([
      'u-fire',
      'u-ice',
    ]);
    expect([...latest]).toEqual([
      [
        'u-fire',
        [
          {
            platform: 'paper',
            provider: 'tcgplayer',
            list: 'retail',
            finish: 'normal',
            currency: 'USD',
            price: 0.75,
            date: '2026-02-07',
          },
        ],
      ],
    ]);
    // Nothing to rebuild the next time.
    expect(await migrate(db.orm)).toEqual([]);
    expect(await search.autocomplete('fire', 20)).toEqual(['Fire // Ice']);
  });

  it('goes down and up again', async () => {
    await migrate(db.orm);
    await db.orm.migrator.down({ to: 'm0009-import-lock-holder' });
    await migrate(db.orm);
    expect(await inRequestContext(db.orm, new MikroOrmCardSearchRepo(db.orm.sql)).autocomplete('fire', 20)).toEqual([
      'Fire // Ice',
    ]);
  });
}
