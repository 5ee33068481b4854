import type { GameResult, Match } from '../../tracker/entities/match.js';
import { tallyGames, type GameTally } from './game-tally.js';

/** What a summary groups matches by: the roster deck faced, or the decklist version played. */
export type MatchGrouping = 'opponent' | 'version';

/**
 * Counts of one group of matches for one side of game 1's die roll and one player: what the SQL
 * aggregate returns per (group key, on_play, player_id). Game 1 is pre-board; games 2 and 3 are post-board.
 */
export interface MatchCounts {
  /** The opponent deck id or the decklist version id; null = matches pinned to no version. */
  readonly key: string | null;
  readonly onPlay: boolean;
  /** The member who played them; null = a former member of a team. */
  readonly playerId: string | null;
  readonly matches: number;
  /** Matches won, lost and drawn (see matchOutcome); a match with no game recorded counts in none. */
  readonly matchResults: GameTally;
  readonly preBoard: GameTally;
  readonly postBoard: GameTally;
  /** Of the post-board games, those the player was on the play in. */
  readonly postBoardOnPlay: GameTally;
  /** Of the post-board games, those recorded with the sideboard plan used / not used (unrecorded ones count in neither). */
  readonly postBoardPlanUsed: GameTally;
  readonly postBoardPlanNotUsed: GameTally;
}

/** Games with a recorded mulligan count, per group and count. */
export interface MulliganCounts {
  readonly key: string | null;
  readonly mulligans: number;
  readonly games: GameTally;
}

/** The match fields the summaries read. */
export type MatchGames = Pick<
  Match,
  | 'opponentDeckId'
  | 'decklistVersionId'
  | 'playerId'
  | 'onPlay'
  | 'game1'
  | 'game2'
  | 'game3'
  | 'game2OnPlay'
  | 'game3OnPlay'
  | 'game1Mulligans'
  | 'game2Mulligans'
  | 'game3Mulligans'
  | 'game2PlanUsed'
  | 'game3PlanUsed'
>;

/** A match is won with more game wins than losses, lost with fewer, drawn when level (1-1-1, 0-0-1); null with no game. */
export function matchOutcome(games: readonly (GameResult | null)[]): GameResult | null {
  const tally = tallyGames(games);
  if (tally.wins + tally.losses + tally.draws === 0) return null;
  return tally.wins > tally.losses ? 'win' : tally.wins < tally.losses ? 'loss' : 'draw';
}

type MutableTally = { wins: number; losses: number; draws: number };
const tally = (): MutableTally => ({ wins: 0, losses: 0, draws: 0 });
function count(t: MutableTally, result: GameResult | null): void {
  if (result === 'win') t.wins += 1;
  else if (result === 'loss') t.losses += 1;
  else if (result === 'draw') t.draws += 1;
}
const score = (result: GameResult | null): number => (result === 'win' ? 1 : result === 'loss' ? -1 : 0);

interface Group {
  key: string | null;
  onPlay: boolean;
  playerId: string | null;
  matches: number;
  matchResults: MutableTally;
  preBoard: MutableTally;
  postBoard: MutableTally;
  postBoardOnPlay: MutableTally;
  postBoardPlanUsed: MutableTally;
  postBoardPlanNotUsed: MutableTally;
}

/**
 * Groups matches the way the SQL aggregate does, by (key, die roll, player): the reference the
 * in-memory fakes and tests use (one pass, one accumulator per group).
 */
export function countMatches(matches: readonly MatchGames[], by: MatchGrouping): MatchCounts[] {
  const groups = new Map<string | null, Map<string | null, [Group | undefined, Group | undefined]>>();
  const out: Group[] = [];
  for (const m of matches) {
    const key = by === 'opponent' ? m.opponentDeckId : m.decklistVersionId;
    let players = groups.get(key);
    if (!players) groups.set(key, (players = new Map()));
    let pair = players.get(m.playerId);
    if (!pair) players.set(m.playerId, (pair = [undefined, undefined]));
    const side = m.onPlay ? 1 : 0;
    let c = pair[side];
    if (!c) {
      c = {
        key,
        onPlay: m.onPlay,
        playerId: m.playerId,
        matches: 0,
        matchResults: tally(),
        preBoard: tally(),
        postBoard: tally(),
        postBoardOnPlay: tally(),
        postBoardPlanUsed: tally(),
        postBoardPlanNotUsed: tally(),
      };
      pair[side] = c;
      out.push(c);
    }
    c.matches += 1;
    const balance = score(m.game1) + score(m.game2) + score(m.game3);
    if (balance > 0) c.matchResults.wins += 1;
    else if (balance < 0) c.matchResults.losses += 1;
    else if (m.game1 !== null || m.game2 !== null || m.game3 !== null) c.matchResults.draws += 1;
    count(c.preBoard, m.game1);
    count(c.postBoard, m.game2);
    count(c.postBoard, m.game3);
    if (m.game2OnPlay === true) count(c.postBoardOnPlay, m.game2);
    if (m.game3OnPlay === true) count(c.postBoardOnPlay, m.game3);
    if (m.game2PlanUsed !== null) count(m.game2PlanUsed ? c.postBoardPlanUsed : c.postBoardPlanNotUsed, m.game2);
    if (m.game3PlanUsed !== null) count(m.game3PlanUsed ? c.postBoardPlanUsed : c.postBoardPlanNotUsed, m.game3);
  }
  return out;
}

/** Groups every played game with a recorded mulligan count by (key, count): the reference for the SQL. */
export function countMulligans(matches: readonly MatchGames[], by: MatchGrouping): MulliganCounts[] {
  const groups = new Map<string | null, MutableTally[]>();
  const out: { key: string | null; mulligans: number; games: MutableTally }[] = [];
  const add = (key: string | null, mulligans: number | null, result: GameResult | null) => {
    if (mulligans === null || result === null) return;
    let byCount = groups.get(key);
    if (!byCount) groups.set(key, (byCount = []));
    let games = byCount[mulligans];
    if (!games) {
      games = byCount[mulligans] = tally();
      out.push({ key, mulligans, games });
    }
    count(games, result);
  };
  for (const m of matches) {
    const key = by === 'opponent' ? m.opponentDeckId : m.decklistVersionId;
    add(key, m.game1Mulligans, m.game1);
    add(key, m.game2Mulligans, m.game2);
    add(key, m.game3Mulligans, m.game3);
  }
  return out;
}
