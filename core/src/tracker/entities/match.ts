/** One game's outcome; null = not played (a 2-0 leaves game3 null). */
export const GAME_RESULTS = ['win', 'loss', 'draw'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

export interface MatchFields {
  /** Calendar date of the match, `YYYY-MM-DD`. */
  readonly date: string;
  readonly personalDeckId: string;
  readonly opponentDeckId: string;
  /** true = on the play, false = on the draw. */
  readonly onPlay: boolean;
  readonly game1: GameResult | null;
  readonly game2: GameResult | null;
  readonly game3: GameResult | null;
  readonly openingHand: string;
  readonly turningPoint: string;
  readonly finalTurn: string;
}

/** A best-of-three match of the log (spec 2.7). */
export interface Match extends MatchFields {
  readonly id: string;
  readonly ownerId: string;
  readonly createdAt: Date;
}
