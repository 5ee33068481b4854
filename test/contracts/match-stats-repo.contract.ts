import { afterAll, beforeAll, expect, it } from 'vitest';
import type { EventKind, GameResult, MatchCounts, MatchStatsRepo } from '@metagame/core';

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
  league: '00000000-0000-4000-8000-00000000f001',
  session: '00000000-0000-4000-8000-00000000f002',
  v1: '00000000-0000-4000-8000-00000000c001',
  v2: '00000000-0000-4000-8000-00000000c002',
  /** A team workspace (no row of its own: owner ids have no foreign key), its deck and a roster deck. */
  team: '00000000-0000-4000-8000-0000000000c3',
  teamDeck: '00000000-0000-4000-8000-00000000d004',
  teamBurn: '00000000-0000-4000-8000-00000000e005',
} as const;

/** Events and versions every harness creates (Ann's); v1 and v2 are versions of annMain. */
export const EVENTS: readonly { id: string; ownerId: string; kind: EventKind }[] = [
  { id: IDS.league, ownerId: IDS.ann, kind: 'league' },
  { id: IDS.session, ownerId: IDS.ann, kind: 'testing' },
];
export const VERSIONS = [
  { id: IDS.v1, ownerId: IDS.ann, personalDeckId: IDS.annMain, version: 1 },
  { id: IDS.v2, ownerId: IDS.ann, personalDeckId: IDS.annMain, version: 2 },
] as const;

/** Roster decks every harness creates before the contract runs. */
export const ROSTER = [
  { id: IDS.burn, ownerId: IDS.ann, name: 'Burn', category: 'aggro', archived: false },
  { id: IDS.tron, ownerId: IDS.ann, name: 'Tron', category: 'combo', archived: false },
  { id: IDS.oldAffinity, ownerId: IDS.ann, name: 'Affinity', category: 'aggro', archived: true },
  { id: IDS.bobBurn, ownerId: IDS.bob, name: 'Bob Burn', category: 'aggro', archived: false },
  { id: IDS.teamBurn, ownerId: IDS.team, name: 'Team Burn', category: 'aggro', archived: false },
] as const;

/** Personal decks every harness creates: [id, owner]. */
export const DECKS = [
  [IDS.annMain, IDS.ann],
  [IDS.annSide, IDS.ann],
  [IDS.bobDeck, IDS.bob],
  [IDS.teamDeck, IDS.team],
] as const;

type Game = GameResult | null;

export interface MatchSeed {
  readonly ownerId: string;
  /** The member who played it: the owner unless given; null = a former member. */
  readonly playerId?: string | null;
  readonly personalDeckId: string;
  readonly opponentDeckId: string;
  readonly onPlay: boolean;
  readonly games: readonly [Game, Game, Game];
  readonly date: string;
  readonly eventId: string | null;
  readonly decklistVersionId: string | null;
  /** Sides of games 2 and 3 as stored (the default order already applied). */
  readonly sides: readonly [boolean | null, boolean | null];
  readonly mulligans: readonly [number | null, number | null, number | null];
  /** Whether the sideboard plan was used in games 2 and 3 (null = not recorded). */
  readonly plansUsed?: readonly [boolean | null, boolean | null];
}

export interface MatchStatsHarness {
  readonly repo: MatchStatsRepo;
  addMatch(match: MatchSeed): Promise<void>;
  close(): Promise<void>;
}

const sorted = (rows: MatchCounts[]) =>
  [...rows].sort((a, b) => `${a.key}${a.onPlay}`.localeCompare(`${b.key}${b.onPlay}`));
const t = (wins: number, losses: number, draws: number) => ({ wins, losses, draws });
type T3 = ReturnType<typeof t>;
const count = (
  key: string | null,
  onPlay: boolean,
  matches: number,
  matchResults: T3,
  preBoard: T3,
  postBoard: T3,
  postBoardOnPlay: T3,
  postBoardPlanUsed: T3 = t(0, 0, 0),
  postBoardPlanNotUsed: T3 = t(0, 0, 0),
) => ({
  key,
  onPlay,
  playerId: IDS.ann as string | null,
  matches,
  matchResults,
  preBoard,
  postBoard,
  postBoardOnPlay,
  postBoardPlanUsed,
  postBoardPlanNotUsed,
});

