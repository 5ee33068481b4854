import { afterEach, beforeEach, expect, it } from 'vitest';
import type { CardDataStore, CardReadRepo } from '@metagame/core';
import { aCard, aSeries, aSet } from '../unit/card-data/card-data-builders.js';

const META = { version: '5.3.0+20260207', date: '2026-02-07' };

/**
 * CardDataStore: staged rows stay invisible until `publish`, which swaps them in at once; a price
 * publish replaces exactly the series of the cards it staged. `read` (optional) checks the read side.
 */
export function cardDataStoreContract(make: () => Promise<{ store: CardDataStore; read?: CardReadRepo; close(): Promise<void> }>): void {
  let store: CardDataStore;
  let read: CardReadRepo | undefined;
  let close: () => Promise<void>;
  beforeEach(async () => ({ store, read, close } = await make()));
  afterEach(async () => close());

  const { set, cards } = aSet('TST', [aCard('u1', { number: '10' }), aCard('u2', { number: '2', name: 'Wear // Tear', faceName: 'Wear' })]);

  it('keeps staged rows invisible until publish, then reports totals and versions', async () => {
    await store.clearStaging();
    expect(await store.stageCatalogue([set], cards)).toBe(3);
    expect(await store.stageSeries([aSeries('u1', { '2026-02-07': 1, '2026-02-06': 2 })])).toBe(1);
    expect(await store.counts()).toEqual({ sets: 0, cards: 0, pricePoints: 0 });
    expect(await store.publishedSeries(['u1'])).toEqual([]);
    const counts = await store.publish({ catalogue: true, prices: true, versions: [{ file: 'AllPrintings', meta: META }] });
    expect(counts).toEqual({ sets: 1, cards: 2, pricePoints: 2 });
    expect(await store.lastImported('AllPrintings')).toEqual(META);
    expect(await store.lastImported('AllPrices')).toBeNull();
    const [series] = await store.publishedSeries(['u1']);
    expect(series!.points).toEqual([{ date: '2026-02-07', price: 1 }, { date: '2026-02-06', price: 2 }]);
  });

  it('a price publish replaces the staged cards’ series only, and clearStaging drops leftovers', async () => {
    await store.stageCatalogue([set], cards);
    await store.stageSeries([aSeries('u1', { '2026-02-07': 1 }), aSeries('u2', { '2026-02-07': 5 }, { finish: 'foil' })]);
    await store.publish({ catalogue: true, prices: true, versions: [] });
    await store.stageSeries([aSeries('u1', { '2026-02-08': 9 })]);
    await store.clearStaging();
    await store.stageSeries([aSeries('u1', { '2026-02-08': 3 })]);
    expect(await store.publish({ catalogue: false, prices: true, versions: [] })).toEqual({ sets: 1, cards: 2, pricePoints: 2 });
    expect((await store.publishedSeries(['u1']))[0]!.points).toEqual([{ date: '2026-02-08', price: 3 }]);
    expect(await store.publishedSeries(['u2'])).toHaveLength(1);
  });

  it('publishes prepends in front of the stored points, keeping the history', async () => {
    await store.stageSeries([aSeries('u1', { '2026-02-07': 1, '2026-02-06': 2 })]);
    await store.publish({ catalogue: false, prices: true, versions: [] });
    expect(await store.seriesHeads(['u1'])).toEqual(new Map([['u1|paper|tcgplayer|retail|normal', { key: 'u1|paper|tcgplayer|retail|normal', earliestDate: '2026-02-06', latestDate: '2026-02-07' }]]));
    await store.stagePrepends([aSeries('u1', { '2026-02-09': 9, '2026-02-08': 8 })]);
    expect((await store.publish({ catalogue: false, prices: true, versions: [] })).pricePoints).toBe(4);
    const [series] = await store.publishedSeries(['u1']);
    expect(series!.points.map((p) => p.date)).toEqual(['2026-02-09', '2026-02-08', '2026-02-07', '2026-02-06']);
    expect((await store.seriesHeads(['u1'])).get('u1|paper|tcgplayer|retail|normal')?.latestDate).toBe('2026-02-09');
  });

  it('publishes staged new series next to the stored ones, which stay as they were', async () => {
    await store.stageSeries([aSeries('u1', { '2026-02-07': 1 })]);
    await store.publish({ catalogue: false, prices: true, versions: [] });
    expect(await store.stageNewSeries([aSeries('u2', { '2026-02-08': 5 }), aSeries('u2', { '2026-02-08': 6 }, { finish: 'foil' })])).toBe(2);
    expect(await store.publishedSeries(['u2'])).toEqual([]);
    expect((await store.publish({ catalogue: false, prices: true, versions: [] })).pricePoints).toBe(3);
    expect((await store.publishedSeries(['u2'])).map((s) => [s.finish, s.points])).toEqual(
      expect.arrayContaining([['normal', [{ date: '2026-02-08', price: 5 }]], ['foil', [{ date: '2026-02-08', price: 6 }]]]),
    );
    expect((await store.publishedSeries(['u1']))[0]!.points).toEqual([{ date: '2026-02-07', price: 1 }]);
  });

  it('stores any text a provider or currency holds (control characters, empty), exactly', async () => {
    await store.stageNewSeries([aSeries('u3', { '2026-02-08': 1 }, { provider: 'odd\u001fname', currency: '' }), aSeries('u4', { '2026-02-08': 2 }, { provider: '' })]);
    await store.publish({ catalogue: false, prices: true, versions: [] });
    expect((await store.publishedSeries(['u3', 'u4'])).map((s) => [s.uuid, s.provider, s.currency]).sort()).toEqual([
      ['u3', 'odd\u001fname', ''],
      ['u4', '', 'USD'],
    ]);
  });

  it('fails a publish whose "new" series is published after all, changing nothing', async () => {
    await store.stageSeries([aSeries('u1', { '2026-02-07': 1 })]);
    await store.publish({ catalogue: false, prices: true, versions: [] });
    await store.stagePrepends([aSeries('u1', { '2026-02-08': 2 })]);
    await store.stageNewSeries([aSeries('u2', { '2026-02-08': 5 }), aSeries('u1', { '2026-02-08': 9 })]);
    await expect(store.publish({ catalogue: false, prices: true, versions: [{ file: 'AllPricesToday', meta: META }] })).rejects.toThrow();
    expect((await store.publishedSeries(['u1']))[0]!.points).toEqual([{ date: '2026-02-07', price: 1 }]);
    expect(await store.publishedSeries(['u2'])).toEqual([]);
    expect(await store.lastImported('AllPricesToday')).toBeNull();
  });

  it('serves the published data to the read side (natural number order, face-name lookup)', async () => {
    if (!read) return; // the in-memory store has no read side
    await store.stageCatalogue([set], cards);
    await store.publish({ catalogue: true, prices: false, versions: [] });
    expect((await read.listSetCards('TST', { limit: 10, offset: 0 })).items.map((c) => c.number)).toEqual(['2', '10']);
    expect((await read.findByName('wear', { limit: 10, offset: 0 })).items.map((c) => c.uuid)).toEqual(['u2']);
    expect(await read.findCard('u2')).toEqual(cards[1]);
    expect(await read.findSet('TST')).toEqual(set);
  });
}
