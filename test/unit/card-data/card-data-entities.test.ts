import { describe, expect, it } from 'vitest';
import { collectorNumberSortKey, mergeCardPrices, normaliseCardName, type PriceSeries } from '@metagame/core';
import { aSeries } from './card-data-builders.js';

describe('collector-number sort key', () => {
  it('orders numbers the way people do: 1, 2, 10, 10a, 100', () => {
    const sorted = ['10a', '100', '2', '10', '1'].sort((a, b) =>
      collectorNumberSortKey(a) < collectorNumberSortKey(b) ? -1 : 1,
    );
    expect(sorted).toEqual(['1', '2', '10', '10a', '100']);
  });

  it('treats leading zeros as the same number and keeps letters after digits', () => {
    expect(collectorNumberSortKey('010')).toBe(collectorNumberSortKey('10'));
    expect(collectorNumberSortKey('A-1') > collectorNumberSortKey('999')).toBe(true);
  });
});

describe('card names', () => {
  it('normalises for exact, case-insensitive lookup', () => {
    expect(normaliseCardName('  Jötun GRUNT ')).toBe('jötun grunt');
  });
});

describe('mergeCardPrices', () => {
  const old = [
    aSeries('u1', { '2026-01-01': 1, '2026-01-02': 2, '2026-01-03': 3 }),
    aSeries('u1', { '2026-01-03': 30 }, { finish: 'foil' }),
  ];
  const dates = (series: readonly PriceSeries[]) =>
    series.map((s) => [s.finish, s.points.map((p) => `${p.date}=${p.price}`)]);

  it('merge (AllPricesToday) adds the new day and keeps the history, newest first', () => {
    expect(dates(mergeCardPrices(old, [aSeries('u1', { '2026-01-04': 4 })], 'merge'))).toEqual([
      ['normal', ['2026-01-04=4', '2026-01-03=3', '2026-01-02=2', '2026-01-01=1']],
      ['foil', ['2026-01-03=30']],
    ]);
  });

  it('merge overwrites a date already stored (idempotent re-run) and adds a series the card did not have', () => {
    expect(
      dates(
        mergeCardPrices(
          old,
          [aSeries('u1', { '2026-01-03': 9 }), aSeries('u1', { '2026-01-03': 5 }, { finish: 'etched' })],
          'merge',
        ),
      ),
    ).toEqual([
      ['normal', ['2026-01-03=9', '2026-01-02=2', '2026-01-01=1']],
      ['foil', ['2026-01-03=30']],
      ['etched', ['2026-01-03=5']],
    ]);
  });

  it('replace-window (AllPrices) replaces every stored point from the card’s first date in the file on, and keeps older ones', () => {
    expect(
      dates(mergeCardPrices(old, [aSeries('u1', { '2026-01-02': 20, '2026-01-04': 40 })], 'replace-window')),
    ).toEqual([['normal', ['2026-01-04=40', '2026-01-02=20', '2026-01-01=1']]]);
  });

  it('tells series apart by currency too, and sorts incoming points newest first, one per date', () => {
    const merged = mergeCardPrices(
      [],
      [
        aSeries('u9', { '2026-01-01': 1, '2026-01-03': 3, '2026-01-02': 2 }),
        aSeries('u9', { '2026-01-01': 7 }, { currency: 'EUR' }),
      ],
      'merge',
    );
    expect(merged.map((s) => [s.currency, s.points.map((p) => p.date)])).toEqual([
      ['USD', ['2026-01-03', '2026-01-02', '2026-01-01']],
      ['EUR', ['2026-01-01']],
    ]);
  });
});
