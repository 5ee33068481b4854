import { describe, expect, it } from 'vitest';
import { bothSides, metaShare } from '@metagame/core';

/*
 * Ten decks: Burn 6 (3 in a top 8, 4 in events that publish placements), Tron 3 (1 top 8, 3 placed),
 * one not classified yet (placed, no top 8). Field 10, top-8 field 4, placed field 8.
 */
const TALLIES = [
  { archetype: 'Tron', decks: 3, weight: 3, top8: 1, top8Weight: 1, placedWeight: 3 },
  { archetype: null, decks: 1, weight: 1, top8: 0, top8Weight: 0, placedWeight: 1 },
  { archetype: 'Burn', decks: 6, weight: 6, top8: 3, top8Weight: 3, placedWeight: 4 },
];
const PAIRS = bothSides([
  { archetype: 'Burn', opponent: 'Tron', wins: 3, losses: 1, draws: 1 },
  { archetype: 'Tron', opponent: 'Burn', wins: 1, losses: 0, draws: 0 },
  { archetype: 'Burn', opponent: 'Burn', wins: 2, losses: 0, draws: 0 },
]);

describe('share table', () => {
  const share = metaShare(TALLIES, PAIRS);
  const row = (name: string | null) => share.archetypes.find((r) => r.archetype === name);

  it('lists archetypes by share, the unclassified decks as a null archetype, with field totals', () => {
    expect(share.archetypes.map((r) => r.archetype)).toEqual(['Burn', 'Tron', null]);
    expect(share.decks).toBe(10);
    expect(share.top8Decks).toBe(4);
  });

  it('gives each archetype its share of the field: 6/10, 3/10, 1/10', () => {
    expect(row('Burn')?.share).toBeCloseTo(0.6, 12);
    expect(row('Tron')?.share).toBeCloseTo(0.3, 12);
    expect(row(null)?.share).toBeCloseTo(0.1, 12);
  });

  it('divides the top-8 share by the share of events with placements: Burn 0.75 / 0.5 = 1.5, Tron 0.25 / 0.375', () => {
    expect(row('Burn')).toMatchObject({ top8: 3, top8Share: 0.75, conversion: 1.5 });
    expect(row('Tron')?.top8Share).toBe(0.25);
    expect(row('Tron')?.conversion).toBeCloseTo(2 / 3, 12);
    expect(row(null)).toMatchObject({ top8: 0, top8Share: 0, conversion: 0 });
  });

  it('gives no conversion to an archetype seen only in events without placements', () => {
    const only = metaShare(
      [...TALLIES, { archetype: 'Elves', decks: 2, weight: 2, top8: 0, top8Weight: 0, placedWeight: 0 }],
      [],
    );
    expect(only.archetypes.find((r) => r.archetype === 'Elves')).toMatchObject({ top8Share: 0, conversion: null });
  });

  it('has no top-8 share or conversion in a window without a top 8', () => {
    const none = metaShare([{ archetype: 'Burn', decks: 2, weight: 2, top8: 0, top8Weight: 0, placedWeight: 0 }], []);
    expect(none.archetypes[0]).toMatchObject({ share: 1, top8Share: null, conversion: null });
  });

  it('weighs shares by the weights summed in each tally: Burn 2×6 + 1×3 = 15 of 18', () => {
    const weighted = metaShare(
      [
        { archetype: 'Burn', decks: 3, weight: 15, top8: 1, top8Weight: 6, placedWeight: 15 },
        { archetype: 'Tron', decks: 1, weight: 3, top8: 1, top8Weight: 3, placedWeight: 3 },
      ],
      [],
    );
    expect(weighted.archetypes[0]?.share).toBeCloseTo(15 / 18, 12);
    expect(weighted.archetypes[0]?.top8Share).toBeCloseTo(6 / 9, 12);
    expect(weighted.archetypes[0]?.conversion).toBeCloseTo(6 / 9 / (15 / 18), 12);
    expect(weighted.decks).toBe(4);
  });

  it('carries each archetype’s match record without mirrors: Burn 3-2-1 over 6 matches, Tron 2-3-1', () => {
    expect(row('Burn')?.record).toMatchObject({ wins: 3, losses: 2, draws: 1, matches: 6, winRate: 0.6 });
    expect(row('Tron')?.record).toMatchObject({ wins: 2, losses: 3, draws: 1, matches: 6, winRate: 0.4 });
    expect(row(null)?.record).toMatchObject({ matches: 0, winRate: null, interval: null });
  });

  it('is empty for a window without decks', () => {
    expect(metaShare([], [])).toEqual({ decks: 0, top8Decks: 0, archetypes: [] });
  });
});
