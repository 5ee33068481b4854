import { describe, expect, it } from 'vitest';
import { bothSides, matchupMatrix } from '@metagame/core';

const PAIRS = bothSides([
  { archetype: 'Burn', opponent: 'Tron', wins: 3, losses: 1, draws: 1 },
  { archetype: 'Tron', opponent: 'Burn', wins: 1, losses: 0, draws: 0 },
  { archetype: 'Burn', opponent: 'Burn', wins: 4, losses: 0, draws: 0 },
  { archetype: 'Rhinos', opponent: 'Burn', wins: 0, losses: 1, draws: 0 },
  { archetype: 'Tron', opponent: 'Rhinos', wins: 0, losses: 0, draws: 2 },
]);

describe('matchup matrix', () => {
  const matrix = matchupMatrix(PAIRS, 0);
  const cell = (a: string, b: string) => matrix.cells.find((c) => c.archetype === a && c.opponent === b);

  it('counts W-L-D, matches and win rate per pairing from the row archetype’s side (Burn–Tron 3-2-1)', () => {
    expect(cell('Burn', 'Tron')).toMatchObject({ wins: 3, losses: 2, draws: 1, matches: 6, winRate: 0.6 });
    expect(cell('Burn', 'Tron')?.interval?.low).toBeCloseTo(0.23072, 5);
    expect(cell('Burn', 'Tron')?.interval?.high).toBeCloseTo(0.88238, 5);
    expect(cell('Burn', 'Rhinos')).toMatchObject({ wins: 1, losses: 0, draws: 0, matches: 1, winRate: 1 });
  });

  it('is symmetric: B against A is 1 − A against B, its interval turned over', () => {
    for (const c of matrix.cells) {
      const other = cell(c.opponent, c.archetype);
      expect(other).toMatchObject({ wins: c.losses, losses: c.wins, draws: c.draws, matches: c.matches });
      if (c.winRate === null) {
        expect(other?.winRate).toBeNull();
        continue;
      }
      expect((other?.winRate ?? NaN) + c.winRate).toBeCloseTo(1, 12);
      expect(other?.interval?.low).toBeCloseTo(1 - (c.interval?.high ?? NaN), 12);
      expect(other?.interval?.high).toBeCloseTo(1 - (c.interval?.low ?? NaN), 12);
    }
  });

  it('is mirror-free', () => {
    expect(matrix.cells.some((c) => c.archetype === c.opponent)).toBe(false);
  });

  it('keeps a pairing of draws only, with no rate', () => {
    expect(cell('Rhinos', 'Tron')).toMatchObject({ draws: 2, matches: 2, winRate: null, interval: null });
  });

  it('lists archetypes by matches played: Burn 7, Tron 8, Rhinos 3', () => {
    expect(matrix.archetypes).toEqual(['Tron', 'Burn', 'Rhinos']);
    expect(matrix.cells[0]).toMatchObject({ archetype: 'Tron', opponent: 'Burn' });
  });

  it('leaves out pairings below min_matches, both cells at once', () => {
    const filtered = matchupMatrix(PAIRS, 2);
    expect(filtered.cells.map((c) => `${c.archetype}/${c.opponent}`).sort()).toEqual([
      'Burn/Tron',
      'Rhinos/Tron',
      'Tron/Burn',
      'Tron/Rhinos',
    ]);
    expect(matchupMatrix(PAIRS, 7)).toEqual({ archetypes: [], cells: [] });
  });
});
