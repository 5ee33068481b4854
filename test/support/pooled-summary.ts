import fc from 'fast-check';
import { expect } from 'vitest';
import {
  type ArchetypeSummaryRow,
  type GameResult,
  type Match,
  type MatchFilter,
  type MatchStatsRepo,
  type MatchupSummaryRow,
  type MetaDeckCategory,
  type PlayerFigures,
} from '@metagame/core';
import { GetArchetypeSummary } from '@metagame/core/tracker-analytics/use-cases/get-archetype-summary';
import { GetMatchupSummary } from '@metagame/core/tracker-analytics/use-cases/get-matchup-summary';
import { ResolveReadableOwner } from '@metagame/core/tracker/use-cases/resolve-readable-owner';
import { InMemoryUserRepo } from '../fakes/in-memory-user-repo.js';
import { InMemoryUserSettingsRepo } from '../fakes/tracker/in-memory-user-settings-repo.js';

/*
 * Pooled = personal: the same matches, recorded in a team workspace by several members (and former
 * members) or in one player's personal workspace, give the same summary figures; each row's per-player
 * parts add up to the row, and each part is what the player filter gives. Shared by the property test
 * on the fakes and the check on both databases.
 */

/** The roster every workspace gets, by name (ids differ per workspace); the last deck is archived. */
export const ROSTER: readonly { name: string; category: MetaDeckCategory; archived: boolean }[] = [
  { name: 'Burn', category: 'aggro', archived: false },
  { name: 'Tron', category: 'combo', archived: false },
  { name: 'Jund', category: 'midrange', archived: false },
  { name: 'Affinity', category: 'aggro', archived: true },
];

/** A workspace as the harness made it: owner, one personal deck, the roster's ids in ROSTER's order. */
export interface Workspace {
  readonly ownerId: string;
  readonly deckId: string;
  readonly rosterIds: readonly string[];
}

export interface PooledSummaryHarness {
  readonly repo: MatchStatsRepo;
  /** Member accounts that can play a team's matches. */
  readonly members: readonly string[];
  /** A new team workspace (`personal` false) or a new user's personal workspace. */
  newWorkspace(personal: boolean): Promise<Workspace>;
  addMatches(matches: readonly Match[]): Promise<void>;
}

/** One generated match: everything but the workspace; `player` indexes the members, null = a former member. */
export interface PlayedMatch {
  readonly opponent: number;
  readonly player: number | null;
  readonly date: string;
  readonly onPlay: boolean;
  readonly games: readonly [GameResult | null, GameResult | null, GameResult | null];
  readonly sides: readonly [boolean, boolean];
  readonly mulligans: readonly [number | null, number | null, number | null];
  readonly plans: readonly [boolean | null, boolean | null];
}

const result = fc.constantFrom<GameResult>('win', 'loss', 'draw');
/** Games in order: a game after one not played is not played either. */
const games = fc
  .tuple(fc.option(result), fc.option(result), fc.option(result))
  .map(([g1, g2, g3]): PlayedMatch['games'] =>
    g1 === null ? [null, null, null] : g2 === null ? [g1, null, null] : [g1, g2, g3],
  );

const mulligans = fc.option(fc.integer({ min: 0, max: 7 }));
const plan = fc.option(fc.boolean());

export const playedMatch = (members: number): fc.Arbitrary<PlayedMatch> =>
  fc.record({
    opponent: fc.integer({ min: 0, max: ROSTER.length - 1 }),
    player: fc.option(fc.integer({ min: 0, max: members - 1 }), { freq: 6 }),
    date: fc.constantFrom('2026-10-01', '2026-10-15', '2026-11-01'),
    onPlay: fc.boolean(),
    games,
    sides: fc.tuple(fc.boolean(), fc.boolean()),
    mulligans: fc.tuple(mulligans, mulligans, mulligans),
    plans: fc.tuple(plan, plan),
  });

/** The filters the property runs under; the player filter is checked on its own. */
export const summaryFilter: fc.Arbitrary<MatchFilter> = fc.constantFrom<MatchFilter>(
  {},
  { dateFrom: '2026-10-15' },
  { dateTo: '2026-10-15' },
);

