import { afterAll, beforeAll, expect, it } from 'vitest';
import type { GameResult, MatchStatsRepo, MatchupCounts } from '@metagame/core';

/** Fixed ids the harness creates (users, personal decks, roster decks) before the contract runs. */
export const IDS = {
  ann: '00000000-0000-4000-8000-0000000000a1',
  bob: '00000000-0000-4000-8000-0000000000b2',
  annMain: '00000000-0000-4000-8000-00000000d001',
  annSide: '00000000-0000-4000-8000-00000000d002',
  bobDeck: '00000000-0000-4000-8000-00000000d003',
  burn: '00000000-0000-4000-8000-00000000e001',
  tron: '00000000-0000-4000-8000-00000000e002',
  bobBurn: '00000000-0000-4000-8000-00000000e003',
  oldAffinity: '00000000-0000-4000-8000-00000000e004',
} as const;

/** Roster decks every harness creates before the contract runs. */
export const ROSTER = [
  { id: IDS.burn, ownerId: IDS.ann, name: 'Burn', category: 'aggro', archived: false },
  { id: IDS.tron, ownerId: IDS.ann, name: 'Tron', category: 'combo', archived: false },
  { id: IDS.oldAffinity, ownerId: IDS.ann, name: 'Affinity', category: 'aggro', archived: true },
  { id: IDS.bobBurn, ownerId: IDS.bob, name: 'Bob Burn', category: 'aggro', archived: false },
] as const;

export interface MatchSeed {
  readonly ownerId: string;
  readonly personalDeckId: string;
  readonly opponentDeckId: string;
  readonly onPlay: boolean;
  readonly games: readonly [GameResult | null, GameResult | null, GameResult | null];
}

export interface MatchStatsHarness {
  readonly repo: MatchStatsRepo;
  addMatch(match: MatchSeed): Promise<void>;
  close(): Promise<void>;
}

const sorted = (rows: MatchupCounts[]) => [...rows].sort((a, b) => `${a.opponentDeckId}${a.onPlay}`.localeCompare(`${b.opponentDeckId}${b.onPlay}`));
const t = (wins: number, losses: number, draws: number) => ({ wins, losses, draws });

/** MatchStatsRepo contract: per (opponent, die roll) match counts and game-1 / games-2–3 tallies, scoped to an owner. */
export function matchStatsRepoContract(open: () => Promise<MatchStatsHarness>): void {
  let h: MatchStatsHarness;
  beforeAll(async () => {
    h = await open();
    const add = (personalDeckId: string, opponentDeckId: string, onPlay: boolean, games: MatchSeed['games'], ownerId: string = IDS.ann) =>
      h.addMatch({ ownerId, personalDeckId, opponentDeckId, onPlay, games });
    await add(IDS.annMain, IDS.burn, true, ['win', 'loss', 'win']);
    await add(IDS.annMain, IDS.burn, true, ['win', 'win', null]);
    await add(IDS.annMain, IDS.burn, false, ['loss', 'win', 'draw']);
    await add(IDS.annSide, IDS.tron, false, ['draw', null, null]);
    await add(IDS.bobDeck, IDS.bobBurn, true, ['win', 'win', null], IDS.bob);
  });
  afterAll(() => h.close());

  it('groups the owner’s matches by opponent and die roll with game-1 and games-2–3 tallies', async () => {
    expect(sorted(await h.repo.countByMatchup(IDS.ann))).toEqual([
      { opponentDeckId: IDS.burn, onPlay: false, matches: 1, preBoard: t(0, 1, 0), postBoard: t(1, 0, 1) },
      { opponentDeckId: IDS.burn, onPlay: true, matches: 2, preBoard: t(2, 0, 0), postBoard: t(2, 1, 0) },
      { opponentDeckId: IDS.tron, onPlay: false, matches: 1, preBoard: t(0, 0, 1), postBoard: t(0, 0, 0) },
    ]);
  });

  it('filters on one personal deck', async () => {
    expect(await h.repo.countByMatchup(IDS.ann, { personalDeckId: IDS.annSide })).toEqual([
      { opponentDeckId: IDS.tron, onPlay: false, matches: 1, preBoard: t(0, 0, 1), postBoard: t(0, 0, 0) },
    ]);
  });

  it('never counts another owner’s matches, even with their deck as the filter', async () => {
    expect(await h.repo.countByMatchup(IDS.ann, { personalDeckId: IDS.bobDeck })).toEqual([]);
    expect(await h.repo.countByMatchup(IDS.bob)).toEqual([
      { opponentDeckId: IDS.bobBurn, onPlay: true, matches: 1, preBoard: t(1, 0, 0), postBoard: t(1, 0, 0) },
    ]);
  });

  it('lists the owner’s roster with archived decks only when asked', async () => {
    const byName = (rows: { name: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await h.repo.listOpponents(IDS.ann, { includeArchived: true }))).toEqual([
      { id: IDS.oldAffinity, name: 'Affinity', category: 'aggro', archived: true },
      { id: IDS.burn, name: 'Burn', category: 'aggro', archived: false },
      { id: IDS.tron, name: 'Tron', category: 'combo', archived: false },
    ]);
    expect(byName(await h.repo.listOpponents(IDS.ann, { includeArchived: false })).map((d) => d.name)).toEqual(['Burn', 'Tron']);
  });

  it('returns [] for an owner without matches', async () => {
    expect(await h.repo.countByMatchup('00000000-0000-4000-8000-0000000000ff')).toEqual([]);
    expect(await h.repo.listOpponents('00000000-0000-4000-8000-0000000000ff', { includeArchived: true })).toEqual([]);
  });
}
