import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CardDataStore, CardReadRepo, PriceSeries } from '@metagame/core';
import { aCard, aSeries, aSet, pricesOf } from '../unit/card-data/card-data-builders.js';

const META = { version: '5.3.0+20260207', date: '2026-02-07' };

interface Subject {
  store: CardDataStore;
  /** The published series of a card, as the read side serves them. */
  prices(uuid: string): Promise<PriceSeries[]>;
  read?: CardReadRepo;
  close(): Promise<void>;
}

/**
 * CardDataStore: staged rows stay invisible until `publish`, which swaps them in at once; a price
 * publish touches only the cards it staged, combining them with the stored history by MergeMode.
 */
export function cardDataStoreContract(make: () => Promise<Subject>): void {
  let subject: Subject;
  let store: CardDataStore;
  beforeEach(async () => {
    subject = await make();
    store = subject.store;
  });
  afterEach(async () => subject.close());

  const { set, cards } = aSet('TST', [
    aCard('u1', { number: '10' }),
    aCard('u2', { number: '2', name: 'Wear // Tear', faceName: 'Wear' }),
  ]);
  const points = async (uuid: string) =>
    (await subject.prices(uuid)).map((s) => [s.finish, s.points.map((p) => [p.date, p.price])]);
  const publishPrices = (
    prices: 'merge' | 'replace-window',
    versions: Parameters<CardDataStore['publish']>[0]['versions'] = [],
  ) => store.publish({ catalogue: false, prices, versions });

  it('keeps staged rows invisible until publish, then reports totals and versions', async () => {
    await store.clearStaging();
    expect(await store.stageCatalogue([set], cards)).toBe(3);
    expect(await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-07': 1, '2026-02-06': 2 }))])).toBe(2);
    expect(await store.counts()).toEqual({ sets: 0, cards: 0, pricePoints: 0 });
    expect(await subject.prices('u1')).toEqual([]);
    const counts = await store.publish({
      catalogue: true,
      prices: 'replace-window',
      versions: [{ file: 'AllPrintings', meta: META }],
    });
    expect(counts).toEqual({ sets: 1, cards: 2, pricePoints: 2 });
    expect(await store.lastImported('AllPrintings')).toEqual(META);
    expect(await store.lastImported('AllPrices')).toBeNull();
    expect(await subject.prices('u1')).toEqual([aSeries('u1', { '2026-02-07': 1, '2026-02-06': 2 })]);
  });

  it('merge adds new days in front of the history and overwrites a stored (series, date), keeping the rest', async () => {
    await store.stagePrices([
      pricesOf(
        'u1',
        aSeries('u1', { '2026-02-07': 1, '2026-02-06': 2 }),
        aSeries('u1', { '2026-02-07': 7 }, { finish: 'foil' }),
      ),
    ]);
    await publishPrices('replace-window');
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-08': 8, '2026-02-07': 9 }))]);
    expect((await publishPrices('merge')).pricePoints).toBe(4);
    expect(await points('u1')).toEqual([
      ['foil', [['2026-02-07', 7]]],
      [
        'normal',
        [
          ['2026-02-08', 8],
          ['2026-02-07', 9],
          ['2026-02-06', 2],
        ],
      ],
    ]);
  });

  it('replace-window replaces each staged card’s days from its earliest staged date on, keeps older days and other cards', async () => {
    await store.stagePrices([
      pricesOf(
        'u1',
        aSeries('u1', { '2026-02-05': 5, '2026-02-06': 6, '2026-02-07': 7 }),
        aSeries('u1', { '2026-02-07': 70 }, { finish: 'foil' }),
      ),
      pricesOf('u2', aSeries('u2', { '2026-02-07': 2 })),
    ]);
    await publishPrices('replace-window');
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-06': 60, '2026-02-08': 80 }))]);
    expect((await publishPrices('replace-window')).pricePoints).toBe(4);
    expect(await points('u1')).toEqual([
      [
        'normal',
        [
          ['2026-02-08', 80],
          ['2026-02-06', 60],
          ['2026-02-05', 5],
        ],
      ],
    ]);
    expect(await points('u2')).toEqual([['normal', [['2026-02-07', 2]]]]);
  });

  it('clearStaging drops what an interrupted import left behind', async () => {
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-07': 1 }))]);
    await publishPrices('merge');
    await store.stagePrices([
      pricesOf('u1', aSeries('u1', { '2026-02-08': 9 })),
      pricesOf('u2', aSeries('u2', { '2026-02-08': 9 })),
    ]);
    await store.clearStaging();
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-08': 3 }))]);
    expect((await publishPrices('merge')).pricePoints).toBe(2);
    expect(await points('u1')).toEqual([
      [
        'normal',
        [
          ['2026-02-08', 3],
          ['2026-02-07', 1],
        ],
      ],
    ]);
    expect(await subject.prices('u2')).toEqual([]);
  });

  it('keeps the first listing of a card staged twice in one import', async () => {
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-07': 1 }))]);
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-07': 2 }))]);
    expect((await publishPrices('merge')).pricePoints).toBe(1);
    expect(await points('u1')).toEqual([['normal', [['2026-02-07', 1]]]]);
  });

  it('serves the newest point per series after merges of one date per card and of two dates per card', async () => {
    const read = subject.read;
    if (!read) return; // the in-memory store has no catalogue read side
    const latest = async (...uuids: string[]) =>
      [...(await read.latestPrices(uuids))].map(([uuid, series]) => [
        uuid,
        series.map((s) => [s.finish, s.date, s.price]),
      ]);
    await store.stagePrices([pricesOf('u1', aSeries('u1', { '2026-02-07': 1, '2026-02-06': 2 }))]);
    await publishPrices('replace-window');
    // One date per card: an older day leaves a stored card's newest point, a new series and a new card are added.
    await store.stagePrices([
      pricesOf('u1', aSeries('u1', { '2026-02-05': 5 }), aSeries('u1', { '2026-02-08': 8 }, { finish: 'foil' })),
      pricesOf('u2', aSeries('u2', { '2026-02-08': 3 })),
    ]);
    await publishPrices('merge');
    expect(await latest('u1', 'u2')).toEqual([
      [
        'u1',
        [
          ['foil', '2026-02-08', 8],
          ['normal', '2026-02-07', 1],
        ],
      ],
      ['u2', [['normal', '2026-02-08', 3]]],
    ]);
    // Two dates per card, a stored one and a new one: each series keeps its newest date.
    await store.stagePrices([
      pricesOf('u2', aSeries('u2', { '2026-02-10': 10, '2026-02-09': 9 })),
      pricesOf('u3', aSeries('u3', { '2026-02-08': 3, '2026-02-09': 4 })),
    ]);
    await publishPrices('merge');
    expect(await latest('u2', 'u3')).toEqual([
      ['u2', [['normal', '2026-02-10', 10]]],
      ['u3', [['normal', '2026-02-09', 4]]],
    ]);
  });

  it('stores any text a provider or currency holds (separators, control characters, empty), exactly', async () => {
    const odd = [
      aSeries('u3', { '2026-02-08': 1 }, { provider: 'odd\u001fname|%7C', currency: '' }),
      aSeries('u3', { '2026-02-08': 2 }, { provider: 'odd\u001fname', currency: '|' }),
      aSeries('u3', { '2026-02-08': 3 }, { provider: '', platform: 'mtgo', list: 'buylist', finish: 'etched' }),
    ];
    await store.stagePrices([pricesOf('u3', ...odd)]);
    await publishPrices('merge');
    expect(await subject.prices('u3')).toEqual(expect.arrayContaining(odd));
    expect(await subject.prices('u3')).toHaveLength(3);
  });

  it('orders a card’s series by platform, provider, list (retail first) and finish', async () => {
    const series = [
      aSeries(
        'u1',
        { '2026-02-08': 1 },
        { platform: 'paper', provider: 'tcgplayer', list: 'buylist', finish: 'normal' },
      ),
      aSeries('u1', { '2026-02-08': 2 }, { platform: 'mtgo', provider: 'cardhoarder', list: 'retail', finish: 'foil' }),
      aSeries(
        'u1',
        { '2026-02-08': 3 },
        { platform: 'paper', provider: 'cardkingdom', list: 'retail', finish: 'foil' },
      ),
      aSeries(
        'u1',
        { '2026-02-08': 4 },
        { platform: 'paper', provider: 'tcgplayer', list: 'retail', finish: 'etched' },
      ),
    ];
    await store.stagePrices([pricesOf('u1', ...series)]);
    await publishPrices('merge');
    expect((await subject.prices('u1')).map((s) => s.points[0]!.price)).toEqual([2, 3, 4, 1]);
  });

  it('serves the published data to the read side (natural number order, face-name lookup)', async () => {
    const read = subject.read;
    if (!read) return; // the in-memory store has no catalogue read side
    await store.stageCatalogue([set], cards);
    await store.publish({ catalogue: true, prices: null, versions: [] });
    expect((await read.listSetCards('TST', { limit: 10, offset: 0 })).items.map((c) => c.number)).toEqual(['2', '10']);
    expect((await read.findByName('wear', { limit: 10, offset: 0 })).items.map((c) => c.uuid)).toEqual(['u2']);
    expect(await read.findCard('u2')).toEqual(cards[1]);
    expect(await read.findSet('TST')).toEqual(set);
  });
}
