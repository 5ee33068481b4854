/**
 * A tournament file after validation, in the open tournament cache's shape: the event, every deck
 * with its cards as published, and the rounds and standings when the file has them.
 */
export interface TournamentFile {
  readonly name: string;
  /** The event's date, UTC (a date without an offset is read as UTC). */
  readonly date: Date;
  readonly uri: string | null;
  readonly decks: readonly FileDeck[];
  /** Null when the file publishes no rounds. */
  readonly rounds: readonly FileRound[] | null;
  /** Null when the file publishes no standings. */
  readonly standings: readonly FileStanding[] | null;
}

export interface FileCard {
  readonly count: number;
  readonly name: string;
}

export interface FileDeck {
  readonly player: string;
  /** As published: "1st Place", "5-0", … or null. */
  readonly result: string | null;
  readonly mainboard: readonly FileCard[];
  readonly sideboard: readonly FileCard[];
}

export interface FileRound {
  readonly name: string;
  readonly matches: readonly FileMatch[];
}

/** One pairing; `player2` null is a bye for `player1`. Games as published ("2-1-0"). */
export interface FileMatch {
  readonly player1: string;
  readonly player2: string | null;
  readonly wins1: number;
  readonly wins2: number;
  readonly draws: number;
}

export interface FileStanding {
  readonly rank: number;
  readonly player: string;
  readonly points: number;
  readonly wins: number;
  readonly losses: number;
  readonly draws: number;
  readonly omwp: number | null;
  readonly gwp: number | null;
  readonly ogwp: number | null;
}

/** Where a file breaks the shape, by its JSON path (`Decks[3].Mainboard[2].Count`), and how. */
export interface FileIssue {
  readonly path: string;
  readonly message: string;
}
