import { describe, expect, it } from 'vitest';
import { GetMatchupMatrix } from '@metagame/core/metagame/use-cases/get-matchup-matrix';
import { GetMetaShare } from '@metagame/core/metagame/use-cases/get-meta-share';
import { GetMetaTrend } from '@metagame/core/metagame/use-cases/get-meta-trend';
import { InMemoryMetaReadsRepo } from '../../fakes/metagame/in-memory-meta-reads-repo.js';
import { DECKS, MATCHES, TOURNAMENTS } from '../../support/public-meta-fixture.js';

// Figures counted by hand in test/support/public-meta-fixture.ts.
const reads = new InMemoryMetaReadsRepo({ tournaments: TOURNAMENTS, decks: DECKS, matches: MATCHES });
const window = { format: 'modern', from: '2024-05-13', to: '2024-05-26' };

describe('metagame read use cases', () => {
  it('GetMetaShare weighs decks by log2 of their event’s players when asked (Burn 18 of 41)', async () => {
    const share = await new GetMetaShare(reads).execute({ window, weighting: 'log_players' });
    expect(share.decks).toBe(10);
    expect(share.archetypes[0]?.archetype).toBe('Burn');
    expect(share.archetypes[0]?.share).toBeCloseTo(18 / 41, 12);
    expect(share.archetypes[0]?.conversion).toBeCloseTo(1.6, 12);
  });

  it('GetMetaShare gives each archetype its record without mirrors, byes or unclassified opponents', async () => {
    const share = await new GetMetaShare(reads).execute({ window, weighting: 'none' });
    expect(share.archetypes.find((r) => r.archetype === 'Burn')?.record).toMatchObject({
      wins: 1,
      losses: 1,
      draws: 0,
    });
  });

  it('GetMetaTrend gives the share of each ISO week', async () => {
    const trend = await new GetMetaTrend(reads).execute({ window, weighting: 'none' });
    expect(trend.weeks.map((w) => w.week)).toEqual(['2024-W20', '2024-W21']);
    expect(trend.archetypes.find((s) => s.archetype === 'Tron')?.points.map((p) => p.share)).toEqual([0.2, 0.4]);
  });

  it('GetMatchupMatrix keeps pairings with at least min_matches', async () => {
    const matrix = await new GetMatchupMatrix(reads).execute({ window, minMatches: 2 });
    expect(matrix.cells.map((c) => [c.archetype, c.opponent, c.wins, c.losses, c.draws])).toEqual([
      ['Rhinos', 'Tron', 0, 1, 1],
      ['Tron', 'Rhinos', 1, 0, 1],
    ]);
  });
});
