import type { GameResult } from '../../tracker/entities/match.js';
import { addTallies, EMPTY_TALLY, tallyGames, type GameTally } from './game-tally.js';

/**
 * Game counts of one matchup for one side of the die roll: what the SQL aggregate returns per
 * (opponent deck, on_play) group. Game 1 is pre-board; games 2 and 3 are post-board.
 */
export interface MatchupCounts {
  readonly opponentDeckId: string;
  readonly onPlay: boolean;
  readonly matches: number;
  readonly preBoard: GameTally;
  readonly postBoard: GameTally;
}

/** The fields of a match the summaries read. */
export interface MatchGames {
  readonly opponentDeckId: string;
  readonly onPlay: boolean;
  readonly game1: GameResult | null;
  readonly game2: GameResult | null;
  readonly game3: GameResult | null;
}

/** Groups matches the way the SQL aggregate does; the in-memory fakes and tests use it as the reference. */
export function countMatchups(matches: readonly MatchGames[]): MatchupCounts[] {
  const groups = new Map<string, MatchupCounts>();
  for (const match of matches) {
    const key = `${match.opponentDeckId}|${match.onPlay}`;
    const current = groups.get(key) ?? { opponentDeckId: match.opponentDeckId, onPlay: match.onPlay, matches: 0, preBoard: EMPTY_TALLY, postBoard: EMPTY_TALLY };
    groups.set(key, {
      ...current,
      matches: current.matches + 1,
      preBoard: addTallies(current.preBoard, tallyGames([match.game1])),
      postBoard: addTallies(current.postBoard, tallyGames([match.game2, match.game3])),
    });
  }
  return [...groups.values()];
}
