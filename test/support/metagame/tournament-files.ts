/**
 * Tournament files in the open tournament cache's JSON shape, written here for tests: a small
 * Swiss event with a bye and a draw, a playoff-only event, and a league sample without rounds.
 */
type Json = Record<string, unknown>;
export type TournamentJson = {
  Tournament: Json;
  Decks: Json[];
  Rounds: { RoundName: string; Matches: Json[] }[] | null;
  Standings: Json[] | null;
};

const card = (Count: number, CardName: string) => ({ Count, CardName });
const deck = (Player: string, Result: string, main: [number, string][], side: [number, string][] = []) => ({
  Date: null,
  Player,
  Result,
  AnchorUri: null,
  Mainboard: main.map(([n, name]) => card(n, name)),
  Sideboard: side.map(([n, name]) => card(n, name)),
});
const match = (Player1: string, Player2: string, Result: string) => ({ Player1, Player2, Result });
const standing = (Rank: number, Player: string, Points: number, Wins: number, Losses: number, Draws: number) => ({
  Rank,
  Player,
  Points,
  Wins,
  Losses,
  Draws,
  OMWP: 0.5,
  GWP: 0.5,
  OGWP: 0.5,
});

export const BURN: [number, string][] = [
  [4, 'Lightning Bolt'],
  [4, 'Monastery Swiftspear'],
  [2, 'Fire // Ice'],
  [2, 'Wear'],
  [20, 'Mountain'],
];
export const CONTROL: [number, string][] = [
  [4, 'Counterspell'],
  [2, 'Lórien Revealed'],
  [1, 'Delver of Secrets'],
  [20, 'Island'],
];

/**
 * Five players, three Swiss rounds: Ana beats Bo 2-1 and Cy 2-0 and draws Di 1-1-1; Eve has a bye
 * in round 1 (written "-") and loses the others. Standings agree with the rounds (a bye is a win).
 */
export function swissEvent(overrides: Partial<TournamentJson> = {}): TournamentJson {
  return {
    Tournament: { Date: '2024-05-18T08:00:00Z', Name: 'Fixture Modern Open', Uri: 'https://example.test/t/1' },
    Decks: [
      deck('Ana', '1st Place', BURN, [[3, 'Smash to Smithereens']]),
      deck('Bo', '2nd Place', CONTROL, [[2, 'Pyroblast']]),
      deck('Cy', '3rd Place', BURN),
      deck('Di', '4th Place', CONTROL),
      deck('Eve 谷', '5th Place', [[60, 'Not A Real Card']]),
    ],
    Rounds: [
      {
        RoundName: 'Round 1',
        Matches: [match('Ana', 'Bo', '2-1-0'), match('Cy', 'Di', '2-0-0'), match('Eve 谷', '-', '2-0-0')],
      },
      {
        RoundName: 'Round 2',
        Matches: [match('Ana', 'Cy', '2-0-0'), match('Di', 'Eve 谷', '2-1-0'), match('Bo', '-', '2-0-0')],
      },
      {
        RoundName: 'Round 3',
        Matches: [match('Ana', 'Di', '1-1-1'), match('Bo', 'Eve 谷', '2-0-0'), match('-', 'Cy', '0-2-0')],
      },
    ],
    Standings: [
      standing(1, 'Ana', 7, 2, 0, 1),
      standing(2, 'Bo', 6, 2, 1, 0),
      standing(3, 'Cy', 6, 2, 1, 0),
      standing(4, 'Di', 4, 1, 1, 1),
      standing(5, 'Eve 谷', 3, 1, 2, 0),
    ],
    ...overrides,
  };
}

/**
 * A Swiss event whose sources publish only the playoff: standings count Swiss and playoff wins, the
 * rounds only the playoff's, so every record may be above (never below) what the rounds give.
 */
export function playoffOnlyEvent(overrides: Partial<TournamentJson> = {}): TournamentJson {
  return {
    Tournament: { Date: '2024-05-17T00:00:00Z', Name: 'Fixture Modern Challenge', Uri: 'https://example.test/t/2' },
    Decks: [
      deck('Ana', '1st Place', BURN),
      deck('Bo', '2nd Place', CONTROL),
      deck('Cy', '3rd Place', BURN),
      deck('Di', '4th Place', CONTROL),
      deck('Fay', '5th Place', BURN),
    ],
    Rounds: [
      { RoundName: 'Semifinals', Matches: [match('Ana', 'Di', '2-0-0'), match('Bo', 'Cy', '1-0-0')] },
      { RoundName: 'Finals', Matches: [match('Ana', 'Bo', '2-1-0')] },
    ],
    Standings: [
      standing(1, 'Bo', 9, 4, 1, 0),
      standing(2, 'Ana', 6, 4, 1, 0),
      standing(3, 'Cy', 6, 2, 2, 0),
      standing(4, 'Di', 6, 2, 2, 0),
    ],
    ...overrides,
  };
}

/** A league publication: a sample of 5-0 decks, no rounds, no standings, no Uri. */
export function leagueEvent(): TournamentJson {
  return {
    Tournament: { Date: '2024-05-21T00:00:00', Name: 'Fixture Pioneer League', Uri: null },
    Decks: [deck('Gus', '5-0', BURN), deck('Hal', '5-0', CONTROL)],
    Rounds: null,
    Standings: null,
  };
}
