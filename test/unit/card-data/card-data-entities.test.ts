import { describe, expect, it } from 'vitest';
import { collectorNumberSortKey, mergeSeries, normaliseCardName, planSeriesWrites, seriesKey } from '@metagame/core';
import { aSeries } from './card-data-builders.js';

describe('collector-number sort key', () => {
  it('orders numbers the way people do: 1, 2, 10, 10a, 100', () => {
    const sorted = ['10a', '100', '2', '10', '1'].sort((a, b) => (collectorNumberSortKey(a) < collectorNumberSortKey(b) ? -1 : 1));
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

describe('mergeSeries', () => {
  const old = aSeries('u1', { '2026-01-01': 1, '2026-01-02': 2, '2026-01-03': 3 });

  it('merge (AllPricesToday) adds the new day and keeps the history, newest first', () => {
    const [merged] = mergeSeries([old], [aSeries('u1', { '2026-01-04': 4 })], 'merge');
    expect(merged!.points.map((p) => p.date)).toEqual(['2026-01-04', '2026-01-03', '2026-01-02', '2026-01-01']);
  });

  it('merge overwrites a date already stored (idempotent re-run)', () => {
    const [merged] = mergeSeries([old], [aSeries('u1', { '2026-01-03': 9 })], 'merge');
    expect(merged!.points).toHaveLength(3);
    expect(merged!.points[0]).toEqual({ date: '2026-01-03', price: 9 });
  });

  it('replace-window (AllPrices) replaces points from the file’s first date on and keeps older ones', () => {
    const [merged] = mergeSeries([old], [aSeries('u1', { '2026-01-02': 20, '2026-01-04': 40 })], 'replace-window');
    expect(merged!.points).toEqual([
      { date: '2026-01-04', price: 40 },
      { date: '2026-01-02', price: 20 },
      { date: '2026-01-01', price: 1 },
    ]);
  });

});

describe('planSeriesWrites', () => {
  const head = { key: seriesKey(aSeries('u1', {})), earliestDate: '2026-01-01', latestDate: '2026-01-03' };
  const heads = new Map([[head.key, head]]);
  const plan = (points: Record<string, number>, mode: 'merge' | 'replace-window') => {
    const p = planSeriesWrites(heads, [aSeries('u1', points), aSeries('u9', points)], mode);
    return { create: p.create.map((s) => s.uuid), replace: p.replace.map((s) => s.uuid), prepend: p.prepend.map((s) => s.uuid), merge: p.merge.map((s) => s.uuid) };
  };

  it('creates series with no stored head, whatever the mode', () => {
    expect(plan({ '2026-01-04': 1 }, 'merge')).toMatchObject({ create: ['u9'] });
    expect(plan({ '2026-01-01': 1 }, 'replace-window')).toMatchObject({ create: ['u9'] });
  });

  it('replaces stored series whose window covers the whole stored history', () => {
    expect(plan({ '2026-01-01': 1 }, 'replace-window')).toEqual({ create: ['u9'], replace: ['u1'], prepend: [], merge: [] });
  });

  it('prepends points newer than everything stored (the daily case), without reading the history', () => {
    expect(plan({ '2026-01-04': 1 }, 'merge')).toEqual({ create: ['u9'], replace: [], prepend: ['u1'], merge: [] });
    expect(plan({ '2026-01-05': 1, '2026-01-04': 2 }, 'replace-window')).toEqual({ create: ['u9'], replace: [], prepend: ['u1'], merge: [] });
  });

  it('merges overlaps (a re-run of the same day, a partial window)', () => {
    expect(plan({ '2026-01-03': 1 }, 'merge')).toEqual({ create: ['u9'], replace: [], prepend: [], merge: ['u1'] });
    expect(plan({ '2026-01-02': 1 }, 'replace-window')).toEqual({ create: ['u9'], replace: [], prepend: [], merge: ['u1'] });
  });

  it('normalises points to newest first, one per date', () => {
    const p = planSeriesWrites(new Map(), [aSeries('u9', { '2026-01-01': 1, '2026-01-03': 3, '2026-01-02': 2 })], 'merge');
    expect(p.create[0]!.points.map((pt) => pt.date)).toEqual(['2026-01-03', '2026-01-02', '2026-01-01']);
  });
});
