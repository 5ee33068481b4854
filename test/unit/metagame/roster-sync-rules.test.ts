import { describe, expect, it } from 'vitest';
import {
  gameRateOfMatchRate,
  metaShare,
  mostPlayed,
  publicPriors,
  rosterFigures,
  sourcesAfterWrite,
  type MetaDeck,
} from '@metagame/core';

const tally = (archetype: string | null, decks: number, weight: number, top8: number, top8Weight: number) => ({
  archetype,
  decks,
  weight,
  top8,
  top8Weight,
  placedWeight: weight,
});

describe('figure sources after a write', () => {
  const synced = { presence: 4, top8: 2, presenceSource: 'sync', top8Source: 'sync' } as const;

  it('makes a figure sent with a new value the hand’s, and keeps an unchanged one’s source', () => {
    expect(sourcesAfterWrite(synced, { presence: 7, top8: 2 }, {})).toEqual({
      presenceSource: 'manual',
      top8Source: 'sync',
    });
    expect(sourcesAfterWrite({ ...synced, top8Source: 'manual' }, { presence: 4, top8: 2 }, {})).toEqual({
      presenceSource: 'sync',
      top8Source: 'manual',
    });
  });

  it('takes a named source as named, whatever the value', () => {
    expect(
      sourcesAfterWrite(synced, { presence: 7, top8: 9 }, { presenceSource: 'sync', top8Source: 'manual' }),
    ).toEqual({
      presenceSource: 'sync',
      top8Source: 'manual',
    });
  });

  it('measures a new deck against zeros owned by the sync', () => {
    expect(sourcesAfterWrite(null, { presence: 0, top8: 0 }, {})).toEqual({
      presenceSource: 'sync',
      top8Source: 'sync',
    });
    expect(sourcesAfterWrite(null, { presence: 12, top8: 0 }, {})).toEqual({
      presenceSource: 'manual',
      top8Source: 'sync',
    });
  });
});

describe('roster figures from the share table', () => {
  // 10 decks, 5 in a top 8; weighted: Burn 3 of 6 (top 8 1 of 4), Tron 2 of 6 (top 8 3 of 4), one unclassified.
  const table = metaShare([tally('Burn', 6, 3, 2, 1), tally('Tron', 3, 2, 3, 3), tally(null, 1, 1, 0, 0)], []);

  it('gives decks and top-8 decks unweighted', () => {
    expect(rosterFigures(table, false)('Burn')).toMatchObject({ decks: 6, presence: 6, top8: 2 });
  });

  it('gives weighted shares times the window’s decks, rounded, when weighted', () => {
    // Burn: 3/6 × 10 = 5, top 8 1/4 × 5 = 1.25 → 1; Tron: 2/6 × 10 = 3.33 → 3, 3/4 × 5 = 3.75 → 4.
    expect(rosterFigures(table, true)('Burn')).toMatchObject({ presence: 5, top8: 1, share: 0.5 });
    expect(rosterFigures(table, true)('Tron')).toMatchObject({ presence: 3, top8: 4 });
  });

  it('gives zeros to an archetype not played, and leaves unclassified and excluded names out of the most played', () => {
    expect(rosterFigures(table, false)('Dredge')).toEqual({ decks: 0, share: 0, presence: 0, top8: 0 });
    expect(mostPlayed(table, 5, new Set())).toEqual(['Burn', 'Tron']);
    expect(mostPlayed(table, 5, new Set(['Burn']))).toEqual(['Tron']);
    expect(mostPlayed(table, 1, new Set())).toEqual(['Burn']);
  });

  it('leaves a label several archetypes claim out of the most played: no roster deck for `Conflict(…)`', () => {
    const claimed = metaShare([tally('Conflict(Burn,Prowess)', 9, 9, 3, 3), tally('Burn', 6, 6, 2, 2)], []);
    expect(mostPlayed(claimed, 2, new Set())).toEqual(['Burn']);
  });
});

describe('the public prior', () => {
  it('turns a match win rate into the game rate whose best of three gives it', () => {
    expect(gameRateOfMatchRate(0.5)).toBeCloseTo(0.5, 12);
    expect(gameRateOfMatchRate(0.648)).toBeCloseTo(0.6, 12); // 0.6² × 1.8
    expect(gameRateOfMatchRate(0)).toBeCloseTo(0, 12);
    expect(gameRateOfMatchRate(1)).toBeCloseTo(1, 12);
  });

  const deck = (id: string, link: MetaDeck['publicArchetype']) => ({ id, publicArchetype: link }) as MetaDeck;
  const pairs = [
    { archetype: 'Burn', opponent: 'Tron', wins: 81, losses: 44, draws: 3 }, // 81/125 = 0.648 → p = 0.6
    { archetype: 'Tron', opponent: 'Burn', wins: 44, losses: 81, draws: 3 },
  ];
  const request = { archetype: 'Burn', format: 'modern', from: null, to: null, maxGames: 20 };

  it('weighs at most maxGames effective games at the public game rate', () => {
    const priors = publicPriors(pairs, request, [deck('t', { format: 'modern', name: 'Tron' })]);
    const tron = priors.get('t')!;
    expect(tron).toMatchObject({ source: 'public', publicMatches: 125, publicGames: 20 });
    expect(tron.prior.alpha).toBeCloseTo(1 + 0.6 * 20, 9);
    expect(tron.prior.beta).toBeCloseTo(1 + 0.4 * 20, 9);
    const few = publicPriors(pairs, { ...request, maxGames: 500 }, [deck('t', { format: 'modern', name: 'Tron' })]);
    expect(few.get('t')!.publicGames).toBe(125);
  });

  it('keeps the uniform prior without a link, for another format, a mirror or no public match', () => {
    const priors = publicPriors(pairs, request, [
      deck('none', null),
      deck('pioneer', { format: 'pioneer', name: 'Tron' }),
      deck('mirror', { format: 'modern', name: 'Burn' }),
      deck('unseen', { format: 'modern', name: 'Dredge' }),
    ]);
    for (const id of ['none', 'pioneer', 'mirror', 'unseen'])
      expect(priors.get(id), id).toEqual({
        source: 'uniform',
        prior: { alpha: 1, beta: 1 },
        publicMatches: 0,
        publicGames: 0,
      });
  });
});