/** The match as stored in a workspace; game details only for games played. */
function stored(w: Workspace, m: PlayedMatch, playerId: string | null, n: number): Match {
  const [g1, g2, g3] = m.games;
  const played = (game: GameResult | null) => game !== null;
  return {
    id: `${w.ownerId.slice(0, 24)}${String(n).padStart(12, '0')}`,
    ownerId: w.ownerId,
    playerId,
    date: m.date,
    personalDeckId: w.deckId,
    opponentDeckId: w.rosterIds[m.opponent]!,
    onPlay: m.onPlay,
    game1: g1,
    game2: g2,
    game3: g3,
    openingHand: '',
    turningPoint: '',
    finalTurn: '',
    eventId: null,
    round: null,
    decklistVersionId: null,
    game2OnPlay: played(g2) ? m.sides[0] : null,
    game3OnPlay: played(g3) ? m.sides[1] : null,
    game1Mulligans: played(g1) ? m.mulligans[0] : null,
    game2Mulligans: played(g2) ? m.mulligans[1] : null,
    game3Mulligans: played(g3) ? m.mulligans[2] : null,
    game2PlanUsed: played(g2) ? m.plans[0] : null,
    game3PlanUsed: played(g3) ? m.plans[1] : null,
    createdAt: new Date('2026-11-02T00:00:00.000Z'),
  };
}

const headline = (f: Pick<PlayerFigures, 'matches' | 'games' | 'matchResults'>) => ({
  matches: f.matches,
  games: f.games,
  matchResults: f.matchResults,
});
/** A row with what differs between workspaces left out: the roster deck's id and the per-player parts. */
const comparable = ({ byPlayer: _, opponent: { id: __, ...opponent }, ...row }: MatchupSummaryRow) => ({
  ...row,
  opponent,
});
const comparableArchetype = ({ byPlayer: _, ...row }: ArchetypeSummaryRow) => row;

function expectPartsAddUp(row: Pick<MatchupSummaryRow, 'matches' | 'games' | 'matchResults' | 'byPlayer'>): void {
  const sum = (pick: (p: PlayerFigures) => number) => row.byPlayer.reduce((n, p) => n + pick(p), 0);
  expect(sum((p) => p.matches)).toBe(row.matches);
  for (const key of ['games', 'matchResults'] as const)
    for (const field of ['wins', 'losses', 'draws'] as const) expect(sum((p) => p[key][field])).toBe(row[key][field]);
}

/** Records the matches in a new team and a new personal workspace, then checks every property. */
export async function checkPooledEqualsPersonal(
  h: PooledSummaryHarness,
  played: readonly PlayedMatch[],
  filter: MatchFilter,
): Promise<void> {
  const [team, personal] = [await h.newWorkspace(false), await h.newWorkspace(true)];
  const playerOf = (m: PlayedMatch) => (m.player === null ? null : h.members[m.player]!);
  await h.addMatches(played.map((m, i) => stored(team, m, playerOf(m), i)));
  await h.addMatches(played.map((m, i) => stored(personal, m, personal.ownerId, i)));

  const owners = new ResolveReadableOwner(new InMemoryUserSettingsRepo(new InMemoryUserRepo()));
  const matchups = new GetMatchupSummary(owners, h.repo);
  const archetypes = new GetArchetypeSummary(owners, h.repo);
  const summary = async (w: Workspace, f: MatchFilter) => {
    const r = await matchups.execute({ callerId: w.ownerId, filter: f });
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };
  const archetypeSummary = async (w: Workspace) => {
    const r = await archetypes.execute({ callerId: w.ownerId, filter });
    if (!r.ok) throw new Error(r.error.code);
    return r.value;
  };

  const [pooled, alone] = [await summary(team, filter), await summary(personal, filter)];
  expect(pooled.map(comparable)).toEqual(alone.map(comparable));
  const [pooledKinds, aloneKinds] = [await archetypeSummary(team), await archetypeSummary(personal)];
  expect(pooledKinds.map(comparableArchetype)).toEqual(aloneKinds.map(comparableArchetype));

  for (const row of pooled) expectPartsAddUp(row);
  for (const row of pooledKinds) expectPartsAddUp({ ...row.pooled, byPlayer: row.byPlayer });
  for (const row of alone) expect(row.byPlayer).toEqual([{ playerId: personal.ownerId, ...headline(row) }]);

  // A member's part of a row is that matchup's row under the player filter.
  for (const member of h.members) {
    const own = await summary(team, { ...filter, playerId: member });
    for (const row of pooled) {
      const part = row.byPlayer.find((p) => p.playerId === member);
      const filtered = own.find((r) => r.opponent.id === row.opponent.id);
      expect(part && headline(part)).toEqual(filtered && headline(filtered));
    }
  }
  // In a personal workspace the owner's id keeps every match, another id none.
  expect(await summary(personal, { ...filter, playerId: personal.ownerId })).toEqual(alone);
  expect(await summary(personal, { ...filter, playerId: h.members[0]! })).toEqual([]);
}
