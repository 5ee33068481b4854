import { describe, expect, it } from 'vitest';
import { isoWeekLabel, metaTrend, mondayOf, weekNumberOf } from '@metagame/core';

const week = (day: string) => weekNumberOf(new Date(`${day}T12:00:00Z`));

describe('ISO weeks', () => {
  it('runs Monday to Sunday: 2024-05-13 and 2024-05-19 are both 2024-W20', () => {
    expect(isoWeekLabel(week('2024-05-13'))).toBe('2024-W20');
    expect(week('2024-05-19')).toBe(week('2024-05-13'));
    expect(week('2024-05-20')).toBe(week('2024-05-13') + 1);
    expect(mondayOf(week('2024-05-16')).toISOString()).toBe('2024-05-13T00:00:00.000Z');
  });

  it('gives a week the year of its Thursday: 2024-12-30 is 2025-W01, 2021-01-03 is 2020-W53', () => {
    expect(isoWeekLabel(week('2024-12-30'))).toBe('2025-W01');
    expect(isoWeekLabel(week('2021-01-03'))).toBe('2020-W53');
    expect(isoWeekLabel(week('2026-01-01'))).toBe('2026-W01');
  });
});

describe('trend', () => {
  const W20 = week('2024-05-14');
  const W22 = week('2024-05-28');
  const trend = metaTrend([
    { week: W20, archetype: 'Burn', decks: 3, weight: 3 },
    { week: W20, archetype: 'Tron', decks: 1, weight: 1 },
    { week: W22, archetype: 'Tron', decks: 4, weight: 4 },
    { week: W22, archetype: null, decks: 1, weight: 1 },
  ]);

  it('lists every week from the first to the last with decks, an empty week between included', () => {
    expect(trend.weeks).toEqual([
      { week: '2024-W20', startsOn: '2024-05-13', decks: 4 },
      { week: '2024-W21', startsOn: '2024-05-20', decks: 0 },
      { week: '2024-W22', startsOn: '2024-05-27', decks: 5 },
    ]);
  });

  it('gives each archetype its share of each week: Tron 1/4, none, 4/5', () => {
    const tron = trend.archetypes.find((s) => s.archetype === 'Tron');
    expect(tron?.points).toEqual([
      { decks: 1, share: 0.25 },
      { decks: 0, share: null },
      { decks: 4, share: 0.8 },
    ]);
    expect(trend.archetypes.find((s) => s.archetype === 'Burn')?.points.map((p) => p.share)).toEqual([0.75, null, 0]);
  });

  it('orders archetypes by decks over the window, unclassified decks as null', () => {
    expect(trend.archetypes.map((s) => [s.archetype, s.decks])).toEqual([
      ['Tron', 5],
      ['Burn', 3],
      [null, 1],
    ]);
  });

  it('weighs a week’s shares by the summed weights', () => {
    const weighted = metaTrend([
      { week: W20, archetype: 'Burn', decks: 1, weight: 6 },
      { week: W20, archetype: 'Tron', decks: 2, weight: 6 },
    ]);
    expect(weighted.archetypes.map((s) => s.points[0]?.share)).toEqual([0.5, 0.5]);
  });

  it('is empty without decks', () => {
    expect(metaTrend([])).toEqual({ weeks: [], archetypes: [] });
  });
});
