import { addTallies, EMPTY_TALLY, type GameTally } from './game-tally.js';
import type { MatchCounts } from './matchup-counts.js';
import { winRateFigures, type WinRateFigures } from './win-rate-figures.js';

/**
 * One player's part of a summary row: the row's headline figures counted over the matches that
 * player played, with the same rates and intervals. The parts of a row add up to the row.
 */
export interface PlayerFigures {
  /** The member who played; null = former members of a team (their accounts are gone), in one entry. */
  readonly playerId: string | null;
  readonly matches: number;
  /** Per game, draws out of the rate, as the row's `games`. */
  readonly games: WinRateFigures;
  /** Per match, as the row's `matchResults`. */
  readonly matchResults: WinRateFigures;
}

/** The running counts behind one player's figures. */
export interface PlayerTally {
  readonly matches: number;
  readonly games: GameTally;
  readonly matchResults: GameTally;
}

export type PlayerTallies = ReadonlyMap<string | null, PlayerTally>;

const EMPTY_PLAYER: PlayerTally = { matches: 0, games: EMPTY_TALLY, matchResults: EMPTY_TALLY };

const addPlayer = (a: PlayerTally, b: PlayerTally): PlayerTally => ({
  matches: a.matches + b.matches,
  games: addTallies(a.games, b.games),
  matchResults: addTallies(a.matchResults, b.matchResults),
});

/** The aggregate rows as per-player tallies per group key (both die rolls together). */
export function tallyPlayers(counts: readonly MatchCounts[]): Map<string | null, PlayerTallies> {
  const byKey = new Map<string | null, Map<string | null, PlayerTally>>();
  for (const c of counts) {
    let players = byKey.get(c.key);
    if (!players) byKey.set(c.key, (players = new Map()));
    const part = { matches: c.matches, games: addTallies(c.preBoard, c.postBoard), matchResults: c.matchResults };
    players.set(c.playerId, addPlayer(players.get(c.playerId) ?? EMPTY_PLAYER, part));
  }
  return byKey;
}

/** Pools the per-player tallies of several groups (an archetype of several matchups). */
export function addPlayerTallies(...groups: readonly PlayerTallies[]): PlayerTallies {
  const sum = new Map<string | null, PlayerTally>();
  for (const players of groups)
    for (const [playerId, t] of players) sum.set(playerId, addPlayer(sum.get(playerId) ?? EMPTY_PLAYER, t));
  return sum;
}

/** One entry per player, by player id, former members last: the same order in every row. */
export function playerFigures(players: PlayerTallies): PlayerFigures[] {
  return [...players.entries()]
    .sort(([a], [b]) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : a < b ? -1 : 1))
    .map(([playerId, t]) => ({
      playerId,
      matches: t.matches,
      games: winRateFigures(t.games),
      matchResults: winRateFigures(t.matchResults),
    }));
}
