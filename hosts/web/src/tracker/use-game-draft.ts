import { useState } from 'react';
import { parseGames } from './game-results';
import { gameSides } from './play-order';

const NO_CHOICE: readonly (boolean | null)[] = [null, null, null];
const NO_MULLIGANS: readonly number[] = [0, 0, 0];

/**
 * The games of the match being entered: typed letters, game 1's side, the sides changed from the
 * rule's default and mulligans per game. `fields` is what the API's MatchWrite takes for them
 * (null for a game not played), or null while the letters do not parse.
 */
export function useGameDraft() {
  const [typed, setTyped] = useState('');
  const [game1OnPlay, setGame1OnPlay] = useState(true);
  const [chosen, setChosen] = useState(NO_CHOICE);
  const [mulligans, setMulligans] = useState(NO_MULLIGANS);
  const games = parseGames(typed);
  const played = games ?? [];
  const sides =
    played.length > 0 ? gameSides(played, game1OnPlay, chosen) : [{ onPlay: game1OnPlay, byDefault: game1OnPlay }];

  const setSide = (game: number, onPlay: boolean) =>
    game === 0 ? setGame1OnPlay(onPlay) : setChosen((c) => c.map((v, i) => (i === game ? onPlay : v)));
  const setMulliganCount = (game: number, count: number) =>
    setMulligans((m) => m.map((v, i) => (i === game ? count : v)));
  const reset = () => {
    setTyped('');
    setGame1OnPlay(true);
    setChosen(NO_CHOICE);
    setMulligans(NO_MULLIGANS);
  };
  const game = (i: number) => played[i] ?? null;
  const fields = games && {
    on_play: game1OnPlay,
    game1: game(0),
    game2: game(1),
    game3: game(2),
    game2_on_play: game(1) && sides[1]!.onPlay,
    game3_on_play: game(2) && sides[2]!.onPlay,
    game1_mulligans: game(0) && mulligans[0]!,
    game2_mulligans: game(1) && mulligans[1]!,
    game3_mulligans: game(2) && mulligans[2]!,
  };
  return {
    typed,
    setTyped,
    games: played,
    valid: games !== null,
    sides,
    mulligans,
    setSide,
    setMulligans: setMulliganCount,
    reset,
    fields,
  };
}
