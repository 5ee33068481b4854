import { addTallies, EMPTY_TALLY, type GameTally } from './game-tally.js';
import type { MatchCounts, MulliganCounts } from './matchup-counts.js';
import { winRateFigures, type WinRateFigures } from './win-rate-figures.js';

/** The running counts of one slice of matches (a matchup, a version, an archetype). */
export interface SliceTally {
  readonly matchesOnPlay: number;
  readonly matchesOnDraw: number;
  readonly matchResults: GameTally;
  /** Every game of the matches started on the play / on the draw (the die roll of game 1). */
  readonly play: GameTally;
  readonly draw: GameTally;
  readonly preBoard: GameTally;
  readonly postBoard: GameTally;
  /** Every game by the side the player was on in that game. */
  readonly gamesOnPlay: GameTally;
  readonly gamesOnDraw: GameTally;
  /** Post-board games recorded with the sideboard plan used / not used. */
  readonly planUsed: GameTally;
  readonly planNotUsed: GameTally;
  readonly mulligans: ReadonlyMap<number, GameTally>;
}

export const EMPTY_SLICE: SliceTally = {
  matchesOnPlay: 0,
  matchesOnDraw: 0,
  matchResults: EMPTY_TALLY,
  play: EMPTY_TALLY,
  draw: EMPTY_TALLY,
  preBoard: EMPTY_TALLY,
  postBoard: EMPTY_TALLY,
  gamesOnPlay: EMPTY_TALLY,
  gamesOnDraw: EMPTY_TALLY,
  planUsed: EMPTY_TALLY,
  planNotUsed: EMPTY_TALLY,
  mulligans: new Map(),
};

/** Every figure of a slice: game and match win rates side by side, each rate with its counts and 95% interval. */
export interface SliceFigures {
  readonly matches: number;
  readonly matchesOnPlay: number;
  readonly matchesOnDraw: number;
  /** Per game, all games pooled; draws out of the rate. */
  readonly games: WinRateFigures;
  /** Per match: won, lost, drawn; draws out of the rate. */
  readonly matchResults: WinRateFigures;
  readonly onPlay: WinRateFigures;
  readonly onDraw: WinRateFigures;
  readonly preBoard: WinRateFigures;
  readonly postBoard: WinRateFigures;
  readonly gamesOnPlay: WinRateFigures;
  readonly gamesOnDraw: WinRateFigures;
  /** Post-board games with the sideboard plan used / not used, as recorded on the match. */
  readonly postBoardPlanUsed: WinRateFigures;
  readonly postBoardPlanNotUsed: WinRateFigures;
  /** Games by mulligans taken before them, fewest first; only counts that occur. */
  readonly byMulligans: readonly { readonly mulligans: number; readonly figures: WinRateFigures }[];
}

/** Pools slices (an archetype of several matchups, a deck of several versions). */
export function addSlices(...slices: readonly SliceTally[]): SliceTally {
  return slices.reduce<SliceTally>((sum, s) => {
    const mulligans = new Map(sum.mulligans);
    for (const [count, games] of s.mulligans)
      mulligans.set(count, addTallies(mulligans.get(count) ?? EMPTY_TALLY, games));
    return {
      matchesOnPlay: sum.matchesOnPlay + s.matchesOnPlay,
      matchesOnDraw: sum.matchesOnDraw + s.matchesOnDraw,
      matchResults: addTallies(sum.matchResults, s.matchResults),
      play: addTallies(sum.play, s.play),
      draw: addTallies(sum.draw, s.draw),
      preBoard: addTallies(sum.preBoard, s.preBoard),
      postBoard: addTallies(sum.postBoard, s.postBoard),
      gamesOnPlay: addTallies(sum.gamesOnPlay, s.gamesOnPlay),
      gamesOnDraw: addTallies(sum.gamesOnDraw, s.gamesOnDraw),
      planUsed: addTallies(sum.planUsed, s.planUsed),
      planNotUsed: addTallies(sum.planNotUsed, s.planNotUsed),
      mulligans,
    };
  }, EMPTY_SLICE);
}

const minus = (a: GameTally, b: GameTally): GameTally => ({
  wins: a.wins - b.wins,
  losses: a.losses - b.losses,
  draws: a.draws - b.draws,
});

/** One aggregate row as a slice: game 1's side is the row's die roll; games 2–3 carry their own. */
function sliceOfCounts(c: MatchCounts): SliceTally {
  const games = addTallies(c.preBoard, c.postBoard);
  const onPlay = addTallies(c.onPlay ? c.preBoard : EMPTY_TALLY, c.postBoardOnPlay);
  return {
    ...EMPTY_SLICE,
    matchesOnPlay: c.onPlay ? c.matches : 0,
    matchesOnDraw: c.onPlay ? 0 : c.matches,
    matchResults: c.matchResults,
    play: c.onPlay ? games : EMPTY_TALLY,
    draw: c.onPlay ? EMPTY_TALLY : games,
    preBoard: c.preBoard,
    postBoard: c.postBoard,
    gamesOnPlay: onPlay,
    gamesOnDraw: minus(games, onPlay),
    planUsed: c.postBoardPlanUsed,
    planNotUsed: c.postBoardPlanNotUsed,
  };
}

/** The aggregate rows as one slice per group key (opponent deck or version; null = unpinned). */
export function tallySlices(
  counts: readonly MatchCounts[],
  mulligans: readonly MulliganCounts[],
): Map<string | null, SliceTally> {
  const slices = new Map<string | null, SliceTally>();
  for (const c of counts) slices.set(c.key, addSlices(slices.get(c.key) ?? EMPTY_SLICE, sliceOfCounts(c)));
  for (const m of mulligans)
    slices.set(
      m.key,
      addSlices(slices.get(m.key) ?? EMPTY_SLICE, { ...EMPTY_SLICE, mulligans: new Map([[m.mulligans, m.games]]) }),
    );
  return slices;
}

export function sliceFigures(s: SliceTally): SliceFigures {
  return {
    matches: s.matchesOnPlay + s.matchesOnDraw,
    matchesOnPlay: s.matchesOnPlay,
    matchesOnDraw: s.matchesOnDraw,
    games: winRateFigures(addTallies(s.play, s.draw)),
    matchResults: winRateFigures(s.matchResults),
    onPlay: winRateFigures(s.play),
    onDraw: winRateFigures(s.draw),
    preBoard: winRateFigures(s.preBoard),
    postBoard: winRateFigures(s.postBoard),
    gamesOnPlay: winRateFigures(s.gamesOnPlay),
    gamesOnDraw: winRateFigures(s.gamesOnDraw),
    postBoardPlanUsed: winRateFigures(s.planUsed),
    postBoardPlanNotUsed: winRateFigures(s.planNotUsed),
    byMulligans: [...s.mulligans.entries()]
      .sort(([a], [b]) => a - b)
      .map(([mulligans, games]) => ({ mulligans, figures: winRateFigures(games) })),
  };
}
