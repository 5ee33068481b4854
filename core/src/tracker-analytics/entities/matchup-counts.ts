import { gamesOf, type GameResult, type Match } from '../../tracker/entities/match.js';
import { addTallies, EMPTY_TALLY, tallyGames, type GameTally } from './game-tally.js';

/** What a summary groups matches by: the roster deck faced, or the decklist version played. */
export type MatchGrouping = 'opponent' | 'version';

/**
 * Counts of one group of matches for one side of game 1's die roll: what the SQL aggregate returns
 * per (group key, on_play). Game 1 is pre-board; games 2 and 3 are post-board.
 */
export interface MatchCounts {
  /** The opponent deck id or the decklist version id; null = matches pinned to no version. */
  readonly key: string | null;
  readonly onPlay: boolean;
  readonly matches: number;
  /** Matches won, lost and drawn (see matchOutcome); a match with no game recorded counts in none. */
  readonly matchResults: GameTally;
  readonly preBoard: GameTally;
  readonly postBoard: GameTally;
  /** Of the post-board games, those the player was on the play in. */
  readonly postBoardOnPlay: GameTally;
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
  'opponentDeckId' | 'decklistVersionId' | 'onPlay' | 'game1' | 'game2' | 'game3' | 'game2OnPlay' | 'game3OnPlay' | 'game1Mulligans' | 'game2Mulligans' | 'game3Mulligans'
>;

/** A match is won with more game wins than losses, lost with fewer, drawn when level (1-1-1, 0-0-1); null with no game. */
export function matchOutcome(games: readonly (GameResult | null)[]): GameResult | null {
  const tally = tallyGames(games);
  if (tally.wins + tally.losses + tally.draws === 0) return null;
  return tally.wins > tally.losses ? 'win' : tally.wins < tally.losses ? 'loss' : 'draw';
}

const keyOf = (match: MatchGames, by: MatchGrouping) => (by === 'opponent' ? match.opponentDeckId : match.decklistVersionId);

/** Groups matches the way the SQL aggregate does; the in-memory fakes and tests use it as the reference. */
export function countMatches(matches: readonly MatchGames[], by: MatchGrouping): MatchCounts[] {
  const groups = new Map<string, MatchCounts>();
  for (const match of matches) {
    const key = keyOf(match, by);
    const id = `${key}|${match.onPlay}`;
    const c = groups.get(id) ?? { key, onPlay: match.onPlay, matches: 0, matchResults: EMPTY_TALLY, preBoard: EMPTY_TALLY, postBoard: EMPTY_TALLY, postBoardOnPlay: EMPTY_TALLY };
    const [, game2, game3] = gamesOf(match);
    groups.set(id, {
      ...c,
      matches: c.matches + 1,
      matchResults: addTallies(c.matchResults, tallyGames([matchOutcome([match.game1, match.game2, match.game3])])),
      preBoard: addTallies(c.preBoard, tallyGames([match.game1])),
      postBoard: addTallies(c.postBoard, tallyGames([match.game2, match.game3])),
      postBoardOnPlay: addTallies(c.postBoardOnPlay, tallyGames([game2!.onPlay ? match.game2 : null, game3!.onPlay ? match.game3 : null])),
    });
  }
  return [...groups.values()];
}

/** Groups every played game with a recorded mulligan count by (key, count): the reference for the SQL. */
export function countMulligans(matches: readonly MatchGames[], by: MatchGrouping): MulliganCounts[] {
  const groups = new Map<string, MulliganCounts>();
  for (const match of matches) {
    for (const game of gamesOf(match)) {
      if (game.result === null || game.mulligans === null) continue;
      const key = keyOf(match, by);
      const id = `${key}|${game.mulligans}`;
      const c = groups.get(id) ?? { key, mulligans: game.mulligans, games: EMPTY_TALLY };
      groups.set(id, { ...c, games: addTallies(c.games, tallyGames([game.result])) });
    }
  }
  return [...groups.values()];
}
