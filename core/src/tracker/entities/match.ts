/** One game's outcome; null = not played (a 2-0 leaves game3 null). */
export const GAME_RESULTS = ['win', 'loss', 'draw'] as const;
export type GameResult = (typeof GAME_RESULTS)[number];

/** Mulligans taken before one game: 0 (kept seven) to 7. */
export const MULLIGANS_MAX = 7;
export const ROUND_MAX = 100;

export interface MatchFields {
  /** Calendar date of the match, `YYYY-MM-DD`. */
  readonly date: string;
  readonly personalDeckId: string;
  readonly opponentDeckId: string;
  /** true = on the play in game 1, false = on the draw. */
  readonly onPlay: boolean;
  readonly game1: GameResult | null;
  readonly game2: GameResult | null;
  readonly game3: GameResult | null;
  readonly openingHand: string;
  readonly turningPoint: string;
  readonly finalTurn: string;
  /** One of the owner's events; null = no event, which counts as testing. */
  readonly eventId: string | null;
  /** Round of the event; only with an event. */
  readonly round: number | null;
  /** The decklist version played, a version of `personalDeckId`; null when none is known. */
  readonly decklistVersionId: string | null;
  /** Whether the player was on the play in games 2 and 3; null exactly when that game was not played. */
  readonly game2OnPlay: boolean | null;
  readonly game3OnPlay: boolean | null;
  /** Mulligans before each game; null = not recorded (always null for a game not played). */
  readonly game1Mulligans: number | null;
  readonly game2Mulligans: number | null;
  readonly game3Mulligans: number | null;
  /** Whether the sideboard plan for the matchup was used in games 2 and 3; null = not recorded (always null for a game not played). */
  readonly game2PlanUsed: boolean | null;
  readonly game3PlanUsed: boolean | null;
}

/**
 * A best-of-three match of the log: the decks on both sides, up to three game results, the game
 * details and the event.
 */
export interface Match extends MatchFields {
  readonly id: string;
  /** The workspace: a user's id, or a team's. */
  readonly ownerId: string;
  /** Who played it: the owner in a personal workspace; in a team a member, null once their account is gone. */
  readonly playerId: string | null;
  readonly createdAt: Date;
}

/**
 * A match as a client writes it. `decklistVersionId` undefined lets the server pin the version (the
 * deck's newest when recorded); null says none. `game2OnPlay`/`game3OnPlay` null take the default order.
 */
export interface MatchDraft extends Omit<
  MatchFields,
  'decklistVersionId' | 'game2OnPlay' | 'game3OnPlay' | 'game2PlanUsed' | 'game3PlanUsed'
> {
  readonly decklistVersionId?: string | null | undefined;
  readonly game2OnPlay: boolean | null;
  readonly game3OnPlay: boolean | null;
  /** Undefined = not recorded (null). */
  readonly game2PlanUsed?: boolean | null | undefined;
  readonly game3PlanUsed?: boolean | null | undefined;
}

/** The games of a match in order, with the side the player was on in each (null = not played). */
export const gamesOf = (
  m: Pick<
    MatchFields,
    | 'game1'
    | 'game2'
    | 'game3'
    | 'onPlay'
    | 'game2OnPlay'
    | 'game3OnPlay'
    | 'game1Mulligans'
    | 'game2Mulligans'
    | 'game3Mulligans'
  >,
) => [
  { result: m.game1, onPlay: m.game1 === null ? null : m.onPlay, mulligans: m.game1Mulligans },
  { result: m.game2, onPlay: m.game2OnPlay, mulligans: m.game2Mulligans },
  { result: m.game3, onPlay: m.game3OnPlay, mulligans: m.game3Mulligans },
];