/**
 * MatchStatsRepo contract: per (opponent or version, die roll) match and game tallies, games by mulligans,
 * every filter, scoped to an owner.
 */
export function matchStatsRepoContract(open: () => Promise<MatchStatsHarness>): void {
  let h: MatchStatsHarness;
  beforeAll(async () => {
    h = await open();
    const add = (
      seed: Partial<MatchSeed> & Pick<MatchSeed, 'personalDeckId' | 'opponentDeckId' | 'onPlay' | 'games'>,
    ) =>
      h.addMatch({
        ownerId: IDS.ann,
        date: '2026-11-01',
        eventId: null,
        decklistVersionId: null,
        sides: [null, null],
        mulligans: [null, null, null],
        ...seed,
      });
    // 2-1 on the play, W L W: game 2 on the draw (won game 1), game 3 on the play (lost game 2).
    // The plan was used in game 2 (lost) and not in game 3 (won).
    await add({
      personalDeckId: IDS.annMain,
      opponentDeckId: IDS.burn,
      onPlay: true,
      games: ['win', 'loss', 'win'],
      sides: [false, true],
      decklistVersionId: IDS.v1,
      mulligans: [0, 1, 2],
      plansUsed: [true, false],
    });
    // 2-0 on the play: game 2 on the draw.
    await add({
      personalDeckId: IDS.annMain,
      opponentDeckId: IDS.burn,
      onPlay: true,
      games: ['win', 'win', null],
      sides: [false, null],
      decklistVersionId: IDS.v2,
      mulligans: [1, 0, null],
      eventId: IDS.league,
      date: '2026-11-05',
    });
    // 1-1-1 on the draw: game 2 on the play (lost game 1), game 3 on the draw (won game 2).
    // Plan used in game 2 (won); game 3 not recorded, so it counts in neither plan split.
    await add({
      personalDeckId: IDS.annMain,
      opponentDeckId: IDS.burn,
      onPlay: false,
      games: ['loss', 'win', 'draw'],
      sides: [true, false],
      eventId: IDS.session,
      date: '2026-11-10',
      plansUsed: [true, null],
    });
    await add({ personalDeckId: IDS.annSide, opponentDeckId: IDS.tron, onPlay: false, games: ['draw', null, null] });
    await add({ personalDeckId: IDS.annSide, opponentDeckId: IDS.tron, onPlay: true, games: [null, null, null] });
    await h.addMatch({
      ownerId: IDS.bob,
      personalDeckId: IDS.bobDeck,
      opponentDeckId: IDS.bobBurn,
      onPlay: true,
      games: ['win', 'win', null],
      date: '2026-11-01',
      eventId: null,
      decklistVersionId: null,
      sides: [false, null],
      mulligans: [null, null, null],
    });
  });
  afterAll(() => h.close());

  // A team's matches against one roster deck, played by Ann (twice), Bob and a former member.
  beforeAll(async () => {
    const team = (seed: Pick<MatchSeed, 'playerId' | 'onPlay' | 'games' | 'sides'>) =>
      h.addMatch({
        ownerId: IDS.team,
        personalDeckId: IDS.teamDeck,
        opponentDeckId: IDS.teamBurn,
        date: '2026-11-01',
        eventId: null,
        decklistVersionId: null,
        mulligans: [null, null, null],
        ...seed,
      });
    await team({ playerId: IDS.ann, onPlay: true, games: ['win', 'win', null], sides: [false, null] });
    await team({ playerId: IDS.ann, onPlay: false, games: ['loss', 'win', 'loss'], sides: [true, false] });
    await team({ playerId: IDS.bob, onPlay: true, games: ['win', 'loss', 'win'], sides: [false, true] });
    await team({ playerId: null, onPlay: false, games: ['win', null, null], sides: [null, null] });
  });

  it('groups a team’s matches by player as well, former members’ under null', async () => {
    const byPlayer = (rows: MatchCounts[]) =>
      [...rows].sort((a, b) => `${a.playerId}${a.onPlay}`.localeCompare(`${b.playerId}${b.onPlay}`));
    const rows = await h.repo.count(IDS.team, {}, 'opponent').then((c) => c.matches);
    expect(byPlayer(rows)).toEqual(
      byPlayer([
        count(IDS.teamBurn, true, 1, t(1, 0, 0), t(1, 0, 0), t(1, 0, 0), t(0, 0, 0)),
        count(IDS.teamBurn, false, 1, t(0, 1, 0), t(0, 1, 0), t(1, 1, 0), t(1, 0, 0)),
        { ...count(IDS.teamBurn, true, 1, t(1, 0, 0), t(1, 0, 0), t(1, 1, 0), t(1, 0, 0)), playerId: IDS.bob },
        { ...count(IDS.teamBurn, false, 1, t(1, 0, 0), t(1, 0, 0), t(0, 0, 0), t(0, 0, 0)), playerId: null },
      ]),
    );
  });

  it('filters on the player: one member’s matches; in a personal workspace the owner’s id keeps them all', async () => {
    const matches = async (ownerId: string, playerId: string) =>
      (await h.repo.count(ownerId, { playerId }, 'opponent').then((c) => c.matches)).reduce((n, r) => n + r.matches, 0);
    expect(await matches(IDS.team, IDS.ann)).toBe(2);
    expect(await matches(IDS.team, IDS.bob)).toBe(1);
    expect(await matches(IDS.ann, IDS.ann)).toBe(5);
    expect(await matches(IDS.ann, IDS.bob)).toBe(0);
    const mulligans = await h.repo.count(IDS.ann, { playerId: IDS.bob }, 'opponent').then((c) => c.mulligans);
    expect(mulligans).toEqual([]);
  });

  it('groups the owner’s matches by opponent and die roll: match results, game 1, games 2–3, those on the play, and by plan used / not used', async () => {
    expect(sorted(await h.repo.count(IDS.ann, {}, 'opponent').then((c) => c.matches))).toEqual([
      count(IDS.burn, false, 1, t(0, 0, 1), t(0, 1, 0), t(1, 0, 1), t(1, 0, 0), t(1, 0, 0), t(0, 0, 0)),
      count(IDS.burn, true, 2, t(2, 0, 0), t(2, 0, 0), t(2, 1, 0), t(1, 0, 0), t(0, 1, 0), t(1, 0, 0)),
      count(IDS.tron, false, 1, t(0, 0, 1), t(0, 0, 1), t(0, 0, 0), t(0, 0, 0)),
      count(IDS.tron, true, 1, t(0, 0, 0), t(0, 0, 0), t(0, 0, 0), t(0, 0, 0)),
    ]);
  });

  it('groups by decklist version, unpinned matches under null', async () => {
    const rows = await h.repo.count(IDS.ann, { personalDeckId: IDS.annMain }, 'version').then((c) => c.matches);
    expect(sorted(rows)).toEqual(
      sorted([
        count(IDS.v1, true, 1, t(1, 0, 0), t(1, 0, 0), t(1, 1, 0), t(1, 0, 0), t(0, 1, 0), t(1, 0, 0)),
        count(IDS.v2, true, 1, t(1, 0, 0), t(1, 0, 0), t(1, 0, 0), t(0, 0, 0)),
        count(null, false, 1, t(0, 0, 1), t(0, 1, 0), t(1, 0, 1), t(1, 0, 0), t(1, 0, 0), t(0, 0, 0)),
      ]),
    );
  });

  it('counts played games by mulligans, per group', async () => {
    const rows = await h.repo.count(IDS.ann, {}, 'opponent').then((c) => c.mulligans);
    expect([...rows].sort((a, b) => a.mulligans - b.mulligans)).toEqual([
      { key: IDS.burn, mulligans: 0, games: t(2, 0, 0) },
      { key: IDS.burn, mulligans: 1, games: t(1, 1, 0) },
      { key: IDS.burn, mulligans: 2, games: t(1, 0, 0) },
    ]);
  });

  it('filters on one personal deck', async () => {
    expect(
      sorted(await h.repo.count(IDS.ann, { personalDeckId: IDS.annSide }, 'opponent').then((c) => c.matches)).map(
        (r) => [r.key, r.onPlay, r.matches],
      ),
    ).toEqual([
      [IDS.tron, false, 1],
      [IDS.tron, true, 1],
    ]);
  });

  it('filters on dates (inclusive), event, version and event kind (no event = testing)', async () => {
    const matches = async (filter: Parameters<MatchStatsRepo['count']>[1]) =>
      (await h.repo.count(IDS.ann, filter, 'opponent').then((c) => c.matches)).reduce((n, r) => n + r.matches, 0);
    expect(await matches({ dateFrom: '2026-11-05' })).toBe(2);
    expect(await matches({ dateFrom: '2026-11-05', dateTo: '2026-11-05' })).toBe(1);
    expect(await matches({ dateTo: '2026-11-04' })).toBe(3);
    expect(await matches({ eventId: IDS.league })).toBe(1);
    expect(await matches({ decklistVersionId: IDS.v1 })).toBe(1);
    expect(await matches({ eventKinds: ['league', 'tournament'] })).toBe(1);
    expect(await matches({ eventKinds: ['testing'] })).toBe(4);
    expect(await matches({ eventKinds: ['tournament'] })).toBe(0);
    expect(await matches({ eventKinds: ['testing'], personalDeckId: IDS.annMain, dateFrom: '2026-11-02' })).toBe(1);
    const league = await h.repo.count(IDS.ann, { eventKinds: ['league'] }, 'version').then((c) => c.mulligans);
    expect([...league].sort((a, b) => a.mulligans - b.mulligans)).toEqual([
      { key: IDS.v2, mulligans: 0, games: t(1, 0, 0) },
      { key: IDS.v2, mulligans: 1, games: t(1, 0, 0) },
    ]);
  });

  it('never counts another owner’s matches, even with their deck as the filter', async () => {
    expect(await h.repo.count(IDS.ann, { personalDeckId: IDS.bobDeck }, 'opponent').then((c) => c.matches)).toEqual([]);
    expect(await h.repo.count(IDS.bob, {}, 'opponent').then((c) => c.matches)).toEqual([
      { ...count(IDS.bobBurn, true, 1, t(1, 0, 0), t(1, 0, 0), t(1, 0, 0), t(0, 0, 0)), playerId: IDS.bob },
    ]);
    expect(await h.repo.count(IDS.bob, { eventKinds: ['league'] }, 'opponent').then((c) => c.matches)).toEqual([]);
  });

  it('lists the owner’s roster with archived decks only when asked', async () => {
    const byName = (rows: { name: string }[]) => [...rows].sort((a, b) => a.name.localeCompare(b.name));
    expect(byName(await h.repo.listOpponents(IDS.ann, { includeArchived: true }))).toEqual([
      { id: IDS.oldAffinity, name: 'Affinity', category: 'aggro', archived: true },
      { id: IDS.burn, name: 'Burn', category: 'aggro', archived: false },
      { id: IDS.tron, name: 'Tron', category: 'combo', archived: false },
    ]);
    expect(byName(await h.repo.listOpponents(IDS.ann, { includeArchived: false })).map((d) => d.name)).toEqual([
      'Burn',
      'Tron',
    ]);
  });

  it('returns [] for an owner without matches', async () => {
    expect(await h.repo.count('00000000-0000-4000-8000-0000000000ff', {}, 'opponent').then((c) => c.matches)).toEqual(
      [],
    );
    expect(await h.repo.count('00000000-0000-4000-8000-0000000000ff', {}, 'version').then((c) => c.mulligans)).toEqual(
      [],
    );
    expect(await h.repo.listOpponents('00000000-0000-4000-8000-0000000000ff', { includeArchived: true })).toEqual([]);
  });
}
