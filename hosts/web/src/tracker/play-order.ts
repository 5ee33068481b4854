import type { GameResult } from './game-results';

/**
 * The side of each game typed, and the side the rules give when the player changes nothing: the
 * loser of a game is on the play in the next one, and after a draw the side stays. The same rule as
 * the server's `playOrder` (core/src/tracker/entities/play-order.ts), so the form shows the side the
 * server would store and the player only touches the exceptions.
 */
export interface GameSide {
  /** true = on the play. */
  readonly onPlay: boolean;
  /** The side the rule gives, before the player's own choice. */
  readonly byDefault: boolean;
}

export function gameSides(
  games: readonly GameResult[],
  game1OnPlay: boolean,
  chosen: readonly (boolean | null)[],
): GameSide[] {
  const sides: GameSide[] = [];
  games.forEach((_, i) => {
    const previous = sides[i - 1];
    const before = games[i - 1];
    const byDefault =
      i === 0 || !previous ? game1OnPlay : before === 'loss' ? true : before === 'win' ? false : previous.onPlay;
    sides.push({ byDefault, onPlay: i === 0 ? game1OnPlay : (chosen[i] ?? byDefault) });
  });
  return sides;
}
